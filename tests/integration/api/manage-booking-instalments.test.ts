// Cancelling an instalment booking with the test gateway (its stand-in for Stripe's schedule): what was really paid, every month of it, is refunded by the policy, one refund per month, once; a month charged after the cancellation is given back in full.
import { asc, eq } from 'drizzle-orm';
import { now, setClock } from '@/server/clock';
import { instalmentPayments, reservations, testPayments } from '@/server/db/schema';
import { markArrived, markNoShow } from '@/server/lifecycle/attend';
import { runOutbox } from '@/server/outbox/run';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as chargeInstalment } from '../../../apps/web/app/api/payment/test-gateway/charge-instalment/route';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';
import { messageIdsOf } from '../../support/outbox';
import {
  book,
  eventNamesOf,
  manageTokenOf,
  pay,
  refundCommands as queuedRefunds,
  startPaying,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
/** 2027-03-04 11:00 at Bern: 74 hours after NOW, inside the policy's full refund. */
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
const START = new Date(at('11:00'));
/** CHF 2490 over 6 months: CHF 415 a month. */
const MONTH = 41500;

/** Which month a refund notice tells of. */
const monthOf = (text: string | undefined) => Number(/Die Rate (\d+)/.exec(text ?? '')?.[1]);

/** Books Bern on a 6-month plan and pays its first month with the test card. */
async function instalmentBooking() {
  const booked = await book({ ...BERN, installmentMonths: 6 });
  const started = await startPaying(booked, { installmentMonths: 6 });
  expect(started.body).toMatchObject({ amount: MONTH });
  expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
  const token = await manageTokenOf(database().db, booked.id);
  return { ...booked, token, firstIntentId: String(started.body.intentId) };
}

/** Charges the plan's next month, a little later than what came before (the clock moves on). */
function chargeMonth(booking: { id: string; token: string }) {
  setClock(new Date(now().getTime() + 3_600_000));
  return post(chargeInstalment, '/api/payment/test-gateway/charge-instalment', {
    reservationId: booking.id,
    token: booking.token,
  });
}

/** What the gateway gave back of each paid payment of the reservation, oldest first. */
async function refundedPerMonth(reservationId: string) {
  const rows = await database()
    .db.select({ refunded: testPayments.refundedAmount, status: testPayments.status })
    .from(testPayments)
    .where(eq(testPayments.reservationId, reservationId))
    .orderBy(asc(testPayments.createdAt));
  return rows.filter((row) => row.status === 'succeeded').map((row) => row.refunded);
}

const refundCommands = () => queuedRefunds(database().db);

async function reservation(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

it('three months paid, cancelled 3 days ahead: all three months back, one refund each, once however often it is pressed', async () => {
  const booking = await instalmentBooking();
  expect(await chargeMonth(booking)).toMatchObject({
    status: 200,
    body: { month: 2, amount: MONTH, outcome: 'instalment-recorded' },
  });
  expect((await chargeMonth(booking)).body).toMatchObject({ month: 3 });
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  expect(opened.body.booking).toMatchObject({
    paidAmount: 3 * MONTH,
    installmentMonths: 6,
    cancellation: { refundPercent: 100, refundAmount: 3 * MONTH },
  });

  const answers = await Promise.all([
    post(cancel, '/api/booking/cancel', { token: booking.token }),
    post(cancel, '/api/booking/cancel', { token: booking.token }),
  ]);
  for (const answer of answers)
    expect(answer.body.booking).toMatchObject({
      status: 'cancelled',
      paidAmount: 3 * MONTH,
      refundedAmount: 3 * MONTH,
    });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedPerMonth(booking.id)).toEqual([MONTH, MONTH, MONTH]);
  expect(await refundCommands()).toHaveLength(3);

  // Pressed again later from another device, and the outbox run again: nothing more.
  await post(cancel, '/api/booking/cancel', { token: booking.token });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedPerMonth(booking.id)).toEqual([MONTH, MONTH, MONTH]);
  expect(await refundCommands()).toHaveLength(3);
  expect(await reservation(booking.id)).toMatchObject({
    status: 'cancelled',
    refundedAmount: 3 * MONTH,
  });
});

it('three months paid, cancelled 30 hours ahead: half of the total back, from the newest months first', async () => {
  const booking = await instalmentBooking();
  await chargeMonth(booking);
  await chargeMonth(booking);
  setClock(new Date(START.getTime() - 30 * 3_600_000));
  const answer = await post(cancel, '/api/booking/cancel', { token: booking.token });
  expect(answer.body.booking).toMatchObject({ paidAmount: 124500, refundedAmount: 62250 });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedPerMonth(booking.id)).toEqual([0, 20750, MONTH]);
  expect(await refundCommands()).toHaveLength(2);
});

it('a month charged after the cancellation (its invoice already in flight) is given back in full, once, and the customer is told', async () => {
  delete process.env.SMTP_URL;
  const mailbox = freshMailbox();
  const booking = await instalmentBooking();
  setClock(new Date(START.getTime() - 30 * 3_600_000));
  await post(cancel, '/api/booking/cancel', { token: booking.token });
  expect(await reservation(booking.id)).toMatchObject({ refundedAmount: 20750 });
  expect(await chargeMonth(booking)).toMatchObject({
    status: 200,
    body: { month: 2, outcome: 'refunded' },
  });
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedPerMonth(booking.id)).toEqual([20750, MONTH]);
  expect(await refundCommands()).toHaveLength(2);
  expect(await reservation(booking.id)).toMatchObject({ refundedAmount: 20750 + MONTH });
  expect((await eventNamesOf(database().db, booking.id)).slice(-2)).toEqual([
    'withdraw',
    'refund-instalment',
  ]);
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  expect(opened.body.booking).toMatchObject({
    status: 'cancelled',
    paidAmount: 2 * MONTH,
    refundedAmount: 20750 + MONTH,
  });
  // Its own email, sent once however often the outbox runs; a second late month gets its own.
  await runOutbox({ topics: ['email'] });
  await chargeMonth(booking);
  await runOutbox({ topics: ['email'] });
  await runOutbox({ topics: ['email'] });
  const notices = (await messagesTo(mailbox, booking.email))
    .filter((mail) => mail.subject?.startsWith('Eine Rate erstattet'))
    .sort((a, b) => monthOf(a.text) - monthOf(b.text));
  // One Message-ID per month's notice: each is an outbox row of its own.
  const queued = await messageIdsOf(database().db, `email:instalment-refund:${booking.id}`);
  expect(queued).toHaveLength(2);
  expect(notices.map((mail) => mail.messageId).sort()).toEqual(queued);
  expect(notices[0]?.subject).toBe(
    `Eine Rate erstattet: Ihre stornierte Nova-Buchung (${booking.name})`,
  );
  expect(notices[0]?.text).toMatch(
    /Die Rate 2 von CHF.415\.00 wurde nach Ihrer Stornierung belastet/,
  );
  expect(notices[1]?.text).toMatch(/Die Rate 3 von CHF.415\.00/);
  // Its legal links are the site's own pages, in the booking's locale.
  expect(notices[0]?.html).toMatch(/href="http:\/\/localhost:\d+\/de-ch\/privacy"/);
});

it('keeps a month charged after the appointment, came the customer or not: the plan goes on', async () => {
  const arrived = await instalmentBooking();
  const missed = await instalmentBooking();
  await database().db.transaction(async (tx) => {
    expect(await markArrived(tx, { reservationId: arrived.id, now: START })).toEqual({
      kind: 'changed',
      to: 'arrived',
    });
    expect(await markNoShow(tx, { reservationId: missed.id, now: START })).toEqual({
      kind: 'changed',
      to: 'no_show',
    });
  });
  for (const booking of [arrived, missed]) {
    expect(await chargeMonth(booking)).toMatchObject({
      status: 200,
      body: { month: 2, outcome: 'instalment-recorded' },
    });
    expect(await reservation(booking.id)).toMatchObject({ refundedAmount: null });
  }
  expect(await refundCommands()).toEqual([]);
});

it('charges a plan only: a booking paid in one go, an unknown one, or a malformed body are refused', async () => {
  const once = await book({ ...BERN, timeSlotStart: at('14:00') });
  expect((await pay(await startPaying(once), TEST_CARDS.success)).status).toBe(200);
  const token = await manageTokenOf(database().db, once.id);
  expect(await chargeMonth({ id: once.id, token })).toEqual({
    status: 400,
    body: { error: 'installments-not-available' },
  });
  expect(await chargeMonth({ id: '00000000-0000-4000-8000-000000000000', token })).toEqual({
    status: 404,
    body: { error: 'manage-link-invalid' },
  });
  expect(await chargeMonth({ id: 'not-an-id', token })).toMatchObject({
    status: 400,
    body: { error: 'validation-failed' },
  });
  expect(await database().db.select().from(instalmentPayments)).toEqual([]);
});

it('charges a month only for whoever holds the booking’s manage link: its id alone, or another booking’s link, charge nothing', async () => {
  const booking = await instalmentBooking();
  const other = await instalmentBooking();
  const withIdOnly = await post(chargeInstalment, '/api/payment/test-gateway/charge-instalment', {
    reservationId: booking.id,
  });
  expect(withIdOnly).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
  expect(await chargeMonth({ id: booking.id, token: other.token })).toEqual({
    status: 404,
    body: { error: 'manage-link-invalid' },
  });
  expect(await chargeMonth({ id: booking.id, token: 'x'.repeat(43) })).toEqual({
    status: 404,
    body: { error: 'manage-link-invalid' },
  });
  expect(await database().db.select().from(instalmentPayments)).toHaveLength(2);
  expect((await chargeMonth(booking)).body).toMatchObject({ month: 2 });
});

it('charges the six months of a plan and no more', async () => {
  const booking = await instalmentBooking();
  for (let month = 2; month <= 6; month += 1)
    expect((await chargeMonth(booking)).body).toMatchObject({ month, amount: MONTH });
  expect(await chargeMonth(booking)).toEqual({
    status: 400,
    body: { error: 'installments-not-available' },
  });
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  expect(opened.body.booking).toMatchObject({ paidAmount: 249000 });
});
