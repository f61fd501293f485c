// POST /api/payment/confirm: the return page confirms at once by re-reading the payment from the provider.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { confirmFromReturn } from '@/server/payments/return';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  // The confirmation goes out once this answer is sent.
  deliverAfterResponse();
  return respond('payment/confirm', 'error-confirming-reservation-from-app', async () => {
    const body = await readJson(request);
    const { reservationId, status, paymentStatus } = await confirmFromReturn({ body, now: now() });
    return json({ reservationId, status, paymentStatus });
  });
}
