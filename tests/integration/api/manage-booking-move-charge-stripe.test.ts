// A move to a dearer clinic paid through Stripe (stand-in): the difference's PaymentIntent, the return after 3-D Secure and the webhook racing to move the booking once, and the refund when the time was lost.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { setClock } from '@/server/clock';
import { bookingMoves, outbox, reservations } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as moveConfirm } from '../../../apps/web/app/api/booking/move-confirm/route';
import { POST as movePayment } from '../../../apps/web/app/api/booking/move-payment/route';
import { POST as webhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { paymentIntent, refund } from '../../stripe-contract/fixtures';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, manageTokenOf, reservationPaidBy, statusOf } from '../../support/payments';
import {
  type StripeRequest,
  stripeEvent,
  useStripeStandIn,
  webhookRequest,
} from '../../support/stripe-stand-in';

const database = useTestDatabase(NOW);
const RHEINFELDEN = { locationSlug: 'basel_rheinfelden', timeSlotStart: at('11:00', '2027-03-08') };
const BERN_LATER = { locationSlug: 'bern', timeSlotStart: at('14:00') };
/** The differences' PaymentIntents, in the order the moves open them. */
const MOVE_INTENTS = [
  'pi_move_first',
  'pi_move_second',
  ...[1, 2, 3, 4, 5].map((n) => `pi_race_${n}`),
];
/** What the stand-in was asked to cancel: a cancelled PaymentIntent cannot be paid any more. */
const cancelAnswers = Object.fromEntries(
  MOVE_INTENTS.map((id) => [`POST /v1/payment_intents/${id}/cancel`, () => intent(id, 'canceled')]),
);

const intent = (
  id: string,
  status: Stripe.PaymentIntent.Status,
  metadata: Record<string, string> = {},
) => paymentIntent({ id, amount: 25000, status, metadata, client_secret: `${id}_secret_standin` });

let opened = 0;
const stripeStandIn = useStripeStandIn({
  'POST /v1/payment_intents': (request: StripeRequest) => {
    const id = MOVE_INTENTS[opened] ?? 'pi_move_unexpected';
    opened += 1;
    return intent(id, 'requires_payment_method', {
      reservationId: String(request.form.get('metadata[reservationId]')),
    });
  },
  'GET /v1/payment_intents/pi_move_first': () => intent('pi_move_first', 'succeeded'),
  'GET /v1/payment_intents/pi_move_second': () => intent('pi_move_second', 'succeeded'),
  ...cancelAnswers,
  'POST /v1/refunds': (request) =>
    refund({
      id: `re_${request.form.get('payment_intent')}`,
      paymentIntent: String(request.form.get('payment_intent')),
      amount: Number(request.form.get('amount')),
    }),
});

function succeeded(intentId: string, eventId: string, amount: number) {
  const paid = paymentIntent({ ...intent(intentId, 'succeeded'), amount, amount_received: amount });
  return webhook(webhookRequest(stripeEvent('payment_intent.succeeded', paid, eventId)));
}

async function paidAtRheinfelden(intentId: string) {
  const booking = await reservationPaidBy(database().db, intentId, RHEINFELDEN);
  expect((await succeeded(intentId, `evt_${intentId}`, 224000)).status).toBe(200);
  expect(await statusOf(database().db, booking.id)).toBe('confirmed');
  return { ...booking, token: await manageTokenOf(database().db, booking.id) };
}

const startMove = (token: string) =>
  post(movePayment, '/api/booking/move-payment', { token, locale: 'fr-ch', ...BERN_LATER });

const confirmMove = (token: string, paymentIntent: string) =>
  post(moveConfirm, '/api/booking/move-confirm', { token, locale: 'fr-ch', paymentIntent });

async function reservation(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

it('opens the difference’s PaymentIntent and moves once when the return after 3-D Secure and the webhook arrive together', async () => {
  const booking = await paidAtRheinfelden('pi_booking_first');
  const started = await startMove(booking.token);
  expect(started.body).toMatchObject({
    intentId: 'pi_move_first',
    clientSecret: 'pi_move_first_secret_standin',
    amount: 25000,
    currency: 'CHF',
    returnUrl: expect.stringMatching(/\/fr-ch\/booking$/),
  });
  const [created] = stripeStandIn().requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
  );
  expect(created?.form.get('amount')).toBe('25000');
  expect(created?.form.get('currency')).toBe('chf');
  expect(created?.form.get('metadata[reservationId]')).toBe(booking.id);
  expect(created?.idempotencyKey).toMatch(/^nova-move-/);

  const [back, hook, hookAgain] = await Promise.all([
    confirmMove(booking.token, 'pi_move_first'),
    succeeded('pi_move_first', 'evt_move_paid', 25000),
    succeeded('pi_move_first', 'evt_move_paid', 25000),
  ]);
  expect(back).toMatchObject({
    status: 200,
    body: { moved: true, booking: { location: { title: 'Berne' }, paidAmount: 249000 } },
  });
  expect(hook.status).toBe(200);
  expect(hookAgain.status).toBe(200);
  expect(await reservation(booking.id)).toMatchObject({
    locationSlug: 'bern',
    totalAmount: 249000,
    calendarSequence: 1,
  });
  const keys = (await database().db.select({ key: outbox.key }).from(outbox)).map((r) => r.key);
  expect(keys.filter((key) => key.startsWith(`email:reschedule:${booking.id}`))).toEqual([
    `email:reschedule:${booking.id}:1`,
  ]);
  const [move] = await database().db.select().from(bookingMoves);
  expect(move).toMatchObject({ status: 'moved', paymentIntentId: 'pi_move_first' });
});

it('refunds the difference through Stripe, once, with its own idempotency key, when the time was taken', async () => {
  const booking = await paidAtRheinfelden('pi_booking_second');
  const started = await startMove(booking.token);
  expect(started.body).toMatchObject({ intentId: 'pi_move_second' });
  setClock(new Date(NOW.getTime() + 31 * 60_000));
  await book({ ...BERN_LATER, email: 'first.other@example.com' });
  await book({ ...BERN_LATER, email: 'second.other@example.com' });
  expect((await succeeded('pi_move_second', 'evt_move_late', 25000)).status).toBe(200);
  expect(await confirmMove(booking.token, 'pi_move_second')).toEqual({
    status: 409,
    body: { error: 'booking-move-time-lost' },
  });
  await runOutbox({ topics: ['payment'] });
  const refunds = stripeStandIn().requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/refunds',
  );
  const [move] = await database()
    .db.select()
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, 'pi_move_second'));
  expect(refunds.map((request) => [request.form.get('amount'), request.idempotencyKey])).toEqual([
    ['25000', `nova-refund-${booking.id}-pi_move_second:move-${move?.id}`],
  ]);
  expect(await reservation(booking.id)).toMatchObject({
    locationSlug: 'basel_rheinfelden',
    calendarSequence: 0,
  });
});

it('five simultaneous move starts leave one PaymentIntent open: Stripe is asked to cancel the other four, and refunds nothing', async () => {
  const booking = await paidAtRheinfelden('pi_booking_race');
  const before = stripeStandIn().requests.length;
  const starts = await Promise.all(Array.from({ length: 5 }, () => startMove(booking.token)));
  for (const refused of starts.filter((answer) => answer.status !== 200))
    expect(refused).toEqual({ status: 409, body: { error: 'booking-move-superseded' } });
  await runOutbox({ topics: ['payment'] });
  const asked = stripeStandIn().requests.slice(before);
  const cancelled = asked
    .filter((request) => request.path.endsWith('/cancel'))
    .map((request) => request.path.split('/')[3]);
  const moves = await database()
    .db.select()
    .from(bookingMoves)
    .where(eq(bookingMoves.reservationId, booking.id));
  const pending = moves.filter((move) => move.status === 'pending');
  expect(pending).toHaveLength(1);
  const race = MOVE_INTENTS.filter((id) => id.startsWith('pi_race_'));
  expect([...new Set(cancelled)].sort()).toEqual(
    race.filter((id) => id !== pending[0]?.paymentIntentId),
  );
  expect(
    asked.filter((request) => request.method === 'POST' && request.path === '/v1/refunds'),
  ).toEqual([]);
});
