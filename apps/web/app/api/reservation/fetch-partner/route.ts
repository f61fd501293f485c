// POST /api/reservation/fetch-partner {token, email}: the pair booking a partner's own link stands for, proven by the partner's email.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { fetchPartner } from '@/server/reservations/lookup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('reservation/fetch-partner', 'reserve-timeslot-error-other', async () => {
    const body = await readJson(request);
    return json(await fetchPartner({ body, now: now(), headers: request.headers }));
  });
}
