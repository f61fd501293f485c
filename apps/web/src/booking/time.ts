// Europe/Zurich calendar and clock helpers: the booking domain's only way of turning days and wall times into instants.
import { formatInTimeZone } from 'date-fns-tz';
import { WEEKDAYS, type Weekday } from './types';

export const BOOKING_TIME_ZONE = 'Europe/Zurich';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// DST transitions are months apart, so the offsets 12 hours either side bracket any one transition.
const HALF_DAY_MS = DAY_MS / 2;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

/** Date-only strings are plain calendar days; UTC midnight keeps the machine's own zone out of the arithmetic. */
function utcMidnight(date: string): number | null {
  const match = DATE_ONLY.exec(date);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function dateOfUtcMidnight(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isValidDateOnly(value: unknown): value is string {
  return typeof value === 'string' && utcMidnight(value) !== null;
}

function requireDate(date: string): number {
  const ms = utcMidnight(date);
  if (ms === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return ms;
}

export function addDaysToDate(date: string, days: number): string {
  return dateOfUtcMidnight(requireDate(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDates(from: string, to: string): number {
  return Math.round((requireDate(to) - requireDate(from)) / DAY_MS);
}

export function weekdayOfDate(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  const weekday = WEEKDAYS[(new Date(requireDate(date)).getUTCDay() + 6) % 7];
  if (weekday === undefined) throw new RangeError(`No weekday for ${date}`);
  return weekday;
}

/**
 * Zurich's offset from UTC in minutes at an instant (+60 in winter, +120 in summer). Read through
 * formatInTimeZone: date-fns-tz's getTimezoneOffset takes a wall time, not an instant, and is an
 * hour off in the repeated hour of October.
 */
export function zurichOffsetMinutes(instant: Date | number): number {
  const offset = formatInTimeZone(instant, BOOKING_TIME_ZONE, 'xxx');
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The Zurich calendar day an instant falls on. */
export function zurichDateOf(instant: Date): string {
  const local = instant.getTime() + zurichOffsetMinutes(instant) * MINUTE_MS;
  return dateOfUtcMidnight(local - (((local % DAY_MS) + DAY_MS) % DAY_MS));
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
 * The instant a Zurich wall-clock time happens on a day. Like Temporal's "compatible" rule: a time
 * skipped by the spring change (02:30 on the last Sunday of March) moves forward by the gap
 * (03:30+02:00); a time repeated in autumn (02:30 on the last Sunday of October) is its first
 * occurrence (02:30+02:00).
 */
export function zurichWallTimeToInstant(date: string, time: string): Date {
  const wallAsUtc = requireDate(date) + minutesOfWallTime(time) * MINUTE_MS;
  const offsetBefore = zurichOffsetMinutes(wallAsUtc - HALF_DAY_MS) * MINUTE_MS;
  const offsetAfter = zurichOffsetMinutes(wallAsUtc + HALF_DAY_MS) * MINUTE_MS;
  const candidates = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter].filter(
    (instant) => zurichOffsetMinutes(instant) * MINUTE_MS === wallAsUtc - instant,
  );
  if (candidates.length === 0) return new Date(wallAsUtc - offsetBefore);
  return new Date(Math.min(...candidates));
}

/** ISO 8601 with Zurich's offset, e.g. 2026-12-01T08:00:00+01:00, given the offset in minutes. */
export function formatWithOffset(instant: Date | number, offsetMinutes: number): string {
  const local = new Date(new Date(instant).getTime() + offsetMinutes * MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** ISO 8601 in Zurich time, e.g. 2026-12-01T08:00:00+01:00. */
export function formatZurichInstant(instant: Date): string {
  return formatWithOffset(instant, zurichOffsetMinutes(instant));
}

/**
 * Reads a complete ISO 8601 instant with a UTC offset or Z (seconds and milliseconds optional).
 * A string without an offset is refused: its meaning would depend on a zone nobody named.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_INSTANT.exec(value);
  if (match === null) return null;
  const [, year, month, day, hours, minutes, seconds = '0', fraction = '0', zone = 'Z'] = match;
  const date = `${year}-${month}-${day}`;
  const midnight = utcMidnight(date);
  if (midnight === null || Number(hours) > 23) return null;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const [offsetHours = 0, offsetRest = 0] = zone.slice(1).split(':').map(Number);
    if (offsetHours > 14 || offsetRest > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetRest);
  }
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  const wall =
    midnight +
    (Number(hours) * 60 + Number(minutes)) * MINUTE_MS +
    Number(seconds) * 1000 +
    Number(fraction.padEnd(3, '0'));
  return new Date(wall - offsetMinutes * MINUTE_MS);
}
