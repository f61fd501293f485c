// POST /api/payment/email-pay-later {reservationId, email}: emails the customer the link to pay later, when they ask on the payment step.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { emailPayLater } from '@/server/payments/pay-later';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  // The link goes out once this answer is sent.
  deliverAfterResponse();
  return respond('payment/email-pay-later', 'unpaid-reservation-not-found', async () => {
    const body = await readJson(request);
    return json(await emailPayLater({ body, headers: request.headers, now: now() }), 202);
  });
}
