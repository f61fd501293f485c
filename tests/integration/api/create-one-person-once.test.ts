// One person, one charge for one check-up: a reservation paid (or being paid) in another tab cannot be replaced, and one email cannot hold two bookings at one time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { reservations, testPayments } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { type Answer, at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerTokenFor } from '../../support/partner';
import { book, pay, startPaying, statusOf, TEST_CARDS } from '../../support/payments';

const CREATE = '/api/reservation/create';
const database = useTestDatabase(NOW);
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

function replacing(earlier: { id: string; email: string }, timeSlotStart = at('14:00')) {
  return post(
    create,
    CREATE,
    bookingPayload({
      email: earlier.email,
      timeSlotStart,
      replacesReservation: { id: earlier.id, email: earlier.email },
    }),
  );
}

async function bookingsOf(email: string) {
  return database()
    .db.select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .where(sql`${reservations.personalData}->>'email' = ${email}`);
}

/** What the customer's card was charged and kept: succeeded test payments less their refunds. */
async function chargesKept(reservationIds: string[]) {
  if (reservationIds.length === 0) return 0;
  const payments = await database()
    .db.select()
    .from(testPayments)
    .where(
      and(
        inArray(testPayments.reservationId, reservationIds),
        eq(testPayments.status, 'succeeded'),
      ),
    );
  return payments.filter((payment) => payment.refundedAmount < payment.amount).length;
}

describe('replacing a reservation paid in another tab', () => {
  it('is refused once it is paid: nothing new is booked, the paid one stands', async () => {
    const earlier = await book({ email: 'anna.paid@example.ch' });
    expect((await pay(await startPaying(earlier), TEST_CARDS.success)).body).toMatchObject({
      status: 'succeeded',
    });
    const refused = await replacing(earlier);
    expect(refused).toEqual({ status: 409, body: { error: 'reservation-already-being-paid' } });
    expect(await bookingsOf(earlier.email)).toEqual([{ id: earlier.id, status: 'confirmed' }]);
  });

  it('is refused while the payment went through at the provider but is not recorded yet', async () => {
    const earlier = await book({ email: 'anna.paying@example.ch' });
    const started = await startPaying(earlier);
    await database()
      .db.update(testPayments)
      .set({ status: 'succeeded' })
      .where(eq(testPayments.intentId, String(started.body.intentId)));
    const refused = await replacing(earlier);
    expect(refused).toEqual({ status: 409, body: { error: 'reservation-already-being-paid' } });
    expect(await statusOf(database().db, earlier.id)).toBe('pending');
    // The payment's own confirmation then books it, once.
    expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
    expect(await bookingsOf(earlier.email)).toEqual([{ id: earlier.id, status: 'confirmed' }]);
  });

  it('racing the other tab’s payment: one booking and one charge kept, in every trial', async () => {
    const trials = ['zurich_bellevue', 'bern'].flatMap((locationSlug) =>
      ['09', '12', '15'].map((hour) => ({ locationSlug, hour })),
    );
    for (const [trial, { locationSlug, hour }] of trials.entries()) {
      const email = `anna.race${trial}@example.ch`;
      const earlier = await book({ email, locationSlug, timeSlotStart: at(`${hour}:00`) });
      const started = await startPaying(earlier);
      const [replaced] = await Promise.all([
        post(
          create,
          CREATE,
          bookingPayload({
            email,
            locationSlug,
            timeSlotStart: at(`${hour}:30`),
            replacesReservation: { id: earlier.id, email },
          }),
        ),
        pay(started, TEST_CARDS.success),
      ]);
      // The tab that replaced goes on to pay its new reservation.
      if (replaced.status === 201) {
        const later = replaced.body.reservation as { id: string };
        await pay(await startPaying({ id: later.id, email }), TEST_CARDS.success);
      } else {
        expect(replaced.body).toEqual({ error: 'reservation-already-being-paid' });
      }
      const bookings = await bookingsOf(email);
      expect(bookings.filter((row) => row.status === 'confirmed')).toHaveLength(1);
      expect(await chargesKept(bookings.map((row) => row.id))).toBe(1);
    }
  });
});

describe('a second booking of one email at an overlapping time', () => {
  const refusal = { status: 409, body: { error: 'reservation-overlaps-own-booking' } };

  it('is refused while the first is held or paid; another time, or after the hold ran out, is not', async () => {
    const email = 'anna.twice@example.ch';
    await book({ email, timeSlotStart: at('10:00') });
    // A 90-minute check-up at 10:00 overlaps one at 11:00, not one at 12:00.
    expect(
      await post(create, CREATE, bookingPayload({ email, timeSlotStart: at('11:00') })),
    ).toEqual(refusal);
    const other = await post(create, CREATE, bookingPayload({ email, timeSlotStart: at('12:00') }));
    expect(other.status).toBe(201);
    const otherId = (other.body.reservation as { id: string }).id;
    await pay(await startPaying({ id: otherId, email }), TEST_CARDS.success);
    expect(
      await post(
        create,
        CREATE,
        bookingPayload({ email: ` ${email.toUpperCase()}`, timeSlotStart: at('12:00') }),
      ),
    ).toEqual(refusal);
    setClock(minutes(31));
    const afterHold = await post(
      create,
      CREATE,
      bookingPayload({ email, timeSlotStart: at('10:00') }),
    );
    expect(afterHold.status).toBe(201);
  });

  it('lets the partner of a pair complete the pair’s details', async () => {
    const pair = await book({
      partner: PARTNER,
      servicesPartner: ['dxa'],
      timeSlotStart: at('10:00'),
    });
    await pay(await startPaying(pair), TEST_CARDS.success);
    const partnerToken = await partnerTokenFor(database().db, pair.id);
    const completing = bookingPayload({ email: PARTNER.email, partnerToken });
    expect((await post(create, CREATE, completing)).status).toBe(200);
  });

  it('lets exactly one of ten simultaneous creates with one email and one time through', async () => {
    const email = 'anna.tabs@example.ch';
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 10 }, () => post(create, CREATE, bookingPayload({ email }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const others = answers.filter((answer) => answer.status !== 201);
    expect(others.map((answer) => answer.body.error)).toEqual(
      Array(9).fill('reservation-overlaps-own-booking'),
    );
    expect(await bookingsOf(email)).toHaveLength(1);
  });
});
