// POST /api/payment/test-gateway/redirect: the test gateway's bank page; records the customer's decision and answers the return page to go back to.
import { json, readJson, respond } from '@/server/http';
import { decideTestRedirect } from '@/server/payments/test-gateway/card-payment';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('payment/test-gateway/redirect', 'error-stripe-payment', async () => {
    const body = await readJson(request);
    return json(await decideTestRedirect({ body }));
  });
}
