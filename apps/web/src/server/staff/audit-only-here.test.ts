// The staff audit log is only ever appended to, by staff/audit.ts: no code updates or deletes its rows (migration 0017's trigger refuses it in the database too).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB = join(__dirname, '..', '..', '..');

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

/** An update or delete of the audit table, in Drizzle or in SQL. */
function changesAudit(source: string): boolean {
  return (
    /\.(update|delete)\(\s*staffAudit\s*\)/.test(source) ||
    /\b(update|delete\s+from|truncate)\s+"?staff_audit"?\b/i.test(source)
  );
}

it('recognises a change of the audit log, and not an insert', () => {
  expect(changesAudit('db.update(staffAudit).set({ action })')).toBe(true);
  expect(changesAudit('tx.delete(staffAudit).where(x)')).toBe(true);
  expect(changesAudit('sql`delete from staff_audit where id = 1`')).toBe(true);
  expect(changesAudit('sql`update "staff_audit" set action = 1`')).toBe(true);
  expect(changesAudit('db.insert(staffAudit).values(row)')).toBe(false);
});

it('is changed by no code of the app, and inserted into only by staff/audit.ts', () => {
  const files = sourceFiles(WEB);
  expect(files.length).toBeGreaterThan(50);
  expect(
    files
      .filter((file) => changesAudit(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB, file)),
  ).toEqual([]);
  const inserting = files
    .filter((file) => /\.insert\(\s*staffAudit\s*\)/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(WEB, file));
  expect(inserting).toEqual([join('src', 'server', 'staff', 'audit.ts')]);
});
