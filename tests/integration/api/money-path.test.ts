// No charge without a room, with a controlled clock: the hold's one extension, open payments cancelled when a reservation lets go, and a payment that comes too late retaking its rooms or refunded in full.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { outbox, reservations, testPayments } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { expireHolds } from '@/server/reservations/expire';
import { releaseExpiredHolds } from '@/server/reservations/holds';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { at, bookingPayload, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  pay,
  queuedMessages,
  startPaying,
  statusOf,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
/** Bern has two rooms: two other bookings at the same time take both. */
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };

async function reservation(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  if (row === undefined) throw new Error(`no reservation ${id}`);
  return row;
}

async function testPayment(intentId: unknown) {
  const [row] = await database()
    .db.select()
    .from(testPayments)
    .where(eq(testPayments.intentId, String(intentId)));
  return row;
}

/** The customer paid at the provider a moment before the cancellation of the payment landed. */
async function paidAtProviderJustInTime(intentId: unknown) {
  await database()
    .db.update(testPayments)
    .set({ status: 'succeeded' })
    .where(eq(testPayments.intentId, String(intentId)));
}

/** The hold ran out and a sweep expired it, but the provider has not heard of it yet. */
async function expireWithoutTellingTheProvider(now: Date) {
  await database().db.transaction((tx) => releaseExpiredHolds({ db: tx, now }));
}

/** Anna changes her booking to 15:00 in another tab: a reservation that replaces the earlier one. */
const replaceAtThree = (earlier: { id: string }) =>
  post(
    create,
    '/api/reservation/create',
    bookingPayload({
      ...BERN,
      timeSlotStart: at('15:00'),
      email: 'anna@example.ch',
      replacesReservation: { id: earlier.id, email: 'anna@example.ch' },
    }),
  );

const returnPage = (intentId: unknown) =>
  post(confirm, '/api/payment/confirm', { paymentIntent: intentId });

describe('the hold while paying', () => {
  it('is extended once, to 20 minutes after the payment started, and never renewed by repeating the start', async () => {
    const booked = await book();
    setClock(minutes(25));
    expect((await startPaying(booked)).status).toBe(200);
    expect((await reservation(booked.id)).holdExpiresAt).toEqual(minutes(45));
    for (const minute of [35, 44]) {
      setClock(minutes(minute));
      expect((await startPaying(booked)).status).toBe(200);
    }
    expect((await reservation(booked.id)).holdExpiresAt).toEqual(minutes(45));
    setClock(minutes(46));
    expect(await startPaying(booked)).toMatchObject({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
  });

  it('keeps the 30 minutes from creation when paying starts early', async () => {
    const booked = await book();
    setClock(minutes(3));
    await startPaying(booked);
    expect((await reservation(booked.id)).holdExpiresAt).toEqual(minutes(30));
  });
});

describe('a reservation that lets go cancels its open payment', () => {
  it('expiry before paying: the sweep cancels the payment at the provider, and the card cannot pay it', async () => {
    const booked = await book();
    const started = await startPaying(booked);
    setClock(minutes(31));
    expect(await expireHolds({ now: minutes(31) })).toEqual({ expired: 1, recovered: 0 });
    expect((await testPayment(started.body.intentId))?.status).toBe('canceled');
    const paid = await pay(started, TEST_CARDS.success);
    expect(paid.body).toMatchObject({ status: 'failed' });
    expect((await testPayment(started.body.intentId))?.status).toBe('canceled');
    expect(await statusOf(database().db, booked.id)).toBe('expired');
    expect(await queuedMessages(database().db, booked.id)).not.toContain('email:confirmation');
    expect(await returnPage(started.body.intentId)).toMatchObject({
      status: 402,
      body: { error: 'payment-failed-or-canceled-by-user' },
    });
  });

  it('expiry found by the next booking of the room: that booking cancels the payment', async () => {
    const first = await book(BERN);
    const started = await startPaying(first);
    setClock(minutes(31));
    await book(BERN);
    await book(BERN);
    expect(await statusOf(database().db, first.id)).toBe('expired');
    expect((await testPayment(started.body.intentId))?.status).toBe('canceled');
    expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'failed' });
  });

  it('replaced before paying: the earlier payment is cancelled, the new one pays', async () => {
    const earlier = await book({ email: 'anna@example.ch' });
    const startedEarlier = await startPaying(earlier);
    const replacing = bookingPayload({
      email: 'anna@example.ch',
      timeSlotStart: at('14:00'),
      replacesReservation: { id: earlier.id, email: 'anna@example.ch' },
    });
    const created = await post(create, '/api/reservation/create', replacing);
    expect(created.status).toBe(201);
    expect(await statusOf(database().db, earlier.id)).toBe('cancelled');
    expect((await testPayment(startedEarlier.body.intentId))?.status).toBe('canceled');
    expect((await pay(startedEarlier, TEST_CARDS.success)).body).toMatchObject({
      status: 'failed',
    });
    const later = created.body.reservation as { id: string };
    const startedLater = await startPaying({ id: later.id, email: 'anna@example.ch' });
    expect((await pay(startedLater, TEST_CARDS.success)).body).toMatchObject({
      status: 'succeeded',
    });
    expect(await statusOf(database().db, later.id)).toBe('confirmed');
  });
});

describe('a payment that succeeds for a reservation without its rooms', () => {
  it('takes the same rooms again when they are still free, and confirms', async () => {
    const booked = await book(BERN);
    const started = await startPaying(booked);
    setClock(minutes(31));
    await expireWithoutTellingTheProvider(minutes(31));
    expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
    expect(await statusOf(database().db, booked.id)).toBe('confirmed');
    expect(await queuedMessages(database().db, booked.id)).toContain('email:confirmation');
    // The rooms are the booking's again: two more customers find one room, not two.
    await book(BERN);
    await expect(book(BERN)).rejects.toThrow('reserve-timeslot-error-already-booked');
    // The cancellation queued at expiry finds the booking confirmed and leaves its payment alone.
    expect((await testPayment(started.body.intentId))?.status).toBe('succeeded');
  });

  it('emails the refund only once the provider accepted it: a refund it refuses tells the customer nothing', async () => {
    const booked = await book(BERN);
    const started = await startPaying(booked);
    setClock(minutes(31));
    await paidAtProviderJustInTime(started.body.intentId);
    // Something else gave the whole payment back already: the gateway refuses this refund.
    const intentId = String(started.body.intentId);
    await database()
      .db.update(testPayments)
      .set({ refundedAmount: 249000, refundIdempotencyKey: 'elsewhere' })
      .where(eq(testPayments.intentId, intentId));
    await book(BERN);
    await book(BERN);
    expect((await returnPage(intentId)).body).toMatchObject({ status: 'refunded' });
    const refundEmail = async () => {
      const [row] = await database()
        .db.select({ availableAt: outbox.availableAt })
        .from(outbox)
        .where(eq(outbox.key, `email:refund:${booked.id}`));
      return row;
    };
    expect((await refundEmail())?.availableAt.getFullYear()).toBe(9999);
    await runOutbox({ topics: ['payment'] });
    expect((await refundEmail())?.availableAt.getFullYear()).toBe(9999);
    // Once the provider takes the refund, the email is due.
    await database()
      .db.update(testPayments)
      .set({ refundedAmount: 0, refundIdempotencyKey: null })
      .where(eq(testPayments.intentId, intentId));
    await database()
      .db.update(outbox)
      .set({ availableAt: minutes(31) })
      .where(eq(outbox.topic, 'payment'));
    await runOutbox({ topics: ['payment'] });
    expect(await refundEmail()).toMatchObject({ availableAt: minutes(31) });
    expect((await testPayment(intentId))?.refundedAmount).toBe(249000);
  });

  it('return page after expiry, rooms taken: refunds in full once, emails the customer, and answers refunded', async () => {
    const booked = await book(BERN);
    const started = await startPaying(booked);
    setClock(minutes(31));
    await paidAtProviderJustInTime(started.body.intentId);
    await book(BERN);
    await book(BERN);
    for (let time = 0; time < 2; time += 1) {
      expect(await returnPage(started.body.intentId)).toEqual({
        status: 200,
        body: { reservationId: booked.id, status: 'refunded', paymentStatus: 'succeeded' },
      });
    }
    const row = await reservation(booked.id);
    expect(row).toMatchObject({ status: 'refunded', refundedAmount: 249000 });
    expect(row.refundedAt).toEqual(minutes(31));
    expect(await testPayment(started.body.intentId)).toMatchObject({
      status: 'succeeded',
      refundedAmount: 249000,
    });
    const messages = await queuedMessages(database().db, booked.id);
    expect(messages).toContain('email:refund');
    expect(messages).not.toContain('email:confirmation');
    const refunds = await database()
      .db.select({ key: outbox.key, deliveredAt: outbox.deliveredAt })
      .from(outbox)
      .where(eq(outbox.topic, 'payment'));
    expect(refunds).toContainEqual({
      key: `payment:refund:${booked.id}:${started.body.intentId}`,
      deliveredAt: minutes(31),
    });
  });

  it('a late success for a replaced reservation whose time another customer took is refunded too', async () => {
    const earlier = await book({ ...BERN, email: 'anna@example.ch' });
    const started = await startPaying(earlier);
    await replaceAtThree(earlier);
    // The other tab's payment went through just before its cancellation reached the provider.
    await paidAtProviderJustInTime(started.body.intentId);
    await book(BERN);
    await book(BERN);
    expect((await returnPage(started.body.intentId)).body).toMatchObject({ status: 'refunded' });
    expect((await testPayment(started.body.intentId))?.refundedAmount).toBe(249000);
  });

  it('a late success for a replaced reservation is refunded even when its time is still free: the newer one is the booking', async () => {
    const earlier = await book({ ...BERN, email: 'anna@example.ch' });
    const started = await startPaying(earlier);
    const replacing = await replaceAtThree(earlier);
    expect(replacing.status).toBe(201);
    await paidAtProviderJustInTime(started.body.intentId);
    expect((await returnPage(started.body.intentId)).body).toMatchObject({ status: 'refunded' });
    expect(await statusOf(database().db, earlier.id)).toBe('refunded');
    expect((await testPayment(started.body.intentId))?.refundedAmount).toBe(249000);
  });
});
