// GET /api/reservation/fetch-partner?id&email: the pair booking a partner's link points to.
import { now } from '@/server/clock';
import { json, queryOf, respond } from '@/server/http';
import { fetchPartner } from '@/server/reservations/lookup';
import { readLookupQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('reservation/fetch-partner', 'reserve-timeslot-error-other', async () => {
    const query = readLookupQuery(queryOf(request));
    return json(await fetchPartner({ query, now: now(), headers: request.headers }));
  });
}
