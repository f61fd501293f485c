// The stored MRI safety answers are read and written only by server/screening, and nothing a customer's browser loads or calls reads them (decision 0072).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB = join(__dirname, '..', '..', '..');
const SCREENING = relative(WEB, __dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.next')
        ? []
        : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = [...sourceFiles(join(WEB, 'src')), ...sourceFiles(join(WEB, 'app'))].map((file) => ({
  path: relative(WEB, file),
  source: readFileSync(file, 'utf8'),
}));

/** What the customer's side is made of: the storefront's pages, components and its API routes. */
const CUSTOMER_SIDE = [
  /^src\/(steps|features|client|client-api|ui|analytics|lead)\//,
  /^app\/\[locale\]\//,
  /^app\/api\/(booking|consent|lead|log|payment|reservation|timeslots|visitor-geo|waitlist)\//,
];

it('writes and reads the answers’ table only in server/screening (and the schema that defines it)', () => {
  expect(files.length).toBeGreaterThan(100);
  const users = files
    .filter(({ source }) => /\bscreeningAnswers\b|\bscreening_answers\b/.test(source))
    .map(({ path }) => path)
    .filter((path) => !path.startsWith(`${SCREENING}/`) && !path.startsWith('src/server/db/'));
  expect(users).toEqual([]);
});

it('gives the customer’s side no way to the stored answers: none of it imports their readers', () => {
  const readers = files
    .filter(({ path }) => CUSTOMER_SIDE.some((pattern) => pattern.test(path)))
    .filter(({ source }) => /screening\/(attention|answers|retention)['"]/.test(source))
    .map(({ path }) => path);
  expect(readers).toEqual([]);
});
