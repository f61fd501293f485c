// Only server/lifecycle changes a reservation's status or makes a reservation, and a booking's recorded events are only ever appended, by lifecycle/events.ts (issue 38).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB = join(__dirname, '..', '..', '..');
const LIFECYCLE = __dirname;

function sourceFiles(dir: string, skip: string | null = LIFECYCLE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path === skip || entry.name === 'node_modules' || entry.name.startsWith('.next')
        ? []
        : sourceFiles(path, skip);
    // Tests set up rows in whatever state they need; they change no booking.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What only server/lifecycle writes, per table: Drizzle's name, SQL's name, the fields. A
 * reservation's status, its calendar sequence (advanced by a move) and its partner's completion; a
 * move's status.
 */
const TABLES = [
  ['reservations', 'reservations', ['status', 'calendarSequence', 'partnerCompletedAt']],
  ['bookingMoves', 'booking_moves', ['status']],
] as const;

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A Drizzle update of one of TABLES (from `.update(table)` to its `.where(` or `.returning(`,
 * where `.set({...})` sits) naming one of its fields, or the same in SQL text.
 */
function writesStatus(source: string): boolean {
  return TABLES.some(([drizzleName, sqlName, fields]) => {
    const field = new RegExp(`\\b(${fields.join('|')})\\b`);
    const column = fields.map(snake).join('|');
    for (const match of source.matchAll(new RegExp(`\\.update\\(\\s*${drizzleName}\\s*\\)`, 'g'))) {
      const rest = source.slice(match.index + match[0].length);
      const end = rest.search(/\.(where|returning)\(|;/);
      if (field.test(end === -1 ? rest : rest.slice(0, end))) return true;
    }
    return new RegExp(`update\\s+"?${sqlName}"?\\s+set\\b[^;\`]*\\b(${column})\\b`, 'i').test(
      source,
    );
  });
}

it('recognises a status write, and not the other updates of a reservation', () => {
  expect(writesStatus(`await db.update(reservations).set({ status: 'x' }).where(a);`)).toBe(true);
  expect(writesStatus(`db\n  .update(reservations)\n  .set({ status, updatedAt })`)).toBe(true);
  expect(writesStatus('sql`update reservations set status = $1`')).toBe(true);
  expect(writesStatus(`tx.update(bookingMoves).set({ status: 'moved', settledAt })`)).toBe(true);
  expect(writesStatus('sql`update booking_moves set status = $1`')).toBe(true);
  expect(writesStatus(`tx.update(reservations).set({ startsAt, calendarSequence: n + 1 })`)).toBe(
    true,
  );
  expect(writesStatus(`tx.update(reservations).set({ partnerCompletedAt: now })`)).toBe(true);
  expect(writesStatus('sql`update reservations set calendar_sequence = $1`')).toBe(true);
  expect(
    writesStatus(
      `db.update(bookingMoves).set({ paymentIntentId }).where(eq(bookingMoves.status, s))`,
    ),
  ).toBe(false);
  expect(
    writesStatus(`db.update(reservations).set({ updatedAt }).where(eq(reservations.status, s));`),
  ).toBe(false);
  expect(writesStatus(`db.select({ status: reservations.status }).from(reservations);`)).toBe(
    false,
  );
});

it('finds no write of a reservation’s status, move or partner completion, or a move’s status, outside server/lifecycle', () => {
  const files = [...sourceFiles(join(WEB, 'src')), ...sourceFiles(join(WEB, 'app'))];
  expect(files.length).toBeGreaterThan(100);
  const writers = files
    .filter((file) => writesStatus(readFileSync(file, 'utf8')))
    .map((file) => relative(WEB, file));
  expect(writers).toEqual([]);
});

/** A new reservation row, in Drizzle or SQL text. */
const insertsReservation = (source: string) =>
  /\.insert\(\s*reservations\s*\)/.test(source) ||
  /insert\s+into\s+"?reservations"?[\s(]/i.test(source);

/** Anything but an insert into booking_events: an update or a delete, in Drizzle or SQL text. */
const rewritesEvents = (source: string) =>
  /\.(update|delete)\(\s*bookingEvents\s*\)/.test(source) ||
  /(update\s+"?booking_events"?\s+set|delete\s+from\s+"?booking_events"?)\b/i.test(source) ||
  /truncate[^;`]*\bbooking_events\b/i.test(source);

it('recognises a reservation made, and an event changed or removed', () => {
  expect(insertsReservation('await tx.insert(reservations).values(row);')).toBe(true);
  expect(insertsReservation('sql`insert into reservations (id) values ($1)`')).toBe(true);
  expect(insertsReservation('await tx.insert(roomHolds).values(holds);')).toBe(false);
  expect(rewritesEvents('await tx.update(bookingEvents).set({ event });')).toBe(true);
  expect(rewritesEvents('db.delete(bookingEvents).where(x)')).toBe(true);
  expect(rewritesEvents('sql`delete from booking_events where id = 1`')).toBe(true);
  expect(rewritesEvents('await tx.insert(bookingEvents).values(row);')).toBe(false);
});

it('finds reservations made only in server/lifecycle', () => {
  const files = [...sourceFiles(join(WEB, 'src')), ...sourceFiles(join(WEB, 'app'))];
  const makers = files
    .filter((file) => insertsReservation(readFileSync(file, 'utf8')))
    .map((file) => relative(WEB, file));
  expect(makers).toEqual([]);
  expect(insertsReservation(readFileSync(join(LIFECYCLE, 'create.ts'), 'utf8'))).toBe(true);
});

it('finds booking events written only by lifecycle/events.ts, and never changed or removed', () => {
  const files = [...sourceFiles(join(WEB, 'src'), null), ...sourceFiles(join(WEB, 'app'), null)];
  const writers = files
    .filter((file) => /\.insert\(\s*bookingEvents\s*\)/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(LIFECYCLE, file));
  expect(writers).toEqual(['events.ts']);
  const rewriters = files
    .filter((file) => rewritesEvents(readFileSync(file, 'utf8')))
    .map((file) => relative(WEB, file));
  expect(rewriters).toEqual([]);
});
