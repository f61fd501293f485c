// Moving a booking paid in full to a dearer clinic (issue 20): the new time held while the difference is paid by the test gateway's card, the booking moved once, the charge refunded when the time was lost.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { bookingMoves, outbox, reservations, roomHolds, testPayments } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as moveConfirm } from '../../../apps/web/app/api/booking/move-confirm/route';
import { POST as movePayment } from '../../../apps/web/app/api/booking/move-payment/route';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { at, get, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  eventNamesOf,
  manageTokenOf,
  outboxPayload,
  pay,
  startPaying,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
/** Rheinfelden's own discount makes it 250.00 cheaper than Bern; its lead time is five days. */
const RHEINFELDEN = { locationSlug: 'basel_rheinfelden', timeSlotStart: at('11:00', '2027-03-08') };
/** Bern has two rooms. */
const BERN_LATER = { locationSlug: 'bern', timeSlotStart: at('14:00') };

async function paidAtRheinfelden() {
  const booked = await book(RHEINFELDEN);
  const started = await startPaying(booked);
  expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
  const token = await manageTokenOf(database().db, booked.id);
  return { ...booked, token, intentId: String(started.body.intentId) };
}

async function reservation(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

async function ownHolds(id: string) {
  const rows = await database().db.select().from(roomHolds).where(eq(roomHolds.reservationId, id));
  return rows.filter((row) => row.releasedAt === null && row.moveId === null);
}

const bernFree = async () =>
  (
    await get(occupation, '/api/timeslots/check-time-slot-occupation', {
      location: 'bern',
      checkup: 'whole_body_scan_with_blood_test',
      timeSlotStart: BERN_LATER.timeSlotStart,
    })
  ).body;

async function refundedAtGateway(intentId: string) {
  const [row] = await database()
    .db.select({ refundedAmount: testPayments.refundedAmount })
    .from(testPayments)
    .where(eq(testPayments.intentId, intentId));
  return row?.refundedAmount;
}

async function rescheduleEmails(id: string) {
  const rows = await database().db.select({ key: outbox.key }).from(outbox);
  return rows.map((row) => row.key).filter((key) => key.startsWith(`email:reschedule:${id}`));
}

const startMove = (token: string) =>
  post(movePayment, '/api/booking/move-payment', { token, locale: 'de-ch', ...BERN_LATER });

const confirmMove = (token: string, paymentIntent: unknown) =>
  post(moveConfirm, '/api/booking/move-confirm', { token, locale: 'de-ch', paymentIntent });

it('offers the dearer clinic at its difference, refuses the plain reschedule there, and moves once the card paid it, exactly once', async () => {
  const booking = await paidAtRheinfelden();
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  const clinics = (opened.body.booking as { reschedule: { clinics: unknown[] } }).reschedule
    .clinics;
  expect(clinics).toContainEqual(
    expect.objectContaining({ slug: 'bern', settlement: { kind: 'charge', amount: 25000 } }),
  );
  expect(
    await post(reschedule, '/api/booking/reschedule', { token: booking.token, ...BERN_LATER }),
  ).toEqual({ status: 409, body: { error: 'booking-move-needs-payment' } });

  const before = await reservation(booking.id);
  const started = await startMove(booking.token);
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({
    amount: 25000,
    currency: 'CHF',
    intentId: expect.stringMatching(/^tgpi_/),
    returnUrl: expect.stringMatching(/\/de-ch\/booking$/),
  });
  // Held for the move while paying: with one room taken by someone else, Bern has none left.
  await book({ ...BERN_LATER, email: 'other.customer@example.com' });
  expect(await bernFree()).toEqual({ available: false });
  // The booking itself has not moved yet.
  expect(await reservation(booking.id)).toEqual(before);

  // The card form pressed twice at once: one charge, one move.
  const paid = await Promise.all([
    pay(started, TEST_CARDS.success),
    pay(started, TEST_CARDS.success),
  ]);
  for (const answer of paid) {
    expect(answer.body).toMatchObject({
      status: 'succeeded',
      redirect: expect.stringContaining(
        `/de-ch/booking?payment_intent=${String(started.body.intentId)}`,
      ),
    });
  }
  // The page comes back from the card form, twice (a reload): the booking as it now is.
  for (let press = 0; press < 2; press += 1) {
    const back = await confirmMove(booking.token, started.body.intentId);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      moved: true,
      booking: {
        start: BERN_LATER.timeSlotStart,
        location: { title: 'Bern' },
        totalAmount: 249000,
        paidAmount: 249000,
      },
    });
  }
  expect(await reservation(booking.id)).toMatchObject({
    locationSlug: 'bern',
    startsAt: new Date(BERN_LATER.timeSlotStart),
    totalAmount: 249000,
    discountAmount: 0,
    calendarSequence: 1,
  });
  const holds = await ownHolds(booking.id);
  expect(holds.map((hold) => [hold.locationSlug, hold.startsAt])).toEqual([
    ['bern', new Date(BERN_LATER.timeSlotStart)],
  ]);
  // The move's own holds are gone (the booking's took their place), nothing else of it is held.
  const all = await database()
    .db.select()
    .from(roomHolds)
    .where(eq(roomHolds.reservationId, booking.id));
  expect(all.filter((hold) => hold.releasedAt === null)).toHaveLength(1);
  expect(await rescheduleEmails(booking.id)).toEqual([`email:reschedule:${booking.id}:1`]);
  // The new confirmation says the difference was charged.
  expect(await outboxPayload(database().db, `email:reschedule:${booking.id}:1`)).toMatchObject({
    priceChange: { kind: 'charged', amount: 25000 },
  });
  const [move] = await database().db.select().from(bookingMoves);
  expect(move).toMatchObject({ status: 'moved', amount: 25000 });

  // Cancelled in the full-refund window: both payments come back, each through its own refund.
  const cancelled = await post(cancel, '/api/booking/cancel', { token: booking.token });
  expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 249000 });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedAtGateway(String(started.body.intentId))).toBe(25000);
  expect(await refundedAtGateway(booking.intentId)).toBe(224000);
});

it('refunds the difference once and leaves the booking as it was when the held time was taken before the payment succeeded', async () => {
  const booking = await paidAtRheinfelden();
  const before = await reservation(booking.id);
  const started = await startMove(booking.token);
  expect(started.status).toBe(200);
  // The hold runs out (30 minutes, as a booking's) and two others take both rooms.
  setClock(new Date(NOW.getTime() + 31 * 60_000));
  expect(await bernFree()).toEqual({ available: true });
  await book({ ...BERN_LATER, email: 'first.other@example.com' });
  await book({ ...BERN_LATER, email: 'second.other@example.com' });
  expect(await bernFree()).toEqual({ available: false });

  expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
  expect(await confirmMove(booking.token, started.body.intentId)).toEqual({
    status: 409,
    body: { error: 'booking-move-time-lost' },
  });
  await runOutbox({ topics: ['payment'] });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedAtGateway(String(started.body.intentId))).toBe(25000);
  expect(await refundedAtGateway(booking.intentId)).toBe(0);
  const after = await reservation(booking.id);
  expect(after).toMatchObject({
    locationSlug: before?.locationSlug,
    startsAt: before?.startsAt,
    totalAmount: before?.totalAmount,
    calendarSequence: 0,
  });
  expect(await ownHolds(booking.id)).toHaveLength(1);
  expect(await rescheduleEmails(booking.id)).toEqual([]);
  // Recorded as the difference given back, and no move.
  expect((await eventNamesOf(database().db, booking.id)).slice(-2)).toEqual([
    'confirm',
    'refund-move',
  ]);
  // What was paid is what it was: the refunded difference never counted.
  const opened = await post(open, '/api/booking/open', { token: booking.token });
  expect(opened.body.booking).toMatchObject({ paidAmount: 224000, totalAmount: 224000 });
});

it('moves after all when the hold ran out but nobody took the time', async () => {
  const booking = await paidAtRheinfelden();
  const started = await startMove(booking.token);
  setClock(new Date(NOW.getTime() + 45 * 60_000));
  expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
  const back = await confirmMove(booking.token, started.body.intentId);
  expect(back.body).toMatchObject({ moved: true, booking: { location: { title: 'Bern' } } });
});

it('changes nothing when the card is refused, and lets the time go when the hold runs out', async () => {
  const booking = await paidAtRheinfelden();
  const before = await reservation(booking.id);
  const started = await startMove(booking.token);
  await book({ ...BERN_LATER, email: 'other.customer@example.com' });
  expect(await bernFree()).toEqual({ available: false });
  expect((await pay(started, TEST_CARDS.declined)).body).toMatchObject({
    status: 'failed',
    reason: 'card-declined',
  });
  expect(await reservation(booking.id)).toEqual(before);
  expect(await confirmMove(booking.token, started.body.intentId)).toMatchObject({
    status: 402,
  });
  expect(await reservation(booking.id)).toEqual(before);
  setClock(new Date(NOW.getTime() + 31 * 60_000));
  expect(await bernFree()).toEqual({ available: true });
  expect(await ownHolds(booking.id)).toHaveLength(1);
});

it('refuses a payment of another booking’s move, a plain clinic change and a missing payment', async () => {
  const booking = await paidAtRheinfelden();
  const other = await paidAtRheinfelden();
  const started = await startMove(other.token);
  expect(await confirmMove(booking.token, started.body.intentId)).toMatchObject({
    status: 402,
    body: { error: 'payment-failed-or-canceled-by-user' },
  });
  expect(await confirmMove(booking.token, undefined)).toMatchObject({
    status: 400,
    body: { error: 'validation-failed' },
  });
  // Another time at its own clinic costs nothing: not paid through here.
  expect(
    await post(movePayment, '/api/booking/move-payment', {
      token: booking.token,
      ...RHEINFELDEN,
      timeSlotStart: at('14:00', '2027-03-08'),
    }),
  ).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
});

it('lets an earlier move go when another time is chosen: its hold freed, its payment cancelled (refunded if paid anyway), the later one moving', async () => {
  const booking = await paidAtRheinfelden();
  const first = await startMove(booking.token);
  const second = await post(movePayment, '/api/booking/move-payment', {
    token: booking.token,
    locale: 'de-ch',
    locationSlug: 'bern',
    timeSlotStart: at('15:30'),
  });
  expect(second.status).toBe(200);
  // The first move's time is free again: both rooms can be taken by others.
  await book({ ...BERN_LATER, email: 'first.other@example.com' });
  expect(await bernFree()).toEqual({ available: true });
  // Its payment was cancelled at the gateway when the second move began: it cannot be paid.
  expect((await pay(first, TEST_CARDS.success)).body).toMatchObject({ status: 'failed' });
  // Paid anyway, just before the cancellation landed: refunded, once.
  await database()
    .db.update(testPayments)
    .set({ status: 'succeeded' })
    .where(eq(testPayments.intentId, String(first.body.intentId)));
  expect(await confirmMove(booking.token, first.body.intentId)).toEqual({
    status: 409,
    body: { error: 'booking-move-time-lost' },
  });
  await runOutbox({ topics: ['payment'] });
  expect(await refundedAtGateway(String(first.body.intentId))).toBe(25000);
  expect((await pay(second, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
  expect((await confirmMove(booking.token, second.body.intentId)).body).toMatchObject({
    moved: true,
    booking: { start: at('15:30'), paidAmount: 249000 },
  });
});

it('five simultaneous move starts leave one payment open: the others are cancelled at the gateway, never charged and refunded', async () => {
  const booking = await paidAtRheinfelden();
  const starts = await Promise.all(Array.from({ length: 5 }, () => startMove(booking.token)));
  const opened = starts.filter((answer) => answer.status === 200);
  for (const refused of starts.filter((answer) => answer.status !== 200))
    expect(refused).toEqual({ status: 409, body: { error: 'booking-move-superseded' } });
  const movePayments = (await database().db.select().from(testPayments)).filter(
    (payment) => payment.intentId !== booking.intentId,
  );
  expect(movePayments).toHaveLength(5);
  expect(movePayments.filter((payment) => payment.status === 'pending')).toHaveLength(1);
  // The customer pays in every tab that opened a card form: one charge goes through.
  const paid = await Promise.all(opened.map((started) => pay(started, TEST_CARDS.success)));
  expect(paid.filter((answer) => answer.body.status === 'succeeded')).toHaveLength(1);
  const after = (await database().db.select().from(testPayments)).filter(
    (payment) => payment.intentId !== booking.intentId,
  );
  expect(after.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  expect(after.filter((payment) => payment.status === 'canceled')).toHaveLength(4);
  expect(after.map((payment) => payment.refundedAmount)).toEqual([0, 0, 0, 0, 0]);
  expect(await reservation(booking.id)).toMatchObject({ locationSlug: 'bern' });
});
