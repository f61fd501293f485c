// An instalment booking with Stripe configured: each later month arrives as the schedule subscription's `invoice.paid` (payments under `invoice.payments`, API 2025-03-31.basil and later) and is recorded once; cancelling refunds the policy's share of every paid month through Stripe, one refund per payment intent, each with its own idempotency key; a month charged after the cancellation is refunded in full, once.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { instalmentPayments, reservations } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as webhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { invoice, invoicePayment, paymentIntent, refund } from '../../stripe-contract/fixtures';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { manageTokenOf, reservationPaidBy } from '../../support/payments';
import { stripeEvent, useStripeStandIn, webhookRequest } from '../../support/stripe-stand-in';

const database = useTestDatabase(NOW);
/** CHF 2490 over 6 months: CHF 415 a month. */
const MONTH = 41500;
const START = new Date(at('11:00'));
/** Invoices whose webhook leaves their payments out: the intent Stripe's invoice payments list names. */
const INVOICE_INTENTS: Record<string, string> = {};
const stripeStandIn = useStripeStandIn({
  'POST /v1/refunds': (request) =>
    refund({
      id: `re_${request.form.get('payment_intent')}`,
      paymentIntent: String(request.form.get('payment_intent')),
      amount: Number(request.form.get('amount')),
    }),
  'GET /v1/invoice_payments': (request) => {
    const invoiceId = String(request.form.get('invoice'));
    const intent = INVOICE_INTENTS[invoiceId];
    return {
      object: 'list',
      url: '/v1/invoice_payments',
      has_more: false,
      data: intent ? [paymentOf(invoiceId, intent)] : [],
    };
  },
});

let events = 0;

const paymentOf = (invoiceId: string, intentId: string) =>
  invoicePayment({ id: `inpay_${intentId}`, invoice: invoiceId, intent: intentId, amount: MONTH });

function signed(type: string, object: { object?: unknown }, eventId?: string) {
  events += 1;
  const id = eventId ?? `evt_instalment_${events}`;
  return webhook(webhookRequest(stripeEvent(type, object, id)));
}

/**
 * The schedule's subscription's invoice for a month, paid by `intentId`: with its payments in the
 * event, or (`payments: false`) without, as Stripe sends it unless the field is expanded.
 */
async function invoicePaid(
  reservationId: string,
  intentId: string,
  { payments = true, eventId }: { payments?: boolean; eventId?: string } = {},
) {
  const invoiceId = `in_${intentId}`;
  if (!payments) INVOICE_INTENTS[invoiceId] = intentId;
  const paid = invoice({
    id: invoiceId,
    customer: 'cus_instalments',
    amount: MONTH,
    status: 'paid',
    paid: true,
    subscriptionMetadata: { reservationId },
    ...(payments ? { payments: [paymentOf(invoiceId, intentId)] } : {}),
  });
  const answer = await signed('invoice.paid', paid, eventId);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { outcome: string }).outcome;
}

/** A 6-month plan at Bern whose first month Stripe confirmed (intent pi_<tag>_1). */
async function instalmentBooking(tag: string) {
  const first = `pi_${tag}_1`;
  const booking = await reservationPaidBy(database().db, first, {
    locationSlug: 'bern',
    timeSlotStart: at('11:00'),
    installmentMonths: 6,
  });
  const confirmed = await signed(
    'payment_intent.succeeded',
    paymentIntent({
      id: first,
      amount: MONTH,
      status: 'succeeded',
      metadata: { reservationId: booking.id },
    }),
  );
  expect(await confirmed.json()).toMatchObject({ outcome: 'confirmed' });
  return { ...booking, token: await manageTokenOf(database().db, booking.id) };
}

const recordedOf = async (reservationId: string) =>
  (
    await database()
      .db.select({ paymentId: instalmentPayments.paymentId, amount: instalmentPayments.amount })
      .from(instalmentPayments)
      .where(eq(instalmentPayments.reservationId, reservationId))
  )
    .map((row) => `${row.paymentId}:${row.amount}`)
    .sort();

const refunds = () =>
  stripeStandIn()
    .requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds')
    .map((request) => ({
      paymentIntent: request.form.get('payment_intent'),
      amount: Number(request.form.get('amount')),
      idempotencyKey: request.idempotencyKey,
    }))
    .sort((a, b) => String(a.paymentIntent).localeCompare(String(b.paymentIntent)));

/** Stripe keeps every request; a test looks at those of its own intents. */
const refundsOf = (tag: string) =>
  refunds().filter((refund) => String(refund.paymentIntent).startsWith(`pi_${tag}_`));

async function months(booking: { id: string }, tag: string, count: number) {
  for (let month = 2; month <= count; month += 1) {
    setClock(new Date(NOW.getTime() + month * 3_600_000));
    expect(await invoicePaid(booking.id, `pi_${tag}_${month}`)).toBe('instalment-recorded');
  }
}

it('records each paid month once, however often and in whatever order Stripe delivers invoice.paid', async () => {
  const booking = await instalmentBooking('order');
  expect(await invoicePaid(booking.id, 'pi_order_3')).toBe('instalment-recorded');
  // Without its payments in the event: the intent is asked of Stripe's invoice payments.
  expect(await invoicePaid(booking.id, 'pi_order_2', { payments: false })).toBe(
    'instalment-recorded',
  );
  expect(await invoicePaid(booking.id, 'pi_order_3')).toBe('duplicate-event');
  expect(await invoicePaid(booking.id, 'pi_order_3', { eventId: 'evt_order_same' })).toBe(
    'duplicate-event',
  );
  expect(await invoicePaid(booking.id, 'pi_order_3', { eventId: 'evt_order_same' })).toBe(
    'duplicate-event',
  );
  // The first month's own invoice: the booking's payment, already counted at confirmation.
  expect(await invoicePaid(booking.id, 'pi_order_1')).toBe('ignored');
  expect(await recordedOf(booking.id)).toEqual([
    `pi_order_1:${MONTH}`,
    `pi_order_2:${MONTH}`,
    `pi_order_3:${MONTH}`,
  ]);
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  expect(opened.body.booking).toMatchObject({
    paidAmount: 3 * MONTH,
    cancellation: { refundPercent: 100, refundAmount: 3 * MONTH },
  });
});

it('three months paid, cancelled 3 days ahead, pressed twice: each month refunded in full through Stripe, once', async () => {
  const booking = await instalmentBooking('full');
  await months(booking, 'full', 3);
  const answers = await Promise.all([
    post(cancel, '/api/booking/cancel', { token: booking.token }),
    post(cancel, '/api/booking/cancel', { token: booking.token }),
  ]);
  for (const answer of answers)
    expect(answer.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 3 * MONTH });
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  expect(refundsOf('full')).toEqual(
    [1, 2, 3].map((month) => ({
      paymentIntent: `pi_full_${month}`,
      amount: MONTH,
      idempotencyKey: `nova-refund-${booking.id}-pi_full_${month}`,
    })),
  );
});

it('three months paid, cancelled 30 hours ahead: half of the total, split over the newest months', async () => {
  const booking = await instalmentBooking('half');
  await months(booking, 'half', 3);
  setClock(new Date(START.getTime() - 30 * 3_600_000));
  const answer = await post(cancel, '/api/booking/cancel', { token: booking.token });
  expect(answer.body.booking).toMatchObject({
    paidAmount: 3 * MONTH,
    refundedAmount: 62250,
    amounts: { paid: 3 * MONTH, refunded: 62250, net: 3 * MONTH - 62250 },
  });
  await runOutbox({ topics: ['payment'] });
  expect(refundsOf('half')).toEqual([
    {
      paymentIntent: 'pi_half_2',
      amount: 20750,
      idempotencyKey: `nova-refund-${booking.id}-pi_half_2`,
    },
    {
      paymentIntent: 'pi_half_3',
      amount: MONTH,
      idempotencyKey: `nova-refund-${booking.id}-pi_half_3`,
    },
  ]);
});

it('a month Stripe charged after the cancellation (its webhook late) is refunded in full, once', async () => {
  const booking = await instalmentBooking('late');
  await months(booking, 'late', 2);
  setClock(new Date(START.getTime() - 30 * 3_600_000));
  await post(cancel, '/api/booking/cancel', { token: booking.token });
  await runOutbox({ topics: ['payment'] });
  expect(await invoicePaid(booking.id, 'pi_late_3', { eventId: 'evt_late_3' })).toBe('refunded');
  // Delivered again, and once more under another event id: nothing more is refunded.
  expect(await invoicePaid(booking.id, 'pi_late_3', { eventId: 'evt_late_3' })).toBe(
    'duplicate-event',
  );
  expect(await invoicePaid(booking.id, 'pi_late_3')).toBe('duplicate-event');
  await runOutbox({ topics: ['payment'] });
  expect(refundsOf('late')).toEqual([
    {
      paymentIntent: 'pi_late_2',
      amount: MONTH,
      idempotencyKey: `nova-refund-${booking.id}-pi_late_2`,
    },
    {
      paymentIntent: 'pi_late_3',
      amount: MONTH,
      idempotencyKey: `nova-refund-${booking.id}-pi_late_3`,
    },
  ]);
  const [row] = await database()
    .db.select({ status: reservations.status, refundedAmount: reservations.refundedAmount })
    .from(reservations)
    .where(eq(reservations.id, booking.id));
  expect(row).toEqual({ status: 'cancelled', refundedAmount: MONTH + MONTH });
});

it('records nothing for an invoice.paid that names no booking of ours', async () => {
  const booking = await instalmentBooking('stray');
  expect(await invoicePaid('00000000-0000-4000-8000-000000000000', 'pi_stray_2')).toBe(
    'unknown-payment',
  );
  expect(await invoicePaid('not-a-reservation', 'pi_stray_3')).toBe('unknown-payment');
  expect(await recordedOf(booking.id)).toEqual([`pi_stray_1:${MONTH}`]);
});
