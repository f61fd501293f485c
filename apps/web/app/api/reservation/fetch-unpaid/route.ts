// POST /api/reservation/fetch-unpaid {id, email}: a reservation still to be paid, for the customer who made it. POST, so the email that proves it never sits in an address (access logs, proxies).
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { fetchUnpaid } from '@/server/reservations/lookup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('reservation/fetch-unpaid', 'reserve-timeslot-error-other', async () => {
    const body = await readJson(request);
    return json(await fetchUnpaid({ body, now: now(), headers: request.headers }));
  });
}
