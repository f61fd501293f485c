// GET /api/reservation/fetch-unpaid?id&email: a reservation still to be paid, for the customer who made it.
import { now } from '@/server/clock';
import { json, queryOf, respond } from '@/server/http';
import { fetchUnpaid } from '@/server/reservations/lookup';
import { readLookupQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('reservation/fetch-unpaid', 'reserve-timeslot-error-other', async () => {
    const query = readLookupQuery(queryOf(request));
    return json(await fetchUnpaid({ query, now: now(), headers: request.headers }));
  });
}
