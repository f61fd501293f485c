// GET /api/timeslots/fetch-time-slots?location&checkup&services&partner&startDate&days: the starts a location offers, day by day.
import { now } from '@/server/clock';
import { json, queryOf, respond } from '@/server/http';
import { clientOf, limitClient } from '@/server/limits/requests';
import { fetchTimeSlots } from '@/server/reservations/availability';
import { readTimeSlotsQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('timeslots/fetch-time-slots', 'reserve-timeslot-error-other', async () => {
    await limitClient('slotRequestsPerClient', clientOf(request.headers));
    const query = readTimeSlotsQuery(queryOf(request));
    return json(await fetchTimeSlots({ query, now: now() }));
  });
}
