// Each step page carries the copy its components read: every literal key in the files its entry imports (within the storefront) has a prefix the page or the frame gives, or the root layout's widget copy.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { WIDGET_COPY_PREFIXES } from '@/ui/copy';
import { STEP_COPY_PREFIXES } from './step-copy';
import { FRAME_COPY_PREFIXES } from './step-data';

const SRC = resolve(__dirname, '..');
const APP = resolve(__dirname, '..', '..', 'app', '[locale]', '(booking)');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The files a page reaches through static and dynamic imports, without tests. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target !== null && !target.includes('.test.')) queue.push(target);
    }
  }
  return seen;
}

const KEY = /'((?:[a-zA-Z]+)\.[a-zA-Z0-9][a-zA-Z0-9.-]*)'/g;
const COPY_PREFIX =
  /^(checkup|addons|location|timeslot|summary|form|payment|success|partner|steps|nav|footer|notice)\./;

describe('the copy each booking step page carries', () => {
  it.each(Object.entries(STEP_COPY_PREFIXES))(
    '%s: covers every key its components read',
    (step, prefixes) => {
      const carried = [...prefixes, ...FRAME_COPY_PREFIXES, ...WIDGET_COPY_PREFIXES];
      const missing = new Set<string>();
      for (const file of reachable(join(APP, step, 'page.tsx'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(KEY)) {
          const key = match[1] ?? '';
          // A literal ending in a dot is a prefix (as step-copy.ts lists them), not a key.
          if (key.endsWith('.')) continue;
          if (COPY_PREFIX.test(key) && !carried.some((prefix) => key.startsWith(prefix))) {
            missing.add(`${key} (${file.slice(SRC.length)})`);
          }
        }
      }
      expect([...missing]).toEqual([]);
    },
  );
});
