// GET /api/reservation/fetch-duration?checkupSlug&services: the booking's length in minutes.
import { json, queryOf, respond } from '@/server/http';
import { fetchDuration } from '@/server/reservations/duration';
import { readDurationQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('reservation/fetch-duration', 'reserve-timeslot-error-other', async () => {
    const query = readDurationQuery(queryOf(request));
    return json(await fetchDuration({ query }));
  });
}
