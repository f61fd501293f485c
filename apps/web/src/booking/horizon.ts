// The booking horizon: how far ahead a start may be offered or booked, from the editors' site settings (default 180 days).
import { BookingError } from './booking-error';
import { wholeNumberSetting } from './settings';
import { addDaysToDate, daysBetweenDates, todayInZurich, zurichWallTimeToInstant } from './time';

export const DEFAULT_BOOKING_HORIZON_DAYS = 180;
/** The Studio's bounds for the setting; a value outside them (or none) counts as the default. */
export const MIN_BOOKING_HORIZON_DAYS = 1;
export const MAX_BOOKING_HORIZON_DAYS = 730;

/** The horizon a site settings value stands for: a whole number of days within the bounds, else the default. */
export function bookingHorizonDaysOf(value: unknown): number {
  return wholeNumberSetting(value, {
    default: DEFAULT_BOOKING_HORIZON_DAYS,
    min: MIN_BOOKING_HORIZON_DAYS,
    max: MAX_BOOKING_HORIZON_DAYS,
  });
}

/** The last day (YYYY-MM-DD, Zurich) a start may fall on: today in Zurich plus the horizon. */
export function lastBookableDate(today: string, horizonDays: number): string {
  return addDaysToDate(today, horizonDays);
}

/** The first instant past the horizon: midnight in Zurich after the last bookable day. */
export function horizonEnd(now: Date, horizonDays: number): Date {
  const lastDate = lastBookableDate(todayInZurich(now), horizonDays);
  return zurichWallTimeToInstant(addDaysToDate(lastDate, 1), '00:00');
}

/** True when a start falls on a Zurich day after the last bookable one (or is no instant at all). */
export function isBeyondHorizon(start: Date, now: Date, horizonDays: number): boolean {
  const instant = start.getTime();
  return !Number.isFinite(instant) || instant >= horizonEnd(now, horizonDays).getTime();
}

/**
 * Refuses a start past the horizon with `timeslot-beyond-horizon`. Called before a request reads
 * the database: a start far ahead (year 9999) ends in a year PostgreSQL cannot read.
 */
export function refuseBeyondHorizon(start: Date, now: Date, horizonDays: number): void {
  if (isBeyondHorizon(start, now, horizonDays)) throw new BookingError('timeslot-beyond-horizon');
}

/**
 * How many of a calendar request's `days` from `startDate` lie within the horizon: the range is cut
 * at the last bookable day, and a start date past it is `timeslot-beyond-horizon`.
 */
export function daysWithinHorizon(request: {
  startDate: string;
  days: number;
  now: Date;
  horizonDays: number;
}): number {
  const lastDate = lastBookableDate(todayInZurich(request.now), request.horizonDays);
  if (request.startDate > lastDate)
    throw new BookingError('timeslot-beyond-horizon', ['startDate']);
  return Math.min(request.days, daysBetweenDates(request.startDate, lastDate) + 1);
}

export interface CalendarWindow {
  firstDay: string;
  lastDay: string;
  days: number;
}

/**
 * The days the time slot step's calendar shows: up to `days` from `startDate`, never past the last
 * bookable day. A start date past it (an old link, an edited address) starts at today instead.
 */
export function calendarWindow(request: {
  startDate: string;
  today: string;
  days: number;
  horizonDays: number;
}): CalendarWindow {
  const lastDate = lastBookableDate(request.today, request.horizonDays);
  const firstDay = request.startDate > lastDate ? request.today : request.startDate;
  const days = Math.max(1, Math.min(request.days, daysBetweenDates(firstDay, lastDate) + 1));
  return { firstDay, lastDay: addDaysToDate(firstDay, days - 1), days };
}
