// Only src/content writes GROQ: no query text elsewhere in the storefront (npm run lint:layers checks the imports).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB = join(__dirname, '..', '..');
const CONTENT = join(WEB, 'src', 'content');
// A GROQ filter over documents, a typegen query, or a template tagged as GROQ.
const GROQ_TEXT = /\*\[\s*_type|\*\[\s*_id|defineQuery\(|\bgroq`/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path === CONTENT || entry.name === 'node_modules' || entry.name === '.next'
        ? []
        : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('finds GROQ in no storefront file outside src/content', () => {
  const files = [...sourceFiles(join(WEB, 'src')), ...sourceFiles(join(WEB, 'app'))];
  expect(files.length).toBeGreaterThan(100);
  const withGroq = files
    .filter((file) => GROQ_TEXT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(WEB, file));
  expect(withGroq).toEqual([]);
});
