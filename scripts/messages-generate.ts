// Writes the typed message keys (src/ui/message-keys.ts) and the English last resort (src/content/message-defaults.ts) from the seed's UI copy; `--check` only says whether they are current.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSeedPath, loadSeed } from '../apps/web/src/content/seed';
import { generatedMessageFiles } from './messages-generated';

const root = join(__dirname, '..');
const files = generatedMessageFiles(loadSeed(findSeedPath()));
const check = process.argv.includes('--check');
let stale = 0;
for (const [relative, text] of Object.entries(files)) {
  const path = join(root, relative);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = '';
  }
  if (current === text) continue;
  if (check) {
    console.log(`${relative} is not current: run npm run messages:generate`);
    stale += 1;
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${relative}`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
