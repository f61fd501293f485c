// POST /api/booking/cancel {token, locale}: cancels the booking once and refunds what the policy gives back; a second press answers the same.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { cancelFromLink } from '@/server/manage/requests';
import { deliverAfterResponse } from '@/server/outbox/after-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/cancel', 'booking-not-cancellable', async () => {
    const body = await readJson(request);
    const booking = await cancelFromLink({ body, now: now(), headers: request.headers });
    deliverAfterResponse();
    return json({ booking });
  });
}
