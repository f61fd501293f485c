// POST /api/booking/link {reservationId, email}: the success page's manage link for a paid booking, proven by its email.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { manageLinkForSuccessPage } from '@/server/manage/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/link', 'not-found', async () => {
    const body = await readJson(request);
    return json(await manageLinkForSuccessPage({ body, now: now(), headers: request.headers }));
  });
}
