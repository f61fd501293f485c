// POST /api/payment/test-gateway/pay: the test card form; decides by the card, confirms like Stripe's webhook, answers where to go.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { payWithTestCard } from '@/server/payments/test-gateway/card-payment';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  // The confirmation goes out once this answer is sent.
  deliverAfterResponse();
  return respond('payment/test-gateway/pay', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    return json(await payWithTestCard({ body, now: now() }));
  });
}
