// POST /api/webhooks/stripe with Stripe configured: signed events confirm or cancel once; forged or late ones change nothing.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { STRIPE_API_VERSION } from '@/server/payments/stripe-provider';
import { releaseExpiredHolds } from '@/server/reservations/holds';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { POST as webhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { customer, paymentIntent, refund } from '../../stripe-contract/fixtures';
import { at, get, NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  eventNamesOf,
  reservationPaidBy as paidBy,
  queuedMessages,
  statusOf,
} from '../../support/payments';
import {
  STAND_IN_WEBHOOK_SECRET,
  StripeRefusal,
  signatureOf,
  stripeEvent,
  useStripeStandIn,
  webhookRequest,
} from '../../support/stripe-stand-in';

const database = useTestDatabase(NOW);
const stripe = new Stripe('sk_test_unused', { apiVersion: STRIPE_API_VERSION });
const SECRET = STAND_IN_WEBHOOK_SECRET;
const stripeStandIn = useStripeStandIn({
  'POST /v1/refunds': (request) =>
    request.form.get('payment_intent') === 'pi_refund_refused'
      ? new StripeRefusal(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        })
      : refund({
          id: `re_${request.form.get('payment_intent')}`,
          paymentIntent: String(request.form.get('payment_intent')),
          amount: Number(request.form.get('amount')),
        }),
  'POST /v1/payment_intents/pi_cancel_1/cancel': () =>
    paymentIntent({ id: 'pi_cancel_1', amount: 249000, status: 'canceled' }),
});

let eventCounter = 0;
/** Bern has two rooms; its default time is past the two-day lead time. */
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
const HOLD_OVER = new Date(NOW.getTime() + 31 * 60_000);

function refundsOf(intentId: string) {
  return stripeStandIn()
    .requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds')
    .filter((request) => request.form.get('payment_intent') === intentId)
    .map((request) => ({
      amount: request.form.get('amount'),
      idempotencyKey: request.idempotencyKey,
    }));
}

/** A reservation whose payment Stripe knows as `intentId`, as create-intent would have stored it. */
const reservationPaidBy = (intentId: string, options: Parameters<typeof book>[0] = {}) =>
  paidBy(database().db, intentId, options);

/** The intent as an event of `type` carries it: paid, refused (a declined card) or cancelled. */
function event(type: string, intentId: string, amount = 249000) {
  eventCounter += 1;
  const failed = type === 'payment_intent.payment_failed';
  const intent = paymentIntent({
    id: intentId,
    amount,
    status: failed
      ? 'requires_payment_method'
      : type === 'payment_intent.canceled'
        ? 'canceled'
        : 'succeeded',
    last_payment_error: failed
      ? ({
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        } as Stripe.PaymentIntent.LastPaymentError)
      : null,
  });
  return stripeEvent(type, intent, `evt_${eventCounter}`);
}

function send(payload: string, signature: string | null = signatureOf(payload)) {
  return webhook(webhookRequest(payload, signature));
}

describe('the Stripe webhook', () => {
  it('confirms on a succeeded payment, once, however often Stripe delivers the event', async () => {
    const reservation = await reservationPaidBy('pi_once');
    const payload = event('payment_intent.succeeded', 'pi_once');
    const first = await send(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(await (await send(payload)).json()).toEqual({
      received: true,
      outcome: 'duplicate-event',
    });
    // The same success again under a new event id (Stripe resends after a timeout): no second confirmation.
    expect(await (await send(event('payment_intent.succeeded', 'pi_once'))).json()).toEqual({
      received: true,
      outcome: 'already-confirmed',
    });
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
    expect(await eventNamesOf(database().db, reservation.id)).toEqual(['create', 'confirm']);
    expect(await queuedMessages(database().db, reservation.id)).toEqual([
      'email:confirmation',
      'email:reminder',
    ]);
  });

  it('does not undo a confirmation with a failure that arrives after the success', async () => {
    const reservation = await reservationPaidBy('pi_late');
    await send(event('payment_intent.succeeded', 'pi_late'));
    const late = await send(event('payment_intent.payment_failed', 'pi_late'));
    expect(late.status).toBe(200);
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
    expect(await queuedMessages(database().db, reservation.id)).not.toContain('email:pay-later');
  });

  it('does not confirm a payment of another amount than the one due', async () => {
    const reservation = await reservationPaidBy('pi_short');
    expect(
      await (await send(event('payment_intent.succeeded', 'pi_short', 100))).json(),
    ).toMatchObject({ outcome: 'amount-mismatch' });
    expect(await statusOf(database().db, reservation.id)).toBe('pending');
  });

  it('cancels on a cancelled payment and frees the room', async () => {
    const start = at('14:00');
    const query = {
      location: 'bern',
      checkup: 'whole_body_scan_with_blood_test',
      timeSlotStart: start,
    };
    const first = await reservationPaidBy('pi_cancel_1', {
      locationSlug: 'bern',
      timeSlotStart: start,
    });
    await reservationPaidBy('pi_cancel_2', { locationSlug: 'bern', timeSlotStart: start });
    expect(
      (await get(occupation, '/api/timeslots/check-time-slot-occupation', query)).body,
    ).toEqual({ available: false });
    await send(event('payment_intent.canceled', 'pi_cancel_1'));
    expect(await statusOf(database().db, first.id)).toBe('cancelled');
    expect(await eventNamesOf(database().db, first.id)).toEqual(['create', 'cancel']);
    expect(
      (await get(occupation, '/api/timeslots/check-time-slot-occupation', query)).body,
    ).toEqual({ available: true });
  });

  it('answers 400 and changes nothing for a forged, altered, stale or unsigned event', async () => {
    const reservation = await reservationPaidBy('pi_forged');
    const payload = event('payment_intent.succeeded', 'pi_forged');
    // Stripe measures a signature's age against the real clock, not the test clock.
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const attempts = [
      send(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })),
      send(
        payload.replace('"amount":249000', '"amount":1'),
        stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      ),
      send(
        payload,
        stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: stale }),
      ),
      send(payload, null),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(400);
    expect(await statusOf(database().db, reservation.id)).toBe('pending');
  });

  it('acknowledges event types it does not handle', async () => {
    const payload = stripeEvent(
      'customer.created',
      customer('cus_new', 'someone@example.com', {}),
      'evt_customer',
    );
    expect(await (await send(payload)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('webhook after expiry, rooms free: takes them again and confirms', async () => {
    const reservation = await reservationPaidBy('pi_late_free', BERN);
    setClock(HOLD_OVER);
    await database().db.transaction((tx) => releaseExpiredHolds({ db: tx, now: HOLD_OVER }));
    expect(await statusOf(database().db, reservation.id)).toBe('expired');
    const answer = await send(event('payment_intent.succeeded', 'pi_late_free'));
    expect(await answer.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
    expect(refundsOf('pi_late_free')).toEqual([]);
  });

  it('a payment after its hold lapsed, its rooms still held: the time shown free meanwhile is shown taken at once', async () => {
    const query = {
      location: 'bern',
      checkup: 'whole_body_scan_with_blood_test',
      timeSlotStart: at('15:00'),
    };
    const shown = async () =>
      (await get(occupation, '/api/timeslots/check-time-slot-occupation', query)).body;
    const booking = { locationSlug: 'bern', timeSlotStart: at('15:00') };
    await reservationPaidBy('pi_lapsed_paid', booking);
    await reservationPaidBy('pi_lapsed_late', booking);
    await send(event('payment_intent.succeeded', 'pi_lapsed_paid'));
    expect(await shown()).toEqual({ available: false });
    // The other's hold lapses, which writes nothing (no sweep came): Bern's second room shows free.
    setClock(HOLD_OVER);
    expect(await shown()).toEqual({ available: true });
    const late = await send(event('payment_intent.succeeded', 'pi_lapsed_late'));
    expect(await late.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(await shown()).toEqual({ available: false });
  });

  it('webhook after expiry, rooms taken: refunds through Stripe once, however often or in whatever order events arrive', async () => {
    const reservation = await reservationPaidBy('pi_late_taken', BERN);
    setClock(HOLD_OVER);
    await book(BERN);
    await book(BERN);
    const succeeded = event('payment_intent.succeeded', 'pi_late_taken');
    const answers = [
      await send(succeeded),
      await send(succeeded),
      await send(event('payment_intent.payment_failed', 'pi_late_taken')),
      await send(event('payment_intent.succeeded', 'pi_late_taken')),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await statusOf(database().db, reservation.id)).toBe('refunded');
    // Let go when the next booking came, then refunded once whatever else arrived.
    expect(await eventNamesOf(database().db, reservation.id)).toEqual([
      'create',
      'expire',
      'refund',
    ]);
    expect(refundsOf('pi_late_taken')).toEqual([
      {
        amount: '249000',
        idempotencyKey: `nova-refund-${reservation.id}-pi_late_taken`,
      },
    ]);
    const messages = await queuedMessages(database().db, reservation.id);
    expect(messages).toContain('email:refund');
    expect(messages).not.toContain('email:confirmation');
    expect(messages).not.toContain('email:pay-later');
    // Stripe accepted the refund: its email is due at once.
    expect(await refundEmailDue(reservation.id)).toEqual(HOLD_OVER);
  });

  it('emails a refund only once Stripe accepted it: a refund Stripe refuses tells the customer nothing', async () => {
    const reservation = await reservationPaidBy('pi_refund_refused', BERN);
    setClock(HOLD_OVER);
    await book(BERN);
    await book(BERN);
    expect((await send(event('payment_intent.succeeded', 'pi_refund_refused'))).status).toBe(200);
    expect(await statusOf(database().db, reservation.id)).toBe('refunded');
    expect(refundsOf('pi_refund_refused').length).toBeGreaterThan(0);
    expect((await refundEmailDue(reservation.id))?.getFullYear()).toBe(9999);
  });
});

/** When the refund email of a reservation is due to go (undefined when none is queued). */
async function refundEmailDue(reservationId: string) {
  const [row] = await database()
    .db.select({ availableAt: outbox.availableAt })
    .from(outbox)
    .where(eq(outbox.key, `email:refund:${reservationId}`));
  return row?.availableAt;
}
