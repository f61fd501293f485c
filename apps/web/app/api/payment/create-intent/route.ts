// POST /api/payment/create-intent: starts paying a reservation in full (or its downpayment); answers the client secret.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { startPayment } from '@/server/payments/start';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  // Whatever is due by now goes out once this answer is sent.
  deliverAfterResponse();
  return respond('payment/create-intent', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    return json(await startPayment({ body, now: now(), plan: 'full', headers: request.headers }));
  });
}
