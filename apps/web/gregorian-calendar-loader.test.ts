// The Gregorian-only calendar factory Turbopack puts in place of @internationalized/date's: it runs beside the package's own Gregorian calendar and answers it for every name, and leaves other packages' files alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Loader = (this: { resourcePath: string }, source: string) => string;
// Node's own require: Turbopack runs the loader as plain CommonJS, outside Jest's transform.
const loader = createRequire(__filename)('./gregorian-calendar-loader.cjs') as Loader & {
  GREGORIAN_ONLY: string;
};
const dist = join(__dirname, '..', '..', 'node_modules', '@internationalized', 'date', 'dist');
const factory = join(dist, 'private', 'createCalendar.mjs');

describe('the Gregorian-only calendar factory', () => {
  it("replaces the package's factory, and no other file of that name", () => {
    const source = readFileSync(factory, 'utf8');
    expect(source).toContain('PersianCalendar');
    expect(loader.call({ resourcePath: factory }, source)).toBe(loader.GREGORIAN_ONLY);
    expect(loader.call({ resourcePath: '/app/apps/web/src/createCalendar.mjs' }, source)).toBe(
      source,
    );
  });

  it('builds the Gregorian calendar as the package does, with its own module beside it', () => {
    // The replacement where the factory lives, its calendars folder being the package's.
    const folder = mkdtempSync(join(tmpdir(), 'nova-calendar-'));
    symlinkSync(join(dist, 'private', 'calendars'), join(folder, 'calendars'));
    writeFileSync(join(folder, 'createCalendar.mjs'), loader.GREGORIAN_ONLY);
    const script = `
      const { createCalendar } = await import(${JSON.stringify(join(folder, 'createCalendar.mjs'))});
      const { createCalendar: original } = await import(${JSON.stringify(factory)});
      const calendar = createCalendar('gregory');
      const date = calendar.fromJulianDay(2461373);
      console.log(JSON.stringify({
        identifier: calendar.identifier,
        sameAsOriginal: original('gregory').constructor.name === calendar.constructor.name,
        date: [date.era, date.year, date.month, date.day],
        daysInFebruary2028: calendar.getDaysInMonth({ ...date, year: 2028, month: 2 }),
      }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      identifier: 'gregory',
      sameAsOriginal: true,
      date: ['AD', 2026, 11, 28],
      daysInFebruary2028: 29,
    });
  });
});
