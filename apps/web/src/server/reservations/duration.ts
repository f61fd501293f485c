// How long a booking takes, and when a slot starting at a given instant ends (no database involved).
import 'server-only';
import { timeSlotEnd } from '../../booking/duration';
import { BookingError } from '../../booking/errors';
import { formatZurichInstant } from '../../booking/time';
import { getCatalogue } from '../../content/catalogue';
import type { DurationQuery, EndDateQuery } from './requests';
import { bookingWithoutLocation } from './selection';

/** GET /api/reservation/fetch-duration: `{totalDuration}` in minutes. */
export async function fetchDuration({
  query,
}: {
  query: DurationQuery;
}): Promise<{ totalDuration: number }> {
  const { durations } = bookingWithoutLocation(await getCatalogue(), query);
  return { totalDuration: durations.totalDuration };
}

/** GET /api/reservation/fetch-end-date: `{timeSlotEnd, totalDuration}`; a start in the past is refused. */
export async function fetchEndDate({
  query,
  now,
}: {
  query: EndDateQuery;
  now: Date;
}): Promise<{ timeSlotEnd: string; totalDuration: number }> {
  if (query.timeSlotStart.getTime() < now.getTime()) throw new BookingError('timeslot-invalid');
  const { durations } = bookingWithoutLocation(await getCatalogue(), query);
  return {
    timeSlotEnd: formatZurichInstant(timeSlotEnd(query.timeSlotStart, durations.totalDuration)),
    totalDuration: durations.totalDuration,
  };
}
