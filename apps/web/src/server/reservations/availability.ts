// Time slots from content and the database: the calendar a location offers, and whether one start is still free.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { daysWithinHorizon, isBeyondHorizon } from '../../booking/horizon';
import { claimRooms } from '../../booking/slot-claim';
import { availableSlots, type SlotCalendar } from '../../booking/slots';
import { addDaysToDate, todayInZurich, zurichWallTimeToInstant } from '../../booking/time';
import { getBookingHorizonDays, getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { activeHolds, type Interval } from './holds';
import type { OccupationQuery, SelectionQuery, TimeSlotsQuery } from './requests';
import { type BookingAtLocation, bookingAtLocation } from './selection';
import { type SlotCache, slotCache } from './slot-cache';

const MINUTE_MS = 60_000;

/** GET /api/timeslots/fetch-time-slots: `{timezone, days: [{date, slots}]}`, cut at the booking horizon. */
export async function fetchTimeSlots({
  query,
  now,
  cache = slotCache(),
}: {
  query: TimeSlotsQuery;
  now: Date;
  /** The process's kept answers (tests pass another process's). */
  cache?: SlotCache;
}): Promise<SlotCalendar> {
  const booking = bookingAtLocation(await getCatalogue(), query);
  const today = todayInZurich(now);
  const startDate = query.startDate ?? today;
  if (startDate < today) throw new BookingError('invalid-request', ['startDate']);
  return cache.answer(
    query.locationSlug,
    `calendar\n${selectionKey(query)}\n${startDate}\n${query.days}`,
    now,
    () => slotCalendarOf({ booking, startDate, days: query.days, now }),
  );
}

/** What decides a selection's durations: the same selection asked again is one cache entry. */
function selectionKey(query: SelectionQuery): string {
  return JSON.stringify([
    query.checkupSlug,
    query.services,
    query.servicesPartner,
    query.isPartnerBooking,
  ]);
}

/**
 * The starts a booking is offered at its location on `days` days from `startDate`: the one place
 * that decides slots, for the time slot API and for whether a day is full enough to wait for.
 */
export async function slotCalendarOf({
  booking: { location, durations },
  startDate,
  days: requestedDays,
  now,
}: {
  booking: BookingAtLocation;
  startDate: string;
  days: number;
  now: Date;
}): Promise<SlotCalendar> {
  const horizonDays = await getBookingHorizonDays();
  // Before any date arithmetic: a start date years ahead is refused, not computed with.
  const days = daysWithinHorizon({ startDate, days: requestedDays, now, horizonDays });
  const interval: Interval = {
    from: zurichWallTimeToInstant(startDate, '00:00'),
    to: zurichWallTimeToInstant(addDaysToDate(startDate, days), '00:00'),
  };
  const holds = await activeHolds({
    db: await getDatabase(),
    locationSlug: location.slug,
    interval,
    now,
  });
  return availableSlots({
    location,
    durationMinutes: durations.perPerson,
    persons: durations.persons,
    startDate,
    days,
    now,
    holds,
    horizonDays,
  });
}

/** The interval a booking at `start` would hold rooms for: the longer stay plus the buffer. */
export function holdInterval(
  start: Date,
  perPersonMinutes: readonly number[],
  bufferMinutes: number,
): Interval {
  const longest = Math.max(...perPersonMinutes) + Math.max(0, bufferMinutes);
  return { from: start, to: new Date(start.getTime() + longest * MINUTE_MS) };
}

/**
 * GET /api/timeslots/check-time-slot-occupation: `{available}`. A start past the booking horizon
 * is `timeslot-beyond-horizon`, one the location never offers (past, off the grid, outside opening
 * hours) is `timeslot-invalid`: both are refusals, not merely unavailable.
 */
export async function checkTimeSlotOccupation({
  query,
  now,
  cache = slotCache(),
}: {
  query: OccupationQuery;
  now: Date;
  /** The process's kept answers (tests pass another process's). */
  cache?: SlotCache;
}): Promise<{ available: boolean }> {
  const booking = bookingAtLocation(await getCatalogue(), query);
  return cache.answer(
    query.locationSlug,
    `occupation\n${selectionKey(query)}\n${query.timeSlotStart.toISOString()}`,
    now,
    () => occupationOf({ booking, start: query.timeSlotStart, now }),
  );
}

async function occupationOf({
  booking: { location, durations },
  start,
  now,
}: {
  booking: BookingAtLocation;
  start: Date;
  now: Date;
}): Promise<{ available: boolean }> {
  const horizonDays = await getBookingHorizonDays();
  if (isBeyondHorizon(start, now, horizonDays)) {
    throw new BookingError('timeslot-beyond-horizon', ['timeSlotStart']);
  }
  const holds = await activeHolds({
    db: await getDatabase(),
    locationSlug: location.slug,
    interval: holdInterval(start, durations.perPerson, location.bufferMinutes),
    now,
  });
  const claim = claimRooms({
    location,
    durationMinutes: durations.perPerson,
    persons: durations.persons,
    now,
    start,
    holds,
    horizonDays,
  });
  if (!claim.ok && claim.error !== 'reserve-timeslot-error-already-booked') {
    throw new BookingError(claim.error);
  }
  return { available: claim.ok };
}
