// POST /api/payment/fetch-data: answers {paymentData, paymentDataDiscounted, discounts} for a selection.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { fetchPaymentData } from '@/server/payments/fetch-data';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('payment/fetch-data', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    return json(await fetchPaymentData({ body, now: now() }));
  });
}
