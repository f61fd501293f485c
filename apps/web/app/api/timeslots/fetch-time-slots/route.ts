// GET /api/timeslots/fetch-time-slots?location&checkup&services&partner&startDate&days: the starts a location offers, day by day.
import { now } from '@/server/clock';
import { compressedJson, queryOf, respond } from '@/server/http';
import { SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT, withinInFlightLimit } from '@/server/limits/in-flight';
import { clientOf, limitClient } from '@/server/limits/requests';
import { fetchTimeSlots } from '@/server/reservations/availability';
import { readTimeSlotsQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('timeslots/fetch-time-slots', 'reserve-timeslot-error-other', async () => {
    const client = clientOf(request.headers);
    // Refused at once past a few in flight: one client's many connections take no more of the cores.
    return withinInFlightLimit('slots', client, SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT, async () => {
      await limitClient('slotRequestsPerClient', client);
      const query = readTimeSlotsQuery(queryOf(request));
      return compressedJson(request, await fetchTimeSlots({ query, now: now() }));
    });
  });
}
