// Only server/lifecycle changes a reservation's status: no other production file writes reservations.status (issue 38).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB = join(__dirname, '..', '..', '..');
const LIFECYCLE = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path === LIFECYCLE || entry.name === 'node_modules' || entry.name.startsWith('.next')
        ? []
        : sourceFiles(path);
    // Tests set up rows in whatever state they need; they change no booking.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The Drizzle update of the reservations table (from `.update(reservations)` to its `.where(` or
 * `.returning(`, where `.set({...})` sits) naming `status`, or the same in SQL text.
 */
function writesStatus(source: string): boolean {
  for (const match of source.matchAll(/\.update\(\s*reservations\s*\)/g)) {
    const rest = source.slice(match.index + match[0].length);
    const end = rest.search(/\.(where|returning)\(|;/);
    if (/\bstatus\b/.test(end === -1 ? rest : rest.slice(0, end))) return true;
  }
  return /update\s+"?reservations"?\s+set\b[^;`]*\bstatus\b/i.test(source);
}

it('recognises a status write, and not the other updates of a reservation', () => {
  expect(writesStatus(`await db.update(reservations).set({ status: 'x' }).where(a);`)).toBe(true);
  expect(writesStatus(`db\n  .update(reservations)\n  .set({ status, updatedAt })`)).toBe(true);
  expect(writesStatus('sql`update reservations set status = $1`')).toBe(true);
  expect(
    writesStatus(`db.update(reservations).set({ updatedAt }).where(eq(reservations.status, s));`),
  ).toBe(false);
  expect(writesStatus(`db.select({ status: reservations.status }).from(reservations);`)).toBe(
    false,
  );
});

it('finds no write of a reservation status outside server/lifecycle', () => {
  const files = [...sourceFiles(join(WEB, 'src')), ...sourceFiles(join(WEB, 'app'))];
  expect(files.length).toBeGreaterThan(100);
  const writers = files
    .filter((file) => writesStatus(readFileSync(file, 'utf8')))
    .map((file) => relative(WEB, file));
  expect(writers).toEqual([]);
});
