// POST /api/payment/test-gateway/charge-instalment {reservationId, token}: the test gateway charges a plan's next month, recorded as Stripe's invoice.paid would be (404 with Stripe).
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { chargeNextInstalment } from '@/server/payments/test-gateway/instalment';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  // A month charged after the booking was called off is refunded once this answer is sent.
  deliverAfterResponse();
  return respond('payment/test-gateway/charge-instalment', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    return json(await chargeNextInstalment({ body, now: now() }));
  });
}
