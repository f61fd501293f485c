// POST /api/booking/move-confirm {token, locale, paymentIntent}: the manage page back from paying a move's difference; the booking as it now is.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { confirmMoveFromLink } from '@/server/manage/move-requests';
import { deliverAfterResponse } from '@/server/outbox/after-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/move-confirm', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    const answer = await confirmMoveFromLink({ body, now: now(), headers: request.headers });
    deliverAfterResponse();
    return json(answer);
  });
}
