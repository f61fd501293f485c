// A booking managed from its link (issue 20): opened by the token alone, cancelled once however often it is pressed, refunded by the policy through the provider, rooms freed at once.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { manageTokens, outbox, reservations, roomHolds, testPayments } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as calendar } from '../../../apps/web/app/api/booking/calendar/route';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as link } from '../../../apps/web/app/api/booking/link/route';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { at, get, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  outboxPayload,
  pay,
  queuedMessages,
  refundCommands as queuedRefunds,
  startPaying,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
/** Bern has two rooms; the appointment starts 2027-03-04 11:00 Zurich time (10:00 UTC). */
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
const START = new Date(at('11:00'));
const hoursBeforeStart = (hours: number, extraMs = 0) =>
  new Date(START.getTime() - hours * 3_600_000 + extraMs);

/** Books and pays at Bern with the test card, and answers the manage token the confirmation email carries. */
async function paidBooking(where: { locationSlug: string; timeSlotStart: string } = BERN) {
  const booked = await book(where);
  const started = await startPaying(booked);
  expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
  const payload = await outboxPayload(database().db, `email:confirmation:${booked.id}`);
  const manage = String((payload as { links?: { manage?: string } } | undefined)?.links?.manage);
  const token = new URL(manage).hash.replace(/^#t=/, '');
  return { ...booked, intentId: String(started.body.intentId), token, manage };
}

async function refundedAtGateway(intentId: string) {
  const [row] = await database()
    .db.select({ refundedAmount: testPayments.refundedAmount })
    .from(testPayments)
    .where(eq(testPayments.intentId, intentId));
  return row?.refundedAmount;
}

const refundCommands = () => queuedRefunds(database().db);

async function reservation(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

const roomFree = async (timeSlotStart = BERN.timeSlotStart) =>
  (
    await get(occupation, '/api/timeslots/check-time-slot-occupation', {
      location: 'bern',
      checkup: 'whole_body_scan_with_blood_test',
      timeSlotStart,
    })
  ).body;

async function activeHoldsOf(id: string) {
  const rows = await database().db.select().from(roomHolds).where(eq(roomHolds.reservationId, id));
  return rows.filter((row) => row.releasedAt === null);
}

const calendarOf = async (token: string) =>
  (
    await calendar(
      new Request('http://localhost/api/booking/calendar', {
        method: 'POST',
        body: JSON.stringify({ token }),
      }),
    )
  ).text();

describe('the manage link', () => {
  it('comes with the confirmation as a fragment of the manage page, and only its hash is stored', async () => {
    const booking = await paidBooking();
    expect(booking.manage).toMatch(/^http:\/\/localhost:\d+\/de-ch\/booking#t=[A-Za-z0-9_-]{43}$/);
    const stored = await database().db.select().from(manageTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(booking.token);
    // Valid until a day after the appointment ends.
    expect(stored[0]?.expiresAt.getTime()).toBeGreaterThan(START.getTime());
    const [reminder] = await database()
      .db.select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.key, `email:reminder:${booking.id}`));
    expect(reminder?.payload).toMatchObject({ links: { manage: booking.manage } });
  });

  it('opens the booking: appointment, clinic, what was paid, and what cancelling now gives back', async () => {
    const booking = await paidBooking();
    const opened = await post(open, '/api/booking/open', { token: booking.token, locale: 'en-ch' });
    expect(opened.status).toBe(200);
    expect(opened.body.booking).toMatchObject({
      name: booking.name,
      status: 'booked',
      start: BERN.timeSlotStart,
      currency: 'CHF',
      paidAmount: 249000,
      refundedAmount: null,
      amounts: { paid: 249000, refunded: 0, net: 249000 },
      location: { title: expect.stringContaining('Bern') },
      cancellation: { kind: 'allowed', refundPercent: 100, refundAmount: 249000 },
    });
  });

  it('refuses a missing, malformed, unknown or expired token alike, with the catalogue id', async () => {
    const booking = await paidBooking();
    for (const body of [{}, { token: 'short' }, { token: 'A'.repeat(43) }, { token: 42 }]) {
      expect(await post(open, '/api/booking/open', body)).toEqual({
        status: 404,
        body: { error: 'manage-link-invalid' },
      });
    }
    expect((await post(cancel, '/api/booking/cancel', 'not json')).status).toBe(400);
    // A good link with a malformed time or clinic is a bad request naming the field, not a bad link.
    for (const wrong of [
      { locationSlug: { slug: 'bern' } },
      { locationSlug: 'x'.repeat(5000) },
      { timeSlotStart: ['2027-03-04T10:00:00Z'] },
    ]) {
      const answer = await post(reschedule, '/api/booking/reschedule', {
        token: booking.token,
        ...wrong,
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: 'validation-failed', fields: Object.keys(wrong) },
      });
    }
    setClock(new Date(START.getTime() + 3 * 24 * 3_600_000));
    expect(await post(open, '/api/booking/open', { token: booking.token })).toEqual({
      status: 404,
      body: { error: 'manage-link-invalid' },
    });
  });

  it('is looked up within the client’s lookup limit: guesses from one address are cut off, others go on', async () => {
    const booking = await paidBooking();
    const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    for (let n = 0; n < 30; n += 1) {
      const guess = await post(
        open,
        '/api/booking/open',
        { token: `${n}`.padStart(43, 'g') },
        client(60),
      );
      expect(guess.status).toBe(404);
    }
    expect(await post(open, '/api/booking/open', { token: booking.token }, client(60))).toEqual({
      status: 429,
      body: { error: 'too-many-requests' },
    });
    expect(await post(cancel, '/api/booking/cancel', { token: booking.token }, client(60))).toEqual(
      {
        status: 429,
        body: { error: 'too-many-requests' },
      },
    );
    expect(
      (await post(open, '/api/booking/open', { token: booking.token }, client(61))).status,
    ).toBe(200);
  });

  it('is given to the success page for the booking’s email, as a new link that leaves the email’s working', async () => {
    const booking = await paidBooking();
    const wrong = await post(link, '/api/booking/link', {
      reservationId: booking.id,
      email: 'someone.else@example.com',
    });
    expect(wrong).toEqual({ status: 404, body: { error: 'not-found' } });
    const given = await post(link, '/api/booking/link', {
      reservationId: booking.id,
      email: booking.email,
    });
    expect(given.status).toBe(200);
    const token = new URL(String(given.body.url)).hash.replace(/^#t=/, '');
    expect(token).not.toBe(booking.token);
    for (const each of [token, booking.token]) {
      expect((await post(open, '/api/booking/open', { token: each })).status).toBe(200);
    }
  });
});

describe('cancelling from the link', () => {
  it('pressed twice at once (two tabs): cancelled once, one refund through the gateway, the room free at once', async () => {
    const booking = await paidBooking();
    // Another customer holds Bern's second room at the same time: the time is full.
    await book({ ...BERN, email: 'other.customer@example.com' });
    expect(await roomFree()).toEqual({ available: false });
    const answers = await Promise.all([
      post(cancel, '/api/booking/cancel', { token: booking.token }),
      post(cancel, '/api/booking/cancel', { token: booking.token }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.booking).toMatchObject({
        status: 'cancelled',
        refundedAmount: 249000,
        // Read as the customer expects: what was paid, what came back, and nothing kept.
        amounts: { paid: 249000, refunded: 249000, net: 0 },
      });
    }
    expect(await reservation(booking.id)).toMatchObject({
      status: 'cancelled',
      refundedAmount: 249000,
      cancelledAt: NOW,
    });
    expect(await roomFree()).toEqual({ available: true });
    expect(await refundCommands()).toHaveLength(1);
    await runOutbox({ topics: ['payment'] });
    expect(await refundedAtGateway(booking.intentId)).toBe(249000);
    expect((await reservation(booking.id))?.refundedAt).toEqual(NOW);
    expect(await queuedMessages(database().db, booking.id)).toContain('email:cancellation');

    // A third press later, from another device, changes nothing.
    const again = await post(cancel, '/api/booking/cancel', { token: booking.token });
    expect(again.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 249000 });
    await runOutbox({ topics: ['payment'] });
    expect(await refundedAtGateway(booking.intentId)).toBe(249000);
    expect(await refundCommands()).toHaveLength(1);
  });

  it('stays cancelled when the payment’s success is reported again after it (the return page, a late webhook)', async () => {
    const booking = await paidBooking();
    await book({ ...BERN, email: 'other.customer@example.com' });
    await post(cancel, '/api/booking/cancel', { token: booking.token });
    expect(await roomFree()).toEqual({ available: true });
    const returned = await post(confirm, '/api/payment/confirm', {
      paymentIntent: booking.intentId,
    });
    expect(returned.body).toMatchObject({ status: 'cancelled' });
    expect(await reservation(booking.id)).toMatchObject({
      status: 'cancelled',
      refundedAmount: 249000,
    });
    expect(await refundCommands()).toHaveLength(1);
    expect(await roomFree()).toEqual({ available: true });
  });

  it('follows the policy at each boundary: all until 48 hours before, half until 24, nothing after', async () => {
    const cases: Array<[Date, number]> = [
      [hoursBeforeStart(48), 249000],
      [hoursBeforeStart(48, 1), 124500],
      [hoursBeforeStart(24), 124500],
      [hoursBeforeStart(24, 1), 0],
    ];
    for (const [when, refunded] of cases) {
      setClock(NOW);
      const booking = await paidBooking();
      setClock(when);
      const quoted = await post(open, '/api/booking/open', { token: booking.token });
      expect(quoted.body.booking).toMatchObject({ cancellation: { refundAmount: refunded } });
      const answer = await post(cancel, '/api/booking/cancel', { token: booking.token });
      expect(answer.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: refunded });
      await runOutbox({ topics: ['payment'] });
      expect(await refundedAtGateway(booking.intentId)).toBe(refunded);
    }
    // Nothing refunded: no refund asked of the provider at all.
    expect(await refundCommands()).toHaveLength(3);
  });

  it('is refused once the appointment has begun, and leaves the booking as it was', async () => {
    const booking = await paidBooking();
    setClock(START);
    const opened = await post(open, '/api/booking/open', { token: booking.token });
    expect(opened.body.booking).toMatchObject({ status: 'booked', cancellation: null });
    expect(await post(cancel, '/api/booking/cancel', { token: booking.token })).toEqual({
      status: 409,
      body: { error: 'booking-not-cancellable' },
    });
    expect(await reservation(booking.id)).toMatchObject({
      status: 'confirmed',
      refundedAmount: null,
    });
    expect(await refundCommands()).toHaveLength(0);
  });

  it('gives the calendar file that removes the event: same UID, higher SEQUENCE, METHOD:CANCEL', async () => {
    const booking = await paidBooking();
    const before = await calendar(
      new Request('http://localhost/api/booking/calendar', {
        method: 'POST',
        body: JSON.stringify({ token: booking.token }),
      }),
    );
    const published = await before.text();
    expect(published).toContain('METHOD:PUBLISH');
    await post(cancel, '/api/booking/cancel', { token: booking.token });
    const after = await calendar(
      new Request('http://localhost/api/booking/calendar', {
        method: 'POST',
        body: JSON.stringify({ token: booking.token }),
      }),
    );
    expect(after.headers.get('content-type')).toContain('method=CANCEL');
    const cancelled = await after.text();
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:1');
    const uid = (text: string) => /UID:(.*)/.exec(text)?.[1];
    expect(uid(cancelled)).toBe(uid(published));
    expect(uid(cancelled)).toContain(booking.name);
  });
});

describe('changing the time from the link', () => {
  const LATER = at('14:00');

  it('moves the rooms to a free time in one step: the old time is free, the new one taken, same price, new confirmation', async () => {
    const booking = await paidBooking();
    await book({ ...BERN, email: 'other.customer@example.com' });
    expect(await roomFree()).toEqual({ available: false });
    const opened = await post(open, '/api/booking/open', { token: booking.token });
    expect(opened.body.booking).toMatchObject({
      reschedule: { slotsQuery: expect.stringContaining('location=bern') },
    });
    const moved = await post(reschedule, '/api/booking/reschedule', {
      token: booking.token,
      timeSlotStart: LATER,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      status: 'booked',
      start: LATER,
      paidAmount: 249000,
    });
    expect(await roomFree()).toEqual({ available: true });
    const holds = await activeHoldsOf(booking.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]?.startsAt).toEqual(new Date(LATER));
    expect(await reservation(booking.id)).toMatchObject({
      status: 'confirmed',
      totalAmount: 249000,
      calendarSequence: 1,
    });
    const keys = (await database().db.select({ key: outbox.key }).from(outbox)).map(
      (row) => row.key,
    );
    expect(keys).toContain(`email:reschedule:${booking.id}:1`);
    expect(await outboxPayload(database().db, `email:reschedule:${booking.id}:1`)).toMatchObject({
      priceChange: { kind: 'same', amount: 0 },
    });
    // The reminder planned for the old time is gone; one for the new time takes its place.
    expect(keys).not.toContain(`email:reminder:${booking.id}`);
    expect(keys).toContain(`email:reminder:${booking.id}:1`);
    // Calendars move the entry: the same UID, a higher SEQUENCE; a later cancellation outranks it.
    const published = await calendarOf(booking.token);
    expect(published).toContain('METHOD:PUBLISH');
    expect(published).toContain('SEQUENCE:1');
    expect(published).toContain(`UID:${booking.name}@nova`);
    await post(cancel, '/api/booking/cancel', { token: booking.token });
    expect(await calendarOf(booking.token)).toContain('SEQUENCE:2');
  });

  it('refuses a time others hold and changes nothing', async () => {
    const booking = await paidBooking();
    await book({ ...BERN, timeSlotStart: LATER, email: 'first.other@example.com' });
    await book({ ...BERN, timeSlotStart: LATER, email: 'second.other@example.com' });
    expect(
      await post(reschedule, '/api/booking/reschedule', {
        token: booking.token,
        timeSlotStart: LATER,
      }),
    ).toEqual({ status: 409, body: { error: 'reserve-timeslot-error-already-booked' } });
    const holds = await activeHoldsOf(booking.id);
    expect(holds.map((hold) => hold.startsAt)).toEqual([START]);
    expect(await reservation(booking.id)).toMatchObject({ startsAt: START, calendarSequence: 0 });
    for (const body of [
      { token: booking.token },
      { token: booking.token, timeSlotStart: 'tomorrow' },
      { token: booking.token, timeSlotStart: at('11:07') },
    ]) {
      const answer = await post(reschedule, '/api/booking/reschedule', body);
      expect(answer).toMatchObject({ status: 400, body: { error: 'timeslot-invalid' } });
    }
  });

  it('two customers moving to the last free room at once: one gets it, the other keeps their time', async () => {
    const first = await paidBooking();
    const second = await paidBooking();
    await book({ ...BERN, timeSlotStart: LATER, email: 'holder@example.com' });
    const answers = await Promise.all(
      [first, second].map((booking) =>
        post(reschedule, '/api/booking/reschedule', {
          token: booking.token,
          timeSlotStart: LATER,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const starts = await Promise.all(
      [first, second].map(async (booking) => (await reservation(booking.id))?.startsAt),
    );
    expect(starts.filter((start) => start?.getTime() === new Date(LATER).getTime())).toHaveLength(
      1,
    );
    expect(starts.filter((start) => start?.getTime() === START.getTime())).toHaveLength(1);
    for (const booking of [first, second]) expect(await activeHoldsOf(booking.id)).toHaveLength(1);
    expect(await roomFree(LATER)).toEqual({ available: false });
  });

  it('is open until exactly the cut-off, 24 hours before the start', async () => {
    const booking = await paidBooking();
    // A week later: past the lead time counted from the day before the appointment.
    const NEXT_WEEK = at('11:00', '2027-03-11');
    setClock(hoursBeforeStart(24, 1));
    expect(
      await post(reschedule, '/api/booking/reschedule', {
        token: booking.token,
        timeSlotStart: NEXT_WEEK,
      }),
    ).toEqual({
      status: 409,
      body: { error: 'booking-not-reschedulable' },
    });
    setClock(hoursBeforeStart(24));
    const moved = await post(reschedule, '/api/booking/reschedule', {
      token: booking.token,
      timeSlotStart: NEXT_WEEK,
    });
    expect(moved.status).toBe(200);
  });

  it('raced against a cancel from another tab: ends cancelled with every room free and one refund', async () => {
    const booking = await paidBooking();
    await Promise.all([
      post(reschedule, '/api/booking/reschedule', { token: booking.token, timeSlotStart: LATER }),
      post(cancel, '/api/booking/cancel', { token: booking.token }),
    ]);
    expect(await reservation(booking.id)).toMatchObject({
      status: 'cancelled',
      refundedAmount: 249000,
    });
    expect(await activeHoldsOf(booking.id)).toEqual([]);
    expect(await refundCommands()).toHaveLength(1);
  });
});

/** The clinics the manage page offers for a move. */
const clinicsOf = (body: unknown) =>
  (body as { booking: { reschedule: { clinics: { slug: string }[] } } }).booking.reschedule.clinics;

describe('moving to another clinic from the link', () => {
  /** Rheinfelden's lead time is five days: the Monday after. */
  const RHEINFELDEN = {
    locationSlug: 'basel_rheinfelden',
    timeSlotStart: at('11:00', '2027-03-08'),
  };

  it('takes rooms at a cheaper clinic of the market, frees the old ones, and refunds the difference once', async () => {
    const booking = await paidBooking();
    const opened = await post(open, '/api/booking/open', { token: booking.token });
    const clinics = clinicsOf(opened.body);
    expect(clinics[0]).toMatchObject({ slug: 'bern', current: true, settlement: { kind: 'same' } });
    expect(clinics).toContainEqual(
      expect.objectContaining({
        slug: 'basel_rheinfelden',
        settlement: { kind: 'refund', amount: 25000 },
      }),
    );
    // Only clinics of the booking's market.
    expect(clinics.map((clinic) => clinic.slug)).not.toContain('munich');
    const body = { token: booking.token, ...RHEINFELDEN };
    const moved = await post(reschedule, '/api/booking/reschedule', body);
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      location: { title: 'Basel Rheinfelden' },
      totalAmount: 224000,
      paidAmount: 224000,
      refundedAmount: 25000,
    });
    expect(await roomFree()).toEqual({ available: true });
    const holds = await activeHoldsOf(booking.id);
    expect(holds).toHaveLength(1);
    // The room is held at the new clinic, where its exclusion constraint applies.
    expect(holds[0]?.locationSlug).toBe('basel_rheinfelden');
    expect(await reservation(booking.id)).toMatchObject({
      locationSlug: 'basel_rheinfelden',
      totalAmount: 224000,
      discountAmount: 25000,
      refundedAmount: 25000,
      calendarSequence: 1,
    });
    // The new confirmation says what is given back.
    expect(await outboxPayload(database().db, `email:reschedule:${booking.id}:1`)).toMatchObject({
      priceChange: { kind: 'refunded', amount: 25000 },
    });
    expect(await refundedAtGateway(booking.intentId)).toBe(25000);
    // Pressed again from another tab: already there, nothing more refunded.
    expect((await post(reschedule, '/api/booking/reschedule', body)).status).toBe(200);
    await runOutbox({ topics: ['payment'] });
    expect(await refundCommands()).toHaveLength(1);
    expect(await refundedAtGateway(booking.intentId)).toBe(25000);
    // Cancelled in the full-refund window: what is left of the payment comes back, no more.
    const cancelled = await post(cancel, '/api/booking/cancel', { token: booking.token });
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 249000 });
    expect(await refundedAtGateway(booking.intentId)).toBe(249000);
  });

  it('refuses a move that needs the difference paid first, and clinics that cannot take the booking; nothing changes', async () => {
    const booking = await paidBooking(RHEINFELDEN);
    const before = await reservation(booking.id);
    expect(before?.totalAmount).toBe(224000);
    const opened = await post(open, '/api/booking/open', { token: booking.token });
    expect(clinicsOf(opened.body)).toContainEqual(
      expect.objectContaining({
        slug: 'bern',
        settlement: { kind: 'charge', amount: 25000 },
      }),
    );
    expect(
      await post(reschedule, '/api/booking/reschedule', { token: booking.token, ...BERN }),
    ).toEqual({ status: 409, body: { error: 'booking-move-needs-payment' } });
    for (const locationSlug of ['munich', 'nowhere']) {
      const answer = await post(reschedule, '/api/booking/reschedule', {
        token: booking.token,
        timeSlotStart: at('14:00', '2027-03-08'),
        locationSlug,
      });
      expect(answer).toMatchObject({ status: 400, body: { error: 'location-not-found' } });
    }
    expect(await reservation(booking.id)).toEqual(before);
    expect(await activeHoldsOf(booking.id)).toHaveLength(1);
    expect(await refundCommands()).toHaveLength(0);
  });
});
