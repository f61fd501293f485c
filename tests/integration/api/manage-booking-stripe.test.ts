// Cancelling from the manage link with Stripe configured: the policy's refund asked of Stripe once, for the amount the policy gives, with the reservation's idempotency key.

import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as webhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { paymentIntent, refund } from '../../stripe-contract/fixtures';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { reservationPaidBy, statusOf } from '../../support/payments';
import {
  StripeRefusal,
  stripeEvent,
  useStripeStandIn,
  webhookRequest,
} from '../../support/stripe-stand-in';

const database = useTestDatabase(NOW);
const INTENT = 'pi_manage_cancel';
const stripeStandIn = useStripeStandIn({
  'POST /v1/refunds': (request) =>
    refund({
      id: `re_${request.form.get('payment_intent')}`,
      paymentIntent: String(request.form.get('payment_intent')),
      amount: Number(request.form.get('amount')),
    }),
  [`POST /v1/payment_intents/${INTENT}/cancel`]: () =>
    new StripeRefusal(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
    }),
});
const START = new Date(at('11:00'));

function succeeded(intentId: string, eventId: string, amount = 249000) {
  const intent = paymentIntent({ id: intentId, amount, status: 'succeeded' });
  return webhook(webhookRequest(stripeEvent('payment_intent.succeeded', intent, eventId)));
}

const refunds = () =>
  stripeStandIn()
    .requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds')
    .map((request) => ({
      amount: request.form.get('amount'),
      paymentIntent: request.form.get('payment_intent'),
      idempotencyKey: request.idempotencyKey,
    }));

it('refunds half through Stripe 30 hours before, once, with the idempotency key, however often it is pressed', async () => {
  const booking = await reservationPaidBy(database().db, INTENT, {
    locationSlug: 'bern',
    timeSlotStart: at('11:00'),
  });
  expect((await succeeded(INTENT, 'evt_manage_paid')).status).toBe(200);
  expect(await statusOf(database().db, booking.id)).toBe('confirmed');
  const [row] = await database()
    .db.select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.key, `email:confirmation:${booking.id}`));
  const manage = (row?.payload as { links?: { manage?: string } } | undefined)?.links?.manage;
  const token = new URL(String(manage)).hash.replace(/^#t=/, '');

  setClock(new Date(START.getTime() - 30 * 3_600_000));
  const answers = await Promise.all([
    post(cancel, '/api/booking/cancel', { token }),
    post(cancel, '/api/booking/cancel', { token }),
  ]);
  for (const answer of answers) {
    expect(answer.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 124500 });
  }
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  expect(refunds()).toEqual([
    {
      amount: '124500',
      paymentIntent: INTENT,
      idempotencyKey: `nova-refund-${booking.id}-${INTENT}`,
    },
  ]);
  // Another success event for the payment, after it: nothing rebooks it, nothing is refunded again.
  expect(await (await succeeded(INTENT, 'evt_manage_late')).json()).toMatchObject({
    outcome: 'not-confirmable',
  });
  await runOutbox({ topics: ['payment'] });
  expect(refunds()).toHaveLength(1);
  expect(await statusOf(database().db, booking.id)).toBe('cancelled');
});
