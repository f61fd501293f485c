// Moving an instalment booking to a clinic of another price with Stripe configured: the schedule's unpaid months get a new phase through Stripe once per move (an outbox retry or a late delivery changes nothing), a move back gets another, and what every paid month took beyond a cheaper price is refunded through Stripe on the paid months' intents, once.
import { eq, like } from 'drizzle-orm';
import { now, setClock } from '@/server/clock';
import { outbox, reservations } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { monthsAfter } from '@/server/payments/stripe-provider';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { POST as webhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import {
  invoice,
  invoicePayment,
  type PhaseFixture,
  paymentIntent,
  refund,
  subscriptionSchedule,
} from '../../stripe-contract/fixtures';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { manageTokenOf, reservationPaidBy, storedPlan } from '../../support/payments';
import {
  type StripeRequest,
  stripeEvent,
  useStripeStandIn,
  webhookRequest,
} from '../../support/stripe-stand-in';

const database = useTestDatabase(NOW);
/** CHF 2490 over 6 months: CHF 415 a month. */
const MONTH = 41500;
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
const RHEINFELDEN = { locationSlug: 'basel_rheinfelden', timeSlotStart: at('11:00', '2027-03-08') };
/** When the schedules began: their first month's invoice. */
const STARTED = Math.floor(NOW.getTime() / 1000) - 90 * 86_400;

/** Stripe's schedules as the stand-in keeps them: an update replaces the phases and metadata. */
const schedules = new Map<string, { metadata: Record<string, string>; phases: PhaseFixture[] }>();

function scheduleOf(id: string) {
  const schedule = schedules.get(id) ?? { metadata: {}, phases: [] };
  return subscriptionSchedule({ id, customer: 'cus_move', status: 'active', ...schedule });
}

/** Applies an update's form to the kept schedule, roughly as Stripe does (prices `price_<monthly amount>`). */
function updateSchedule(id: string, form: URLSearchParams) {
  const phases: PhaseFixture[] = [];
  for (
    let index = 0;
    form.has(`phases[${index}][items][0][price]`) ||
    form.has(`phases[${index}][items][0][price_data][unit_amount]`);
    index += 1
  ) {
    const start =
      Number(form.get(`phases[${index}][start_date]`)) || (phases[index - 1]?.end ?? STARTED);
    const months = Number(form.get(`phases[${index}][duration][interval_count]`));
    const end = Number(form.get(`phases[${index}][end_date]`)) || monthsAfter(start, months);
    const monthly = Number(
      form.get(`phases[${index}][items][0][price]`)?.replace(/^price_/, '') ??
        form.get(`phases[${index}][items][0][price_data][unit_amount]`),
    );
    phases.push({ start, end, monthly });
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(\w+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  schedules.set(id, { metadata, phases });
  return scheduleOf(id);
}

const scheduleRoutes = (id: string) => ({
  [`GET /v1/subscription_schedules/${id}`]: () => scheduleOf(id),
  [`POST /v1/subscription_schedules/${id}`]: (request: StripeRequest) =>
    updateSchedule(id, request.form),
});

const stripeStandIn = useStripeStandIn({
  ...scheduleRoutes('sub_sched_cheaper'),
  ...scheduleRoutes('sub_sched_excess'),
  'POST /v1/refunds': (request) =>
    refund({
      id: `re_${request.form.get('payment_intent')}`,
      paymentIntent: String(request.form.get('payment_intent')),
      amount: Number(request.form.get('amount')),
    }),
});

let events = 0;

async function signed(type: string, object: { object?: unknown }) {
  events += 1;
  const answer = await webhook(webhookRequest(stripeEvent(type, object, `evt_move_${events}`)));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { outcome: string }).outcome;
}

/** A month of the schedule paid, as Stripe's `invoice.paid` tells it. */
function invoicePaid(reservationId: string, intentId: string, amount: number) {
  setClock(new Date(now().getTime() + 3_600_000));
  const invoiceId = `in_${intentId}`;
  return signed(
    'invoice.paid',
    invoice({
      id: invoiceId,
      customer: 'cus_move',
      amount,
      status: 'paid',
      paid: true,
      subscriptionMetadata: { reservationId },
      payments: [
        invoicePayment({ id: `inpay_${intentId}`, invoice: invoiceId, intent: intentId, amount }),
      ],
    }),
  );
}

/** A 6-month plan at Bern on schedule `sub_sched_<tag>`, `paid` months of it paid (intents pi_<tag>_<month>). */
async function instalmentBooking(tag: string, paid: number) {
  const scheduleId = `sub_sched_${tag}`;
  schedules.set(scheduleId, {
    metadata: { reservationId: '' },
    phases: [{ start: STARTED, end: monthsAfter(STARTED, 6), monthly: MONTH }],
  });
  const booking = await reservationPaidBy(database().db, `pi_${tag}_1`, {
    ...BERN,
    installmentMonths: 6,
  });
  await database()
    .db.update(reservations)
    .set({ subscriptionScheduleId: scheduleId })
    .where(eq(reservations.id, booking.id));
  expect(
    await signed(
      'payment_intent.succeeded',
      paymentIntent({
        id: `pi_${tag}_1`,
        amount: MONTH,
        status: 'succeeded',
        metadata: { reservationId: booking.id },
      }),
    ),
  ).toBe('confirmed');
  for (let month = 2; month <= paid; month += 1)
    expect(await invoicePaid(booking.id, `pi_${tag}_${month}`, MONTH)).toBe('instalment-recorded');
  return { ...booking, scheduleId, token: await manageTokenOf(database().db, booking.id) };
}

const requestsTo = (path: string, method = 'POST') =>
  stripeStandIn().requests.filter((request) => request.path === path && request.method === method);

it('three months paid, a cheaper clinic: the three months left get one new phase, the remainder on its first invoice; a move back another', async () => {
  const booking = await instalmentBooking('cheaper', 3);
  const schedulePath = `/v1/subscription_schedules/${booking.scheduleId}`;
  const body = { token: booking.token, ...RHEINFELDEN };
  const answers = await Promise.all([
    post(reschedule, '/api/booking/reschedule', body),
    post(reschedule, '/api/booking/reschedule', body),
  ]);
  for (const answer of answers)
    expect(answer.body.booking).toMatchObject({ totalAmount: 224000, paidAmount: 3 * MONTH });
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  const [update, ...others] = requestsTo(schedulePath);
  expect(others).toEqual([]);
  expect(update?.idempotencyKey).toBe(`nova-replan-${booking.id}-1`);
  const form = update?.form;
  expect(form?.get('phases[0][start_date]')).toBe(String(STARTED));
  expect(form?.get('phases[0][end_date]')).toBe(String(monthsAfter(STARTED, 3)));
  expect(form?.get('phases[0][items][0][price]')).toBe('price_41500');
  // CHF 2240 less CHF 1245 paid: CHF 995 over three months, 2 rappen more on the first.
  expect(form?.get('phases[1][items][0][price_data][unit_amount]')).toBe('33166');
  expect(form?.get('phases[1][add_invoice_items][0][price_data][unit_amount]')).toBe('2');
  expect(form?.get('phases[1][duration][interval_count]')).toBe('3');
  expect(form?.get('metadata[planSequence]')).toBe('1');
  expect(await storedPlan(database().db, booking.id)).toEqual([
    MONTH,
    MONTH,
    MONTH,
    33168,
    33166,
    33166,
  ]);
  expect(
    requestsTo('/v1/refunds').filter((r) =>
      String(r.form.get('payment_intent')).startsWith('pi_cheaper'),
    ),
  ).toEqual([]);

  // The command delivered again (a crash before it was marked sent): Stripe is asked, nothing changes.
  await database()
    .db.update(outbox)
    .set({ deliveredAt: null, availableAt: now() })
    .where(like(outbox.key, `payment:replan:${booking.id}:move-1`));
  await runOutbox({ topics: ['payment'] });
  expect(requestsTo(schedulePath)).toHaveLength(1);

  // The fourth month is charged at the new amount; then back to Bern: CHF 2490 less CHF 1576.68 over two months.
  expect(await invoicePaid(booking.id, 'pi_cheaper_4', 33168)).toBe('instalment-recorded');
  const back = await post(reschedule, '/api/booking/reschedule', { token: booking.token, ...BERN });
  expect(back.body.booking).toMatchObject({ totalAmount: 249000, paidAmount: 3 * MONTH + 33168 });
  await runOutbox({ topics: ['payment'] });
  const second = requestsTo(schedulePath)[1]?.form;
  expect(second?.get('phases[0][start_date]')).toBe(String(monthsAfter(STARTED, 3)));
  expect(second?.get('phases[0][end_date]')).toBe(String(monthsAfter(STARTED, 4)));
  expect(second?.get('phases[0][items][0][price]')).toBe('price_33166');
  expect(second?.get('phases[1][items][0][price_data][unit_amount]')).toBe('45666');
  expect(second?.has('phases[1][add_invoice_items][0][price_data][unit_amount]')).toBe(false);
  expect(second?.get('phases[1][duration][interval_count]')).toBe('2');
  expect(second?.get('metadata[planSequence]')).toBe('2');
});

it('every month paid, a cheaper clinic: the excess refunded through Stripe on the newest month, once; the ended schedule left alone', async () => {
  const booking = await instalmentBooking('excess', 6);
  const body = { token: booking.token, ...RHEINFELDEN };
  const moved = await post(reschedule, '/api/booking/reschedule', body);
  expect(moved.body.booking).toMatchObject({ paidAmount: 224000, refundedAmount: 25000 });
  expect((await post(reschedule, '/api/booking/reschedule', body)).status).toBe(200);
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  const refunds = requestsTo('/v1/refunds')
    .filter((request) => String(request.form.get('payment_intent')).startsWith('pi_excess_'))
    .map((request) => ({
      paymentIntent: request.form.get('payment_intent'),
      amount: Number(request.form.get('amount')),
      idempotencyKey: request.idempotencyKey,
    }));
  expect(refunds).toEqual([
    {
      paymentIntent: 'pi_excess_6',
      amount: 25000,
      idempotencyKey: `nova-refund-${booking.id}-pi_excess_6:move-1`,
    },
  ]);
  expect(requestsTo(`/v1/subscription_schedules/${booking.scheduleId}`)).toEqual([]);
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  expect(opened.body.booking).toMatchObject({
    paidAmount: 224000,
    cancellation: { refundPercent: 100, refundAmount: 224000 },
  });
});
