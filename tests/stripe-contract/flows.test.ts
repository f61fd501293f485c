// Nova's payments through the real provider code, the API routes and the database, on a stand-in that answers as Stripe's
// API description says and refuses what Stripe would refuse: every request Nova sends here passed its route's schema.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { splitInstalments } from '@/booking/money';
import { PROCESSING_HOLD_CUTOFF_HOURS } from '@/booking/reservation-status';
import { setClock } from '@/server/clock';
import { bookingMoves, reservations, roomHolds } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { paymentProvider } from '@/server/payments/provider-instance';
import { STRIPE_API_VERSION } from '@/server/payments/stripe-provider';
import { releaseExpiredHolds } from '@/server/reservations/holds';
import { POST as cancel } from '../../apps/web/app/api/booking/cancel/route';
import { POST as movePayment } from '../../apps/web/app/api/booking/move-payment/route';
import { POST as confirm } from '../../apps/web/app/api/payment/confirm/route';
import { POST as webhook } from '../../apps/web/app/api/webhooks/stripe/route';
import { at, NOW, post } from '../support/api';
import { useTestDatabase } from '../support/db';
import { freshMailbox, messagesTo } from '../support/mailbox';
import {
  book,
  eventNamesOf,
  manageTokenOf,
  queuedMessages,
  startPaying,
  statusOf,
} from '../support/payments';
import {
  startStripeStandIn,
  stripeEvent,
  useStripeStandIn,
  webhookRequest,
} from '../support/stripe-stand-in';
import { invoice, invoicePayment, refund } from './fixtures';
import { CARD, stripeWorld } from './world';

const database = useTestDatabase(NOW);
const world = stripeWorld();
const standIn = useStripeStandIn(world.answers);
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
const START = new Date(at('11:00'));
let events = 0;

/** A webhook event as Stripe signs it, its object held to the SDK's type first. */
function deliver(
  type: string,
  object: Stripe.PaymentIntent | Record<string, unknown>,
  id = `evt_contract_${++events}`,
) {
  return webhook(webhookRequest(stripeEvent(type, object, id)));
}

const outcome = async (answer: Response) => ((await answer.json()) as { outcome: string }).outcome;
const sent = (method: string, path: string) =>
  standIn().requests.filter(
    (request) => request.method === method && request.path.startsWith(path),
  );
const lastSent = (method: string, path: string) => sent(method, path).at(-1);

async function intentOf(reservationId: string): Promise<string> {
  const [row] = await database()
    .db.select({ intent: reservations.paymentIntentId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return String(row?.intent);
}

afterEach(() => {
  // Nothing Nova sent was refused: a refusal is the test that says so.
  expect(standIn().requests.filter((request) => request.refusedParam !== null)).toEqual([]);
  standIn().requests.splice(0);
});

describe('paying on Stripe', () => {
  it('pays in full: the intent Stripe accepts, the signed success confirms once, the return page reads the card', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    expect(started.status).toBe(200);
    const created = lastSent('POST', '/v1/payment_intents');
    expect(created?.params).toMatchObject({
      amount: '249000',
      currency: 'chf',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { reservationId: booking.id },
    });
    expect(created?.params).not.toHaveProperty('setup_future_usage');
    const intentId = await intentOf(booking.id);
    const succeeded = world.settle(intentId, 'succeeded');
    const event = `evt_paid_${intentId}`;
    expect(await outcome(await deliver('payment_intent.succeeded', succeeded, event))).toBe(
      'confirmed',
    );
    expect(await outcome(await deliver('payment_intent.succeeded', succeeded, event))).toBe(
      'duplicate-event',
    );
    // A failure Stripe sent earlier, delivered after the success, undoes nothing.
    const failed = { ...succeeded, status: 'requires_payment_method' as const };
    await deliver('payment_intent.payment_failed', { ...failed, last_payment_error: null });
    expect(await statusOf(database().db, booking.id)).toBe('confirmed');
    const returned = await post(confirm, '/api/payment/confirm', { paymentIntent: intentId });
    expect(returned.body).toMatchObject({ status: 'confirmed' });
    expect(lastSent('GET', `/v1/payment_intents/${intentId}`)?.params).toEqual({
      expand: ['latest_charge'],
    });
  });

  it('takes a downpayment with the card saved for the rest', async () => {
    const booking = await book({ checkupSlug: 'nova_premium' });
    await startPaying(booking);
    expect(lastSent('POST', '/v1/payment_intents')?.params).toMatchObject({
      amount: '50000',
      setup_future_usage: 'off_session',
    });
    const intentId = await intentOf(booking.id);
    await deliver('payment_intent.succeeded', world.settle(intentId, 'succeeded'));
    expect(await statusOf(database().db, booking.id)).toBe('downpayment_confirmed');
  });

  it('keeps the booking payable after a declined card, and confirms after 3-D Secure', async () => {
    const booking = await book();
    await startPaying(booking);
    const intentId = await intentOf(booking.id);
    const payable = await statusOf(database().db, booking.id);
    const declined = world.settle(intentId, 'requires_payment_method', {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    await deliver('payment_intent.payment_failed', declined);
    expect(await statusOf(database().db, booking.id)).toBe(payable);
    const authenticated = {
      ...world.settle(intentId, 'succeeded'),
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      },
    } as Stripe.PaymentIntent;
    expect(await outcome(await deliver('payment_intent.succeeded', authenticated))).toBe(
      'confirmed',
    );
  });

  it.each([6, 12])(
    'pays in %i instalments: a customer, a schedule of equal months, the remainder on the first invoice',
    async (months) => {
      const booking = await book({ installmentMonths: months, services: ['dxa'] });
      const started = await startPaying(booking, { installmentMonths: months });
      expect(started.status).toBe(200);
      const [row] = await database()
        .db.select()
        .from(reservations)
        .where(eq(reservations.id, booking.id));
      const plan = splitInstalments(Number(row?.totalAmount), months);
      const [first = 0, monthly = 0] = [plan[0], plan[1]];
      expect(lastSent('POST', '/v1/customers')?.params).toMatchObject({
        email: booking.email,
        metadata: { reservationId: booking.id },
      });
      const schedule = lastSent('POST', '/v1/subscription_schedules')?.params;
      expect(schedule).toMatchObject({
        start_date: 'now',
        end_behavior: 'cancel',
        phases: [
          {
            items: [
              {
                price_data: { unit_amount: String(monthly), recurring: { interval: 'month' } },
                quantity: '1',
              },
            ],
            duration: { interval: 'month', interval_count: String(months) },
          },
        ],
      });
      const remainder = first - monthly;
      const extra = (schedule?.phases as { add_invoice_items?: unknown }[] | undefined)?.[0]
        ?.add_invoice_items;
      // CHF 2740 does not split evenly: the first invoice carries the cents left over.
      expect(remainder).toBeGreaterThan(0);
      expect(extra).toEqual([
        { price_data: expect.objectContaining({ unit_amount: String(remainder) }), quantity: '1' },
      ]);
      expect(lastSent('GET', '/v1/subscriptions/')?.params).toEqual({
        expand: ['latest_invoice.confirmation_secret'],
      });
      const intentId = await intentOf(booking.id);
      expect(world.intents.get(intentId)?.amount).toBe(first);
      await deliver('payment_intent.succeeded', world.settle(intentId, 'succeeded'));
      expect(await statusOf(database().db, booking.id)).toBe('confirmed');
      // Stripe charges later months to the schedule's default card, which it never sets itself:
      // the card the first month was paid with is made that default, once, however often asked.
      const scheduleId = String(row?.subscriptionScheduleId);
      expect(sent('POST', `/v1/subscription_schedules/${scheduleId}`)).toHaveLength(1);
      expect(world.schedules.get(scheduleId)?.default_settings.default_payment_method).toBe(CARD);
      // The second month: the schedule's subscription's invoice paid, its payment in the event.
      const second = `pi_contract_month_2_of_${months}`;
      const paid = invoice({
        id: `in_month_2_of_${months}`,
        customer: 'cus_contract',
        amount: monthly,
        status: 'paid',
        paid: true,
        subscriptionMetadata: { reservationId: booking.id },
        payments: [
          invoicePayment({
            id: `inpay_${second}`,
            invoice: `in_month_2_of_${months}`,
            intent: second,
            amount: monthly,
          }),
        ],
      });
      expect(await outcome(await deliver('invoice.paid', paid))).toBe('instalment-recorded');
    },
  );
});

describe('a debit Stripe processes for days (docs/decisions/0069-payments-that-settle-late.md)', () => {
  const holdOf = async (id: string) => {
    const [row] = await database()
      .db.select({ holdExpiresAt: reservations.holdExpiresAt })
      .from(reservations)
      .where(eq(reservations.id, id));
    return row?.holdExpiresAt;
  };
  /** The sweep, as it runs once the 30-minute hold would have lapsed (and later). */
  const sweepAt = async (instant: Date) => {
    setClock(instant);
    await database().db.transaction((tx) => releaseExpiredHolds({ db: tx, now: instant }));
  };
  /** Does the reservation still hold its rooms (none let go)? */
  const roomsHeld = async (id: string) => {
    const holds = await database()
      .db.select({ releasedAt: roomHolds.releasedAt })
      .from(roomHolds)
      .where(eq(roomHolds.reservationId, id));
    return holds.length > 0 && holds.every((hold) => hold.releasedAt === null);
  };
  const CUT_OFF = new Date(START.getTime() - PROCESSING_HOLD_CUTOFF_HOURS * 3_600_000);

  it('keeps the time while Stripe processes, and confirms when the debit succeeds days later', async () => {
    const booking = await book(BERN);
    await startPaying(booking);
    const intentId = await intentOf(booking.id);
    const processing = world.settle(intentId, 'processing');
    expect(await outcome(await deliver('payment_intent.processing', processing))).toBe(
      'processing',
    );
    // Held until two days before the appointment, not for the 30 minutes of a card.
    expect(await holdOf(booking.id)).toEqual(CUT_OFF);
    // The return page reading the same intent later keeps it no longer.
    const returned = await post(confirm, '/api/payment/confirm', { paymentIntent: intentId });
    expect(returned.body).toMatchObject({ paymentStatus: 'processing', status: 'pending' });
    expect(await holdOf(booking.id)).toEqual(CUT_OFF);
    await sweepAt(new Date(NOW.getTime() + 5 * 3_600_000));
    expect(await statusOf(database().db, booking.id)).toBe('pending');
    expect(await roomsHeld(booking.id)).toBe(true);
    expect(
      await outcome(await deliver('payment_intent.succeeded', world.settle(intentId, 'succeeded'))),
    ).toBe('confirmed');
    expect(await statusOf(database().db, booking.id)).toBe('confirmed');
    expect(await eventNamesOf(database().db, booking.id)).toEqual([
      'create',
      'start-payment',
      'payment-processing',
      'confirm',
    ]);
  });

  it('releases the time and tells the customer when the debit fails after all', async () => {
    const booking = await book(BERN);
    await startPaying(booking);
    const intentId = await intentOf(booking.id);
    await deliver('payment_intent.processing', world.settle(intentId, 'processing'));
    setClock(new Date(NOW.getTime() + 20 * 3_600_000));
    const failed = world.settle(intentId, 'requires_payment_method', {
      code: 'insufficient_funds',
    });
    expect(await outcome(await deliver('payment_intent.payment_failed', failed))).toBe(
      'payment-failed',
    );
    expect(await statusOf(database().db, booking.id)).toBe('cancelled');
    expect(await queuedMessages(database().db, booking.id)).toEqual(['email:debit-failed']);
    // Told in the language they booked in (de-ch here), with the way back to another time.
    const mailbox = freshMailbox();
    await runOutbox({ topics: ['email'] });
    const [told] = await messagesTo(mailbox, booking.email);
    expect(told?.subject).toContain('Lastschrift');
    expect(told?.text).toContain('Wählen Sie einen anderen Termin');
    // The time is free again for others.
    expect(await roomsHeld(booking.id)).toBe(false);
    // Its open intent is cancelled at Stripe; a success can no longer book it unpaid.
    await runOutbox({ topics: ['payment'] });
    expect(world.intents.get(intentId)?.status).toBe('canceled');
    expect(await eventNamesOf(database().db, booking.id)).toEqual([
      'create',
      'start-payment',
      'payment-processing',
      'cancel',
    ]);
  });

  /** A booking at Rheinfelden paid by card, moving to Bern (dearer): the difference's intent. */
  const RHEINFELDEN = {
    locationSlug: 'basel_rheinfelden',
    timeSlotStart: at('11:00', '2027-03-08'),
  };
  const BERN_MOVE = { locationSlug: 'bern', timeSlotStart: at('14:00') };
  const NEW_CUT_OFF = new Date(
    new Date(at('14:00')).getTime() - PROCESSING_HOLD_CUTOFF_HOURS * 3_600_000,
  );
  async function movingByDebit() {
    const booking = await book(RHEINFELDEN);
    expect(await startPaying(booking)).toMatchObject({ status: 200 });
    await deliver(
      'payment_intent.succeeded',
      world.settle(await intentOf(booking.id), 'succeeded'),
    );
    const token = await manageTokenOf(database().db, booking.id);
    const started = await post(movePayment, '/api/booking/move-payment', {
      token,
      locale: 'de-ch',
      ...BERN_MOVE,
    });
    expect(started.status).toBe(200);
    const intentId = String((started.body as { intentId: string }).intentId);
    return { booking, intentId };
  }
  const moveOf = async (intentId: string) => {
    const [move] = await database()
      .db.select()
      .from(bookingMoves)
      .where(eq(bookingMoves.paymentIntentId, intentId));
    return move;
  };
  const startOf = async (id: string) => (await reservationRow(id))?.startsAt.toISOString();
  const reservationRow = async (id: string) => {
    const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
    return row;
  };

  it('keeps a move’s new time while Stripe processes its debit, and moves when it succeeds', async () => {
    const { booking, intentId } = await movingByDebit();
    await deliver('payment_intent.processing', world.settle(intentId, 'processing'));
    // The new time held until two days before it, not for the 30 minutes of a card.
    expect((await moveOf(intentId))?.holdExpiresAt).toEqual(NEW_CUT_OFF);
    // Another customer cannot take it meanwhile: the sweep hours later leaves it held.
    await sweepAt(new Date(NOW.getTime() + 5 * 3_600_000));
    const moveHolds = await database()
      .db.select({ releasedAt: roomHolds.releasedAt })
      .from(roomHolds)
      .where(eq(roomHolds.moveId, String((await moveOf(intentId))?.id)));
    expect(moveHolds.length).toBeGreaterThan(0);
    expect(moveHolds.every((hold) => hold.releasedAt === null)).toBe(true);
    await deliver('payment_intent.succeeded', world.settle(intentId, 'succeeded'));
    expect((await moveOf(intentId))?.status).toBe('moved');
    expect(await startOf(booking.id)).toBe(new Date(at('14:00')).toISOString());
    expect(await eventNamesOf(database().db, booking.id)).toEqual(
      expect.arrayContaining(['move-processing', 'move']),
    );
  });

  it('lets a move’s time go and tells the customer the booking stays when the debit fails after all', async () => {
    const { booking, intentId } = await movingByDebit();
    const before = await startOf(booking.id);
    await deliver('payment_intent.processing', world.settle(intentId, 'processing'));
    const failedAt = new Date(NOW.getTime() + 20 * 3_600_000);
    setClock(failedAt);
    await deliver(
      'payment_intent.payment_failed',
      world.settle(intentId, 'requires_payment_method', { code: 'insufficient_funds' }),
    );
    // The booking is where it was, still paid; the time it was moving to is free for others.
    expect(await statusOf(database().db, booking.id)).toBe('confirmed');
    expect(await startOf(booking.id)).toBe(before);
    const move = await moveOf(intentId);
    expect(move?.holdExpiresAt).toEqual(failedAt);
    const held = await database()
      .db.select({ releasedAt: roomHolds.releasedAt })
      .from(roomHolds)
      .where(eq(roomHolds.moveId, String(move?.id)));
    expect(held.every((hold) => hold.releasedAt !== null)).toBe(true);
    const mailbox = freshMailbox();
    await runOutbox({ topics: ['email'] });
    const told = (await messagesTo(mailbox, booking.email)).find((message) =>
      String(message.subject).includes('Verschiebung'),
    );
    expect(told?.text).toContain('wurde nichts weiter belastet');
    expect(told?.text).toContain('Ihr Termin bleibt am');
    // A second failure report (Stripe retries) tells nobody twice.
    await deliver(
      'payment_intent.payment_failed',
      world.settle(intentId, 'requires_payment_method', { code: 'insufficient_funds' }),
    );
    expect(
      (await queuedMessages(database().db, booking.id)).filter((kind) =>
        kind.startsWith('email:move-debit-failed'),
      ),
    ).toHaveLength(1);
    expect(await eventNamesOf(database().db, booking.id)).toEqual(
      expect.arrayContaining(['move-processing', 'move-debit-failed']),
    );
    expect(await eventNamesOf(database().db, booking.id)).not.toContain('move');
  });

  it('leaves a move’s card refused on screen to be tried again: no release, no email', async () => {
    const { booking, intentId } = await movingByDebit();
    const held = (await moveOf(intentId))?.holdExpiresAt;
    await deliver(
      'payment_intent.payment_failed',
      world.settle(intentId, 'requires_payment_method', { code: 'card_declined' }),
    );
    expect((await moveOf(intentId))?.holdExpiresAt).toEqual(held);
    expect(
      (await queuedMessages(database().db, booking.id)).some((kind) =>
        kind.startsWith('email:move-debit-failed'),
      ),
    ).toBe(false);
  });

  it('leaves a card refused on screen payable: no release, no email', async () => {
    const booking = await book(BERN);
    await startPaying(booking);
    const intentId = await intentOf(booking.id);
    await deliver(
      'payment_intent.payment_failed',
      world.settle(intentId, 'requires_payment_method', { code: 'card_declined' }),
    );
    expect(await statusOf(database().db, booking.id)).toBe('pending');
    expect(await queuedMessages(database().db, booking.id)).toEqual([]);
  });
});

describe('moving an instalment plan on Stripe', () => {
  it('changes the unpaid months from the first unpaid one, once per change', async () => {
    const booking = await book({ installmentMonths: 6, services: ['dxa'] });
    await startPaying(booking, { installmentMonths: 6 });
    const [schedule] = [...world.schedules.values()].filter(
      (each) => each.metadata?.reservationId === booking.id,
    );
    const scheduleId = String(schedule?.id);
    const change = {
      reservationId: booking.id,
      scheduleId,
      installments: [45670, 50002, 50000, 50000, 50000, 50000],
      paidMonths: 1,
      currency: 'CHF' as const,
      productId: 'prod_contract_6',
      sequence: 1,
      idempotencyKey: `nova-replan-${booking.id}-1`,
    };
    await paymentProvider().changeInstalments(change);
    // The same change again (an outbox retry): the schedule says it has it, nothing is sent.
    await paymentProvider().changeInstalments(change);
    const updates = standIn().requests.filter(
      (request) =>
        request.method === 'POST' && request.path === `/v1/subscription_schedules/${scheduleId}`,
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.params).toMatchObject({
      proration_behavior: 'none',
      end_behavior: 'cancel',
      metadata: { reservationId: booking.id, planSequence: '1' },
      phases: [
        {
          start_date: expect.any(String),
          end_date: expect.any(String),
          items: [{ quantity: '1' }],
        },
        {
          items: [{ price_data: { unit_amount: '50000', product: 'prod_contract_6' } }],
          duration: { interval: 'month', interval_count: '5' },
          add_invoice_items: [{ price_data: { unit_amount: '2' }, quantity: '1' }],
        },
      ],
    });
    expect(world.schedules.get(scheduleId)?.phases.map((phase) => phase.items[0]?.price)).toEqual([
      'price_45666',
      'price_50000',
    ]);
  });
});

describe('stopping and refunding on Stripe', () => {
  it('cancels the open payment, and the schedule with its first invoice, when the hold lapses', async () => {
    const full = await book(BERN);
    await startPaying(full);
    const plan = await book({ ...BERN, installmentMonths: 6 });
    await startPaying(plan, { installmentMonths: 6 });
    const over = new Date(NOW.getTime() + 31 * 60_000);
    setClock(over);
    await database().db.transaction((tx) => releaseExpiredHolds({ db: tx, now: over }));
    await runOutbox({ topics: ['payment'] });
    const canceled = world.intents.get(await intentOf(full.id));
    expect(canceled?.status).toBe('canceled');
    const released = await statusOf(database().db, full.id);
    // Stripe's word that the intent is cancelled changes nothing more.
    if (canceled) await deliver('payment_intent.canceled', canceled);
    expect(await statusOf(database().db, full.id)).toBe(released);
    const [schedule] = [...world.schedules.values()].filter(
      (each) => each.metadata?.reservationId === plan.id,
    );
    expect(schedule?.status).toBe('canceled');
    const firstInvoice = [...world.invoices.values()].find(
      (each) => each.parent?.subscription_details.metadata.reservationId === plan.id,
    );
    expect(firstInvoice?.status).toBe('void');
  });

  it.each([
    ['3 days', 72, 249000],
    ['30 hours', 30, 124500],
  ])(
    'refunds a cancellation %s ahead, with its idempotency key and the key in the metadata',
    async (_, hours, amount) => {
      const booking = await book(BERN);
      await startPaying(booking);
      const intentId = await intentOf(booking.id);
      await deliver('payment_intent.succeeded', world.settle(intentId, 'succeeded'));
      setClock(new Date(START.getTime() - hours * 3_600_000));
      const token = await manageTokenOf(database().db, booking.id);
      expect((await post(cancel, '/api/booking/cancel', { token })).body.booking).toMatchObject({
        refundedAmount: amount,
      });
      await runOutbox({ topics: ['payment'] });
      const key = `nova-refund-${booking.id}-${intentId}`;
      expect(
        sent('POST', '/v1/refunds').map((request) => [request.params, request.idempotencyKey]),
      ).toEqual([
        [
          {
            payment_intent: intentId,
            amount: String(amount),
            reason: 'requested_by_customer',
            metadata: { novaRefundKey: key },
          },
          key,
        ],
      ]);
    },
  );

  it('refunds once when the refund is replayed after Stripe forgot its idempotency key', async () => {
    const refund = {
      intentId: 'pi_contract_replayed',
      amount: 124500,
      idempotencyKey: 'nova-refund-res-replayed-pi_contract_replayed',
    };
    await paymentProvider().refundPayment(refund);
    // Days later the outbox retries a dead letter: Stripe no longer knows the key, the stand-in never did.
    await paymentProvider().refundPayment(refund);
    expect(sent('POST', '/v1/refunds')).toHaveLength(1);
    expect(sent('GET', '/v1/refunds')[1]?.params).toMatchObject({
      payment_intent: 'pi_contract_replayed',
    });
  });
});

describe('the contract bites', () => {
  it('refuses a parameter Stripe does not take, naming it, and the provider reports Stripe’s refusal', async () => {
    await expect(
      paymentProvider().refundPayment({
        intentId: 'pi_contract_bad',
        amount: Number.NaN,
        idempotencyKey: 'nova-refund-bad',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' });
    const client = new Stripe('sk_test_integration', {
      apiVersion: STRIPE_API_VERSION,
      host: '127.0.0.1',
      port: Number(new URL(standIn().url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    // `iterations` was removed from schedule phases (2025-09-30.clover); a misspelt enum value is refused too.
    const removed = { iterations: 3 } as unknown as Stripe.SubscriptionScheduleUpdateParams.Phase;
    await expect(
      client.subscriptionSchedules.update('sub_sched_any', {
        phases: [{ ...removed, items: [{ price: 'price_1' }] }],
      }),
    ).rejects.toMatchObject({
      param: 'phases[0][iterations]',
      message: 'Received unknown parameter: phases[0][iterations]',
    });
    const misspelt = 'requested_by_customers' as Stripe.RefundCreateParams.Reason;
    await expect(
      client.refunds.create({ payment_intent: 'pi_1', reason: misspelt }),
    ).rejects.toMatchObject({ param: 'reason' });
    expect(standIn().requests.map((request) => request.refusedParam)).toEqual([
      null,
      'amount',
      'phases[0][iterations]',
      'reason',
    ]);
    standIn().requests.splice(0);
  });

  it('holds the answers to Stripe’s types: a partial fixture is a problem, its builder’s is none', async () => {
    const partial = { id: 're_partial', object: 'refund', status: 'succeeded', amount: 100 };
    const other = await startStripeStandIn({
      'POST /v1/refunds': (request) =>
        request.form.get('amount') === '100'
          ? partial
          : refund({ id: 're_whole', paymentIntent: 'pi_1', amount: 200 }),
    });
    const ask = (amount: string) =>
      fetch(`${other.url}/v1/refunds`, {
        method: 'POST',
        body: new URLSearchParams({ payment_intent: 'pi_1', amount }),
      });
    await ask('200');
    expect(other.problems).toEqual([]);
    await ask('100');
    await other.close();
    expect(other.problems).toContain(
      "POST /v1/refunds answers Refund that is not Stripe's: / must have required property 'created'",
    );
  });
});
