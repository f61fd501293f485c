// Time slots from content and the database: the calendar a location offers, and whether one start is still free.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { claimRooms } from '../../booking/slot-claim';
import { availableSlots, type SlotCalendar } from '../../booking/slots';
import { addDaysToDate, todayInZurich, zurichWallTimeToInstant } from '../../booking/time';
import { getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { activeHolds, type Interval } from './holds';
import type { OccupationQuery, TimeSlotsQuery } from './requests';
import { bookingAtLocation } from './selection';

const MINUTE_MS = 60_000;

/** GET /api/timeslots/fetch-time-slots: `{timezone, days: [{date, slots}]}`. */
export async function fetchTimeSlots({
  query,
  now,
}: {
  query: TimeSlotsQuery;
  now: Date;
}): Promise<SlotCalendar> {
  const { location, durations } = bookingAtLocation(await getCatalogue(), query);
  const today = todayInZurich(now);
  const startDate = query.startDate ?? today;
  if (startDate < today) throw new BookingError('invalid-request', ['startDate']);
  const interval: Interval = {
    from: zurichWallTimeToInstant(startDate, '00:00'),
    to: zurichWallTimeToInstant(addDaysToDate(startDate, query.days), '00:00'),
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
    days: query.days,
    now,
    holds,
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
 * GET /api/timeslots/check-time-slot-occupation: `{available}`. A start the location never offers
 * (past, off the grid, outside opening hours) is `timeslot-invalid`, not merely unavailable.
 */
export async function checkTimeSlotOccupation({
  query,
  now,
}: {
  query: OccupationQuery;
  now: Date;
}): Promise<{ available: boolean }> {
  const { location, durations } = bookingAtLocation(await getCatalogue(), query);
  const holds = await activeHolds({
    db: await getDatabase(),
    locationSlug: location.slug,
    interval: holdInterval(query.timeSlotStart, durations.perPerson, location.bufferMinutes),
    now,
  });
  const claim = claimRooms({
    location,
    durationMinutes: durations.perPerson,
    persons: durations.persons,
    now,
    start: query.timeSlotStart,
    holds,
  });
  if (!claim.ok && claim.error === 'timeslot-invalid') throw new BookingError('timeslot-invalid');
  return { available: claim.ok };
}
