// Europe/Zurich calendar and clock helpers: the booking domain's only way of turning days and wall times into instants.
import { WEEKDAYS, type Weekday } from './types';

// Plain Date arithmetic and the platform's Intl time zone data, no date library: this module is in
// every step's first scripts (the cart's today, the address's dates), and react-aria's date library
// would cost them 6 KB gzipped. The calendar still uses it, in its own chunks.

export const BOOKING_TIME_ZONE = 'Europe/Zurich';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// The shapes this module accepts: four-digit years, minutes in offsets, at most milliseconds.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(0\d|1[0-4]):([0-5]\d))$/;

function pad(value: number, digits = 2): string {
  return String(value).padStart(digits, '0');
}

/** Days since 1970-01-01 of a real calendar day written YYYY-MM-DD, or null (2026-02-30 is not one). */
function dayNumber(value: string): number | null {
  const match = DATE_ONLY.exec(value);
  if (match === null) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // A day past the month's end rolls over into the next month: then it was not a real day.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / DAY_MS;
}

/** YYYY-MM-DD of the UTC day an epoch time falls on. */
function utcDateString(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isValidDateOnly(value: unknown): value is string {
  return typeof value === 'string' && dayNumber(value) !== null;
}

function requireDay(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return day;
}

export function addDaysToDate(date: string, days: number): string {
  return utcDateString((requireDay(date) + days) * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDates(from: string, to: string): number {
  return requireDay(to) - requireDay(from);
}

export function weekdayOfDate(date: string): Weekday {
  // Counted from Monday, as WEEKDAYS is (getUTCDay counts from Sunday).
  const weekday = WEEKDAYS[(new Date(requireDay(date) * DAY_MS).getUTCDay() + 6) % 7];
  if (weekday === undefined) throw new RangeError(`No weekday for ${date}`);
  return weekday;
}

let zurichClock: Intl.DateTimeFormat | null = null;

/** Zurich's offset from UTC in minutes at an instant (+60 in winter, +120 in summer). */
export function zurichOffsetMinutes(instant: Date | number): number {
  const time = new Date(instant).getTime();
  zurichClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BOOKING_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of zurichClock.formatToParts(time)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  // The wall clock shows whole seconds: compare with the instant's whole second.
  return Math.round((wall - Math.floor(time / 1000) * 1000) / MINUTE_MS);
}

/** The Zurich calendar day an instant falls on. */
export function zurichDateOf(instant: Date): string {
  return utcDateString(instant.getTime() + zurichOffsetMinutes(instant) * MINUTE_MS);
}

export function todayInZurich(now: Date): string {
  return zurichDateOf(now);
}

/** Minutes since midnight of an "HH:mm" wall time; "24:00" is the end of the day. */
export function minutesOfWallTime(time: string): number {
  if (!WALL_TIME.test(time)) throw new RangeError(`Not an HH:mm time: ${time}`);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant a Zurich wall-clock time happens on a day, by Temporal's "compatible" rule: a time
 * skipped by the spring change (02:30 on the last Sunday of March) moves forward by the gap
 * (03:30+02:00); a time repeated in autumn (02:30 on the last Sunday of October) is its first
 * occurrence (02:30+02:00).
 */
export function zurichWallTimeToInstant(date: string, time: string): Date {
  // The wall time as if it were UTC; the instant is that minus the offset in force then.
  const wall = requireDay(date) * DAY_MS + minutesOfWallTime(time) * MINUTE_MS;
  const before = zurichOffsetMinutes(wall - DAY_MS);
  const after = zurichOffsetMinutes(wall + DAY_MS);
  // Each offset either side of a change gives an instant; it counts if that offset holds there.
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => wall - zurichOffsetMinutes(instant) * MINUTE_MS === instant);
  // Repeated: the earlier. Skipped: none holds, and the offset before the change moves it forward.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before * MINUTE_MS);
}

/** ISO 8601 with Zurich's offset, e.g. 2026-12-01T08:00:00+01:00, given the offset in minutes. */
export function formatWithOffset(instant: Date | number, offsetMinutes: number): string {
  // Whole seconds, as every instant this site writes.
  const local = Math.floor((new Date(instant).getTime() + offsetMinutes * MINUTE_MS) / 1000) * 1000;
  const clock = new Date(local);
  const wall = `${utcDateString(local)}T${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}:${pad(clock.getUTCSeconds())}`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${wall}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** ISO 8601 in Zurich time, e.g. 2026-12-01T08:00:00+01:00. */
export function formatZurichInstant(instant: Date): string {
  return formatWithOffset(instant, zurichOffsetMinutes(instant));
}

/**
 * Reads a complete ISO 8601 instant with a UTC offset or Z (seconds and milliseconds optional).
 * A string without an offset is refused: its meaning would depend on a zone nobody named. The
 * day must be a real one and the clock time within 00:00:00 and 23:59:59.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_INSTANT.exec(value);
  if (match === null) return null;
  const [, date = '', hours = '0', minutes = '0', seconds = '0', fraction] = match;
  const [sign, offsetHours = '0', offsetRest = '0'] = match.slice(6);
  const day = dayNumber(date);
  if (day === null || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
    return null;
  }
  // ".285" is 0.285 s; rounding keeps binary fractions out of the milliseconds.
  const milliseconds = fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  const wall =
    day * DAY_MS +
    (Number(hours) * 60 + Number(minutes)) * MINUTE_MS +
    Number(seconds) * 1000 +
    milliseconds;
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetRest));
  return new Date(wall - offsetMinutes * MINUTE_MS);
}
