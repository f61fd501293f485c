// Europe/Zurich calendar and clock helpers: the booking domain's only way of turning days and wall times into instants.
import {
  type CalendarDate,
  fromAbsolute,
  getDayOfWeek,
  parseDate,
  parseTime,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date';
import { WEEKDAYS, type Weekday } from './types';

// @internationalized/date, not date-fns-tz: react-aria's calendars already put it in the client bundle.

export const BOOKING_TIME_ZONE = 'Europe/Zurich';

const MINUTE_MS = 60_000;

// The shapes this module accepts. The library's parsers are laxer (six-digit years, "+0100",
// hours without minutes, any number of fraction digits), so these decide what is refused.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(?:Z|([+-])(0\d|1[0-4]):([0-5]\d))$/;

/** The calendar day a YYYY-MM-DD string names, or null (2026-02-30 is not one). */
function calendarDate(value: string): CalendarDate | null {
  if (!DATE_ONLY.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isValidDateOnly(value: unknown): value is string {
  return typeof value === 'string' && calendarDate(value) !== null;
}

function requireDate(date: string): CalendarDate {
  const day = calendarDate(date);
  if (day === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return day;
}

export function addDaysToDate(date: string, days: number): string {
  return requireDate(date).add({ days }).toString();
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDates(from: string, to: string): number {
  const [start, end] = [requireDate(from), requireDate(to)];
  return end.calendar.toJulianDay(end) - start.calendar.toJulianDay(start);
}

export function weekdayOfDate(date: string): Weekday {
  // Counted from Monday, as WEEKDAYS is; the locale argument is unused once the week start is given.
  const weekday = WEEKDAYS[getDayOfWeek(requireDate(date), 'en', 'mon')];
  if (weekday === undefined) throw new RangeError(`No weekday for ${date}`);
  return weekday;
}

/** Zurich's offset from UTC in minutes at an instant (+60 in winter, +120 in summer). */
export function zurichOffsetMinutes(instant: Date | number): number {
  return fromAbsolute(new Date(instant).getTime(), BOOKING_TIME_ZONE).offset / MINUTE_MS;
}

/** The Zurich calendar day an instant falls on. */
export function zurichDateOf(instant: Date): string {
  return toCalendarDate(fromAbsolute(instant.getTime(), BOOKING_TIME_ZONE)).toString();
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
  const wall = toCalendarDateTime(requireDate(date)).add({ minutes: minutesOfWallTime(time) });
  return toZoned(wall, BOOKING_TIME_ZONE, 'compatible').toDate();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** ISO 8601 with Zurich's offset, e.g. 2026-12-01T08:00:00+01:00, given the offset in minutes. */
export function formatWithOffset(instant: Date | number, offsetMinutes: number): string {
  const local = fromAbsolute(new Date(instant).getTime() + offsetMinutes * MINUTE_MS, 'UTC');
  // Whole seconds, as every instant this site writes: the library would append milliseconds.
  const wall = toCalendarDateTime(local).set({ millisecond: 0 });
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${wall.toString()}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** ISO 8601 in Zurich time, e.g. 2026-12-01T08:00:00+01:00. */
export function formatZurichInstant(instant: Date): string {
  return formatWithOffset(instant, zurichOffsetMinutes(instant));
}

/**
 * Reads a complete ISO 8601 instant with a UTC offset or Z (seconds and milliseconds optional).
 * A string without an offset is refused: its meaning would depend on a zone nobody named.
 * The library checks the day and the clock time; the offset is read here because parseAbsolute
 * gets the minutes of a negative offset wrong ("-03:30" comes out as -02:30) and allows day 00.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_INSTANT.exec(value);
  if (match === null) return null;
  const [, date = '', time = '', sign, offsetHours = '0', offsetRest = '0'] = match;
  const day = calendarDate(date);
  if (day === null) return null;
  let wall: number;
  try {
    wall = toCalendarDateTime(day, parseTime(time)).toDate('UTC').getTime();
  } catch {
    return null;
  }
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetRest));
  // parseTime reads ".285" as 0.285 s; rounding keeps binary fractions out of the milliseconds.
  return new Date(Math.round(wall) - offsetMinutes * MINUTE_MS);
}
