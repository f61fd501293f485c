// POST /api/payment/create-subscription: starts paying a reservation in 6 or 12 instalments; answers the first payment's client secret.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { startPayment } from '@/server/payments/start';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  // Whatever is due by now goes out once this answer is sent.
  deliverAfterResponse();
  return respond('payment/create-subscription', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    return json(
      await startPayment({ body, now: now(), plan: 'instalments', headers: request.headers }),
    );
  });
}
