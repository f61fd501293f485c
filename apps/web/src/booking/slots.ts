// Time slots: which starts a location offers for one person or a pair, and which rooms a start takes.
import { BookingError } from './booking-error';
import { daysWithinHorizon, isBeyondHorizon } from './horizon';
import { indexRoomHolds, pickFreeRooms, type RoomOccupancy } from './room-occupancy';
import {
  addDaysToDate,
  BOOKING_TIME_ZONE,
  formatWithOffset,
  isValidDateOnly,
  todayInZurich,
  weekdayOfDate,
  zurichDateOf,
  zurichOffsetMinutes,
  zurichWallTimeToInstant,
} from './time';
import type { Location, RoomHold } from './types';

export const MAX_SLOT_DAYS = 42;
/** Without a lead time in days, a start must be at least this far from now. */
export const SAME_DAY_LEAD_MINUTES = 120;

const MINUTE_MS = 60_000;

/** Minutes per person: [customer] or [customer, partner], or named. A pair given one figure shares it. */
export type DurationsPerPerson =
  | readonly [number]
  | readonly [number, number]
  | { customer: number; partner?: number | null };

export type Persons = 1 | 2;

export interface SlotDay {
  date: string;
  /** Starts as ISO 8601 with Zurich's offset, earliest first. */
  slots: string[];
  /**
   * Present (true) on a day that would offer starts but has none free: fully booked, not closed.
   * The time slot step lets a visitor choose it to join its waiting list.
   */
  full?: true;
}

export interface SlotCalendar {
  timezone: typeof BOOKING_TIME_ZONE;
  days: SlotDay[];
}

interface SlotRequest {
  location: Location;
  durationMinutes: DurationsPerPerson;
  persons: Persons;
  now: Date;
  holds: readonly RoomHold[];
  /** Days after today (Zurich) a start may still fall on: the site settings' booking horizon. */
  horizonDays: number;
}

export interface SlotCalendarRequest extends SlotRequest {
  startDate: string;
  days: number;
}

export interface SlotStartRequest extends SlotRequest {
  start: Date;
}

/** An opening window of one day as instants; the step grid counts elapsed time from `opensAt`. */
export interface OpeningWindow {
  opensAt: number;
  closesAt: number;
}

function minutesPerPerson(durations: DurationsPerPerson, persons: Persons): number[] {
  const given: (number | null | undefined)[] =
    'customer' in durations ? [durations.customer, durations.partner] : [...durations];
  const [customer, partner] = given;
  const wanted = persons === 2 ? [customer, partner ?? customer] : [customer];
  const minutes = wanted.filter(
    (m): m is number => typeof m === 'number' && Number.isInteger(m) && m > 0 && m <= 24 * 60,
  );
  if (minutes.length !== wanted.length)
    throw new BookingError('invalid-request', ['durationMinutes']);
  return minutes;
}

function isBookable(location: Location, persons: Persons): boolean {
  return !location.isComingSoon && location.rooms.length >= persons && location.slotStepMinutes > 0;
}

function isClosureDay(location: Location, date: string): boolean {
  return location.closures.some((closure) => closure.from <= date && date <= closure.to);
}

/** A day's opening windows (none on a closure day), as listed: they may overlap. */
export function openingWindowsOf(location: Location, date: string): OpeningWindow[] {
  if (isClosureDay(location, date)) return [];
  const weekday = weekdayOfDate(date);
  return location.openingHours
    .filter((hours) => hours.weekday === weekday)
    .map((hours) => ({
      opensAt: zurichWallTimeToInstant(date, hours.open).getTime(),
      closesAt: zurichWallTimeToInstant(date, hours.close).getTime(),
    }))
    .filter((window) => window.closesAt > window.opensAt);
}

/** The first day and the first instant a new booking may start at. */
function bookingHorizon(location: Location, now: Date): { firstDate: string; notBefore: number } {
  const today = todayInZurich(now);
  if (location.leadTimeDays === null) {
    return { firstDate: today, notBefore: now.getTime() + SAME_DAY_LEAD_MINUTES * MINUTE_MS };
  }
  return { firstDate: addDaysToDate(today, location.leadTimeDays), notBefore: now.getTime() };
}

/** What every start of one request is checked against, worked out once. */
interface SlotRules {
  occupancy: RoomOccupancy;
  /** Milliseconds each person's room is held: their duration plus the location's buffer. */
  neededMs: number[];
  longestNeedMs: number;
  stepMs: number;
  firstDate: string;
  notBefore: number;
}

function slotRulesOf(request: SlotRequest): SlotRules {
  const { location } = request;
  const bufferMs = Math.max(0, location.bufferMinutes) * MINUTE_MS;
  const neededMs = minutesPerPerson(request.durationMinutes, request.persons).map(
    (minutes) => minutes * MINUTE_MS + bufferMs,
  );
  return {
    occupancy: indexRoomHolds(location, request.holds),
    neededMs,
    longestNeedMs: Math.max(...neededMs),
    stepMs: location.slotStepMinutes * MINUTE_MS,
    ...bookingHorizon(location, request.now),
  };
}

function offeredStartsOfDay(location: Location, date: string, rules: SlotRules): number[] {
  if (date < rules.firstDate) return [];
  const starts: number[] = [];
  for (const { opensAt, closesAt } of openingWindowsOf(location, date)) {
    const firstStep = Math.max(0, Math.ceil((rules.notBefore - opensAt) / rules.stepMs));
    const lastStart = closesAt - rules.longestNeedMs;
    for (
      let start = opensAt + firstStep * rules.stepMs;
      start <= lastStart;
      start += rules.stepMs
    ) {
      if (pickFreeRooms(rules.occupancy, start, rules.neededMs) !== null) starts.push(start);
    }
  }
  // Windows listed twice or overlapping must not offer a start twice.
  return [...new Set(starts)].sort((a, b) => a - b);
}

/** Zurich's offset changes at most once a day, so it is looked up per slot only on a DST day. */
function formatStarts(starts: number[]): string[] {
  const first = starts[0];
  const last = starts[starts.length - 1];
  if (first === undefined || last === undefined) return [];
  const offset = zurichOffsetMinutes(first);
  const sameOffset = zurichOffsetMinutes(last) === offset;
  return starts.map((start) =>
    formatWithOffset(start, sameOffset ? offset : zurichOffsetMinutes(start)),
  );
}

/**
 * The starts a location offers on each of `days` days from `startDate`. Every requested day up to
 * the booking horizon is listed, in order, even without a slot, so a calendar can show it as fully
 * booked or closed; days past the horizon are cut off, and a start date past it is refused.
 */
export function availableSlots(request: SlotCalendarRequest): SlotCalendar {
  const { location, startDate } = request;
  if (!isValidDateOnly(startDate)) throw new BookingError('invalid-request', ['startDate']);
  if (!Number.isInteger(request.days) || request.days < 1 || request.days > MAX_SLOT_DAYS) {
    throw new BookingError('invalid-request', ['days']);
  }
  const days = daysWithinHorizon(request);
  const bookable = isBookable(location, request.persons);
  const rules = slotRulesOf(request);
  // The same rules with every room free: what a day offers before anyone has booked.
  const free = indexRoomHolds(location, []);
  return {
    timezone: BOOKING_TIME_ZONE,
    days: Array.from({ length: days }, (_, offset): SlotDay => {
      const date = addDaysToDate(startDate, offset);
      const slots = bookable ? formatStarts(offeredStartsOfDay(location, date, rules)) : [];
      const full =
        bookable &&
        slots.length === 0 &&
        offeredStartsOfDay(location, date, { ...rules, occupancy: free }).length > 0;
      return full ? { date, slots, full } : { date, slots };
    }),
  };
}

function isOnOfferedGrid(location: Location, start: number, rules: SlotRules): boolean {
  const date = zurichDateOf(new Date(start));
  if (date < rules.firstDate || start < rules.notBefore) return false;
  return openingWindowsOf(location, date).some(
    ({ opensAt, closesAt }) =>
      start >= opensAt &&
      (start - opensAt) % rules.stepMs === 0 &&
      start + rules.longestNeedMs <= closesAt,
  );
}

/**
 * The holds a booking starting at `start` would take: one room, or two distinct rooms at the same
 * start for a pair, each for that person's duration plus the buffer; null when the start is not
 * offered. Room order follows the persons: customer first, then partner.
 */
export function assignRooms(request: SlotStartRequest): RoomHold[] | null {
  const { location, start } = request;
  if (!isBookable(location, request.persons)) return null;
  const rules = slotRulesOf(request);
  const instant = start.getTime();
  if (isBeyondHorizon(start, request.now, request.horizonDays)) return null;
  if (!isOnOfferedGrid(location, instant, rules)) return null;
  const rooms = pickFreeRooms(rules.occupancy, instant, rules.neededMs);
  if (rooms === null) return null;
  return rooms.map((roomId, person) => ({
    locationSlug: location.slug,
    roomId,
    start: new Date(instant),
    end: new Date(instant + (rules.neededMs[person] ?? rules.longestNeedMs)),
  }));
}

/** The check-time-slot-occupation answer: is this exact start still offered? */
export function isSlotAvailable(request: SlotStartRequest): boolean {
  return assignRooms(request) !== null;
}
