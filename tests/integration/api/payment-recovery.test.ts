// A test-gateway charge whose process died before the confirmation is settled by the server's own sweep: confirmed while its time is the booking's or free, else refunded and the customer told; never both, never twice, and no pay-later email to whoever paid.
import { eq, like } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { outbox, paymentEvents, reservations, testPayments } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { testGateway } from '@/server/payments/provider-instance';
import { RECOVERY_GRACE_MS } from '@/server/payments/recover';
import { expireHolds } from '@/server/reservations/expire';
import { POST as movePayment } from '../../../apps/web/app/api/booking/move-payment/route';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';
import {
  askForPayLater,
  book,
  manageTokenOf,
  pay,
  queuedMessages,
  startPaying,
  statusOf,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);
const minutes = (n: number) => seconds(n * 60);
/** Bern has two rooms: two other bookings at the same time take both. */
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };

/**
 * The card form's request as far as the gateway: the charge is taken (the gateway's store says
 * so), then the process is killed before it confirms the reservation (payWithTestCard's next step).
 */
async function chargeThenDie(started: Awaited<ReturnType<typeof startPaying>>, at: Date) {
  const gateway = testGateway();
  if (gateway === null) throw new Error('the test gateway is the provider here');
  setClock(at);
  const result = await gateway.pay({
    intentId: String(started.body.intentId),
    clientSecret: String(started.body.clientSecret),
    cardNumber: TEST_CARDS.success,
  });
  expect(result.event.kind).toBe('payment-succeeded');
}

async function gatewayPayment(intentId: unknown) {
  const [row] = await database()
    .db.select()
    .from(testPayments)
    .where(eq(testPayments.intentId, String(intentId)));
  return row;
}

async function sweep(now: Date) {
  setClock(now);
  return expireHolds({ now });
}

async function recoveryEvents() {
  return database()
    .db.select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(like(paymentEvents.id, 'recovery:%'));
}

describe('a charge taken by a process that died before confirming it', () => {
  it('is confirmed by the sweep after the grace, its emails queued once, and no pay-later email is sent', async () => {
    const mailbox = freshMailbox();
    const booked = await book();
    const started = await startPaying(booked);
    // The customer asked for the pay-later link first, then paid: the email is still queued.
    expect((await askForPayLater(booked)).status).toBe(202);
    await chargeThenDie(started, minutes(2));
    expect(await statusOf(database().db, booked.id)).toBe('pending');
    expect((await gatewayPayment(started.body.intentId))?.status).toBe('succeeded');

    // Within the grace the customer's own request may still be confirming: the sweep leaves it.
    const early = new Date(minutes(2).getTime() + RECOVERY_GRACE_MS - 1000);
    expect(await sweep(early)).toEqual({ expired: 0, recovered: 0 });
    expect(await statusOf(database().db, booked.id)).toBe('pending');
    // Asked again now, the pay-later link is refused: the gateway has the money.
    expect(await askForPayLater(booked)).toEqual({
      status: 409,
      body: { error: 'unpaid-reservation-already-confirmed' },
    });
    // The queued pay-later email is checked when it is sent: it is not sent.
    await runOutbox();
    expect(await messagesTo(mailbox, booked.email)).toEqual([]);

    const later = new Date(minutes(2).getTime() + RECOVERY_GRACE_MS + 1000);
    expect(await sweep(later)).toEqual({ expired: 0, recovered: 1 });
    expect(await statusOf(database().db, booked.id)).toBe('confirmed');
    expect(await queuedMessages(database().db, booked.id)).toEqual([
      'email:confirmation',
      'email:pay-later',
      'email:reminder',
    ]);
    // Settled once: later sweeps find nothing to do.
    expect(await sweep(minutes(5))).toEqual({ expired: 0, recovered: 0 });
    expect(await recoveryEvents()).toHaveLength(1);
    await runOutbox();
    const subjects = (await messagesTo(mailbox, booked.email)).map((mail) => mail.subject ?? '');
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).not.toMatch(/pay|bezahl|paiement/i);
    expect((await gatewayPayment(started.body.intentId))?.refundedAmount).toBe(0);
  });

  it('paid just before the hold lapsed: the sweep does not expire it with the money kept, then confirms it', async () => {
    const booked = await book();
    const started = await startPaying(booked);
    const [row] = await database()
      .db.select({ holdExpiresAt: reservations.holdExpiresAt })
      .from(reservations)
      .where(eq(reservations.id, booked.id));
    const lapse = row?.holdExpiresAt.getTime() ?? 0;
    await chargeThenDie(started, new Date(lapse - 5000));
    // Lapsed, within the grace: neither expired nor settled yet; its rooms are still its own.
    expect(await sweep(new Date(lapse + 1000))).toEqual({ expired: 0, recovered: 0 });
    expect(await statusOf(database().db, booked.id)).toBe('pending');
    expect(await sweep(new Date(lapse + RECOVERY_GRACE_MS))).toEqual({
      expired: 0,
      recovered: 1,
    });
    expect(await statusOf(database().db, booked.id)).toBe('confirmed');
    expect(await queuedMessages(database().db, booked.id)).toEqual([
      'email:confirmation',
      'email:reminder',
    ]);
  });

  it('hold lapsed and its room taken meanwhile: refunded in full at the gateway once, the customer told, never confirmed', async () => {
    const mailbox = freshMailbox();
    const booked = await book(BERN);
    const started = await startPaying(booked);
    await chargeThenDie(started, minutes(29));
    // Past the hold, two other customers book both rooms at that time.
    setClock(minutes(31));
    await book(BERN);
    await book(BERN);
    expect(await sweep(minutes(31))).toMatchObject({ recovered: 1 });
    expect(await statusOf(database().db, booked.id)).toBe('refunded');
    const payment = await gatewayPayment(started.body.intentId);
    expect(payment?.refundedAmount).toBe(payment?.amount);
    const messages = await queuedMessages(database().db, booked.id);
    expect(messages).toContain('email:refund');
    expect(messages).not.toContain('email:confirmation');
    // The gateway accepted the refund: its email is due now, and goes.
    const [refundEmail] = await database()
      .db.select({ availableAt: outbox.availableAt })
      .from(outbox)
      .where(eq(outbox.key, `email:refund:${booked.id}`));
    expect(refundEmail?.availableAt).toEqual(minutes(31));
    await runOutbox();
    expect(await messagesTo(mailbox, booked.email)).toHaveLength(1);
    // Again and again: nothing more is refunded or sent.
    expect(await sweep(minutes(32))).toEqual({ expired: 0, recovered: 0 });
    expect((await gatewayPayment(started.body.intentId))?.refundedAmount).toBe(payment?.amount);
    expect(await statusOf(database().db, booked.id)).toBe('refunded');
  });

  it('two sweeps at once settle each charge once: one outcome, one set of emails', async () => {
    const paid = [];
    for (const time of ['09:00', '10:00', '11:00']) {
      const booked = await book({ timeSlotStart: at(time) });
      const started = await startPaying(booked);
      await chargeThenDie(started, minutes(1));
      paid.push(booked);
    }
    setClock(minutes(3));
    const runs = await Promise.all([
      expireHolds({ now: minutes(3) }),
      expireHolds({ now: minutes(3) }),
      expireHolds({ now: minutes(3) }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.recovered, 0)).toBe(3);
    for (const booked of paid) {
      expect(await statusOf(database().db, booked.id)).toBe('confirmed');
      const messages = await queuedMessages(database().db, booked.id);
      expect(messages).toContain('email:confirmation');
      expect(messages).not.toContain('email:refund');
    }
    expect(await recoveryEvents()).toHaveLength(3);
    expect(
      await database().db.select().from(outbox).where(like(outbox.key, 'payment:refund:%')),
    ).toEqual([]);
  });
});

describe('the sweep and the customer coming back at the same moment', () => {
  it('time still free: confirmed once, whoever is first, the emails queued once', async () => {
    const booked = await book();
    const started = await startPaying(booked);
    await chargeThenDie(started, minutes(1));
    setClock(minutes(2));
    const [swept, returned] = await Promise.all([
      expireHolds({ now: minutes(2) }),
      post(confirm, '/api/payment/confirm', { paymentIntent: started.body.intentId }),
    ]);
    expect(returned).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(swept.recovered).toBeLessThanOrEqual(1);
    expect(await statusOf(database().db, booked.id)).toBe('confirmed');
    expect(await queuedMessages(database().db, booked.id)).toEqual([
      'email:confirmation',
      'email:reminder',
    ]);
    expect((await gatewayPayment(started.body.intentId))?.refundedAmount).toBe(0);
  });

  it('time taken: refunded once, never confirmed', async () => {
    const booked = await book(BERN);
    const started = await startPaying(booked);
    await chargeThenDie(started, minutes(29));
    setClock(minutes(31));
    await book(BERN);
    await book(BERN);
    await Promise.all([
      expireHolds({ now: minutes(31) }),
      expireHolds({ now: minutes(31) }),
      post(confirm, '/api/payment/confirm', { paymentIntent: started.body.intentId }),
    ]);
    expect(await statusOf(database().db, booked.id)).toBe('refunded');
    const payment = await gatewayPayment(started.body.intentId);
    expect(payment?.refundedAmount).toBe(payment?.amount);
    const messages = await queuedMessages(database().db, booked.id);
    expect(messages).toContain('email:refund');
    expect(messages).not.toContain('email:confirmation');
    expect(
      await database().db.select().from(outbox).where(like(outbox.key, 'payment:refund:%')),
    ).toHaveLength(1);
  });
});

describe('a move’s difference taken by a process that died before moving the booking', () => {
  it('moves the booking once the sweep finds the charge', async () => {
    // Paid in full at Rheinfelden, then moved to dearer Bern: the difference is charged.
    const booked = await book({
      locationSlug: 'basel_rheinfelden',
      timeSlotStart: at('11:00', '2027-03-08'),
    });
    await pay(await startPaying(booked), TEST_CARDS.success);
    const token = await manageTokenOf(database().db, booked.id);
    const bern = { locationSlug: 'bern', timeSlotStart: at('14:00') };
    const started = await post(movePayment, '/api/booking/move-payment', {
      token,
      locale: 'de-ch',
      ...bern,
    });
    expect(started.status).toBe(200);
    await chargeThenDie(started, minutes(1));
    const where = async () => {
      const [row] = await database()
        .db.select({ locationSlug: reservations.locationSlug })
        .from(reservations)
        .where(eq(reservations.id, booked.id));
      return row?.locationSlug;
    };
    expect(await where()).toBe('basel_rheinfelden');
    expect(await sweep(minutes(2))).toEqual({ expired: 0, recovered: 1 });
    expect(await where()).toBe('bern');
    expect(await sweep(minutes(3))).toEqual({ expired: 0, recovered: 0 });
    expect((await gatewayPayment(started.body.intentId))?.refundedAmount).toBe(0);
  });
});
