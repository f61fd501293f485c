// GET /api/reservation/fetch-end-date?timeSlotStart&checkupSlug&services: when the slot ends, and its length.
import { now } from '@/server/clock';
import { json, queryOf, respond } from '@/server/http';
import { fetchEndDate } from '@/server/reservations/duration';
import { readEndDateQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('reservation/fetch-end-date', 'reserve-timeslot-error-other', async () => {
    const query = readEndDateQuery(queryOf(request));
    return json(await fetchEndDate({ query, now: now() }));
  });
}
