// Moving an instalment booking (test gateway) to a clinic of another price: the plan's unpaid months are spread anew through the gateway exactly once per move, the next month is charged the new amount, a move back spreads them again, and what every paid month took beyond a cheaper price is refunded once.
import { asc, eq, like } from 'drizzle-orm';
import { now, setClock } from '@/server/clock';
import { outbox, reservations, testPayments } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { POST as chargeInstalment } from '../../../apps/web/app/api/payment/test-gateway/charge-instalment/route';
import { POST as receipt } from '../../../apps/web/app/api/reservation/receipt/route';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  manageTokenOf,
  outboxPayload,
  pay,
  startPaying,
  storedPlan as storedPlanOf,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
/** Rheinfelden takes CHF 250 off; its lead time is five days. */
const RHEINFELDEN = { locationSlug: 'basel_rheinfelden', timeSlotStart: at('11:00', '2027-03-08') };
/** CHF 2490 over 6 months: CHF 415 a month. */
const MONTH = 41500;

async function instalmentBooking() {
  const booked = await book({ ...BERN, installmentMonths: 6 });
  const started = await startPaying(booked, { installmentMonths: 6 });
  expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
  const token = await manageTokenOf(database().db, booked.id);
  return { ...booked, token, firstIntentId: String(started.body.intentId) };
}

function chargeMonth(booking: { id: string; token: string }) {
  setClock(new Date(now().getTime() + 3_600_000));
  return post(chargeInstalment, '/api/payment/test-gateway/charge-instalment', {
    reservationId: booking.id,
    token: booking.token,
  });
}

async function reservation(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  if (row === undefined) throw new Error('no such reservation');
  return row;
}

/** The plan as the gateway keeps it on the plan's first payment, and the change that set it. */
async function gatewayPlan(firstIntentId: string) {
  const [row] = await database()
    .db.select({ plan: testPayments.plan, sequence: testPayments.planSequence })
    .from(testPayments)
    .where(eq(testPayments.intentId, firstIntentId));
  return row;
}

const replanCommands = async (id: string) =>
  (
    await database()
      .db.select({ key: outbox.key })
      .from(outbox)
      .where(like(outbox.key, `payment:replan:${id}:%`))
  ).map((row) => row.key);

async function refundedPerMonth(reservationId: string) {
  const rows = await database()
    .db.select({ refunded: testPayments.refundedAmount, status: testPayments.status })
    .from(testPayments)
    .where(eq(testPayments.reservationId, reservationId))
    .orderBy(asc(testPayments.createdAt));
  return rows.filter((row) => row.status === 'succeeded').map((row) => row.refunded);
}

const storedPlan = (id: string) => storedPlanOf(database().db, id);

it('a cheaper clinic after one month: the five months left are spread anew once, charged at the new amount, and spread again by a move back', async () => {
  const booking = await instalmentBooking();
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  const clinics = (
    opened.body as { booking: { reschedule: { clinics: { slug: string; settlement: unknown }[] } } }
  ).booking.reschedule.clinics;
  expect(clinics.find((clinic) => clinic.slug === 'basel_rheinfelden')?.settlement).toEqual({
    kind: 'instalments',
    difference: -25000,
    paidMonths: 1,
    paidAmount: MONTH,
    installments: [MONTH, 36500, 36500, 36500, 36500, 36500],
    monthly: { from: MONTH, to: 36500 },
    refund: 0,
  });

  // Pressed twice at once: one move, one change of the plan.
  const body = { token: booking.token, ...RHEINFELDEN };
  const answers = await Promise.all([
    post(reschedule, '/api/booking/reschedule', body),
    post(reschedule, '/api/booking/reschedule', body),
  ]);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body.booking).toMatchObject({
      location: { title: 'Basel Rheinfelden' },
      totalAmount: 224000,
      paidAmount: MONTH,
      refundedAmount: null,
    });
  }
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  expect(await replanCommands(booking.id)).toEqual([`payment:replan:${booking.id}:move-1`]);
  const respread = [MONTH, 36500, 36500, 36500, 36500, 36500];
  expect(await gatewayPlan(booking.firstIntentId)).toEqual({ plan: respread, sequence: 1 });
  expect(await storedPlan(booking.id)).toEqual(respread);
  expect(await reservation(booking.id)).toMatchObject({ totalAmount: 224000, calendarSequence: 1 });
  // The receipt and the rescheduling email state the new plan.
  const asked = await post(receipt, '/api/reservation/receipt', {
    reservationId: booking.id,
    email: booking.email,
  });
  expect(
    (
      asked.body.receipt as { payment: { installments: { amount: number }[] } }
    ).payment.installments.map((month) => month.amount),
  ).toEqual(respread);
  const [email] = await database()
    .db.select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.key, `email:reschedule:${booking.id}:1`));
  expect(JSON.stringify(email?.payload)).toContain(`"installments":${JSON.stringify(respread)}`);
  // It says in words that the months left are lower, by the clinic's difference.
  expect(email?.payload).toMatchObject({
    priceChange: { kind: 'instalments-less', amount: 25000 },
  });

  // The next month is charged the new amount.
  expect((await chargeMonth(booking)).body).toMatchObject({
    month: 2,
    amount: 36500,
    outcome: 'instalment-recorded',
  });

  // Back to Bern, two months paid: CHF 2490 less CHF 780 over the four months left.
  const back = await post(reschedule, '/api/booking/reschedule', { token: booking.token, ...BERN });
  expect(back.status).toBe(200);
  expect(back.body.booking).toMatchObject({ totalAmount: 249000, paidAmount: MONTH + 36500 });
  const again = [MONTH, 36500, 42750, 42750, 42750, 42750];
  expect(await gatewayPlan(booking.firstIntentId)).toEqual({ plan: again, sequence: 2 });
  expect(await storedPlan(booking.id)).toEqual(again);
  expect(await replanCommands(booking.id)).toHaveLength(2);

  // The first move's command delivered again late (a retry after a crash): the plan stays.
  const [first] = await database()
    .db.select()
    .from(outbox)
    .where(eq(outbox.key, `payment:replan:${booking.id}:move-1`));
  await database()
    .db.update(outbox)
    .set({ deliveredAt: null, availableAt: now() })
    .where(eq(outbox.id, first?.id ?? ''));
  await runOutbox({ topics: ['payment'] });
  expect(await gatewayPlan(booking.firstIntentId)).toEqual({ plan: again, sequence: 2 });

  for (let month = 3; month <= 6; month += 1)
    expect((await chargeMonth(booking)).body).toMatchObject({ month, amount: 42750 });
  expect((await chargeMonth(booking)).status).toBe(400);
  const paid = await post(open, '/api/booking/open', { token: booking.token });
  expect(paid.body.booking).toMatchObject({ paidAmount: 249000, totalAmount: 249000 });
});

it('every month paid, then a cheaper clinic: the excess is refunded once from the newest month, and a cancellation refunds only what is left', async () => {
  const booking = await instalmentBooking();
  for (let month = 2; month <= 6; month += 1) await chargeMonth(booking);
  const body = { token: booking.token, ...RHEINFELDEN };
  const moved = await post(reschedule, '/api/booking/reschedule', body);
  expect(moved.body.booking).toMatchObject({
    totalAmount: 224000,
    paidAmount: 224000,
    refundedAmount: 25000,
  });
  expect((await post(reschedule, '/api/booking/reschedule', body)).status).toBe(200);
  await runOutbox({ topics: ['payment'] });
  expect(await refundedPerMonth(booking.id)).toEqual([0, 0, 0, 0, 0, 25000]);
  // The schedule has ended: nothing of it to change.
  expect(await replanCommands(booking.id)).toEqual([]);
  expect(await storedPlan(booking.id)).toEqual([MONTH, MONTH, MONTH, MONTH, MONTH, 16500]);
  expect(await outboxPayload(database().db, `email:reschedule:${booking.id}:1`)).toMatchObject({
    priceChange: { kind: 'instalments-refunded', amount: 25000 },
  });

  // A dearer clinic now would need a further charge: refused, nothing changes.
  const before = await reservation(booking.id);
  expect(
    await post(reschedule, '/api/booking/reschedule', { token: booking.token, ...BERN }),
  ).toEqual({ status: 409, body: { error: 'booking-move-not-online' } });
  expect(await reservation(booking.id)).toEqual(before);

  const cancelled = await post(cancel, '/api/booking/cancel', { token: booking.token });
  expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 249000 });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedPerMonth(booking.id)).toEqual([MONTH, MONTH, MONTH, MONTH, MONTH, MONTH]);
});

it('every month paid, a cheaper clinic, then a cancellation at half refund: the manage page counts the move’s refund once in what was paid, refunded and kept', async () => {
  const booking = await instalmentBooking();
  for (let month = 2; month <= 6; month += 1) await chargeMonth(booking);
  const moved = await post(reschedule, '/api/booking/reschedule', {
    token: booking.token,
    ...RHEINFELDEN,
  });
  // CHF 2490 paid, CHF 250 of it back: CHF 2240 kept for the cheaper clinic.
  expect(moved.body.booking).toMatchObject({
    amounts: { paid: 249000, refunded: 25000, net: 224000 },
  });
  await runOutbox({ topics: ['payment'] });
  // The link of the move's email, and the first one: it follows the booking to its new day.
  const { links } = (await outboxPayload(database().db, `email:reschedule:${booking.id}:1`)) as {
    links: { manage: string };
  };
  const token = new URL(links.manage).hash.replace(/^#t=/, '');

  // 27 hours before the new time: half of what is held (CHF 2240) comes back.
  setClock(new Date('2027-03-07T08:00:00+01:00'));
  const cancelled = await post(cancel, '/api/booking/cancel', { token: booking.token });
  expect(cancelled.body.booking).toMatchObject({
    status: 'cancelled',
    refundedAmount: 25000 + 112000,
    amounts: { paid: 249000, refunded: 137000, net: 112000 },
  });
  await runOutbox({ topics: ['payment'] });
  // The page as the link opens it later reads the same.
  const opened = await post(open, '/api/booking/open', { token });
  expect(opened.body.booking).toMatchObject({
    amounts: { paid: 249000, refunded: 137000, net: 112000 },
  });
  expect((await refundedPerMonth(booking.id)).reduce((sum, amount) => sum + amount, 0)).toBe(
    137000,
  );
});
