// Reserving again after changing the booking: the new reservation takes the place of the customer's earlier unpaid one, in one transaction.
import { and, eq, isNull } from 'drizzle-orm';
import { reservations, roomHolds } from '@/server/db/schema';
import { POST } from '../../../apps/web/app/api/reservation/create/route';
import { at, bookingPayload, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
const database = useTestDatabase(NOW);
const ANNA = 'anna.replace@example.ch';

async function reserve(options: Parameters<typeof bookingPayload>[0]) {
  const answer = await post(POST, PATH, bookingPayload(options));
  const reservation = answer.body.reservation as { id: string } | undefined;
  return { status: answer.status, body: answer.body, id: reservation?.id ?? '' };
}

async function statusOf(id: string) {
  const [row] = await database()
    .db.select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.status;
}

async function activeRooms(id: string) {
  const holds = await database()
    .db.select({ roomId: roomHolds.roomId })
    .from(roomHolds)
    .where(and(eq(roomHolds.reservationId, id), isNull(roomHolds.releasedAt)));
  return holds.map((hold) => hold.roomId);
}

describe('a reservation that replaces the customer’s earlier one', () => {
  it('cancels the earlier one and can take the very room it held', async () => {
    // Bern has two rooms: Anna holds one, another customer the other.
    const earlier = await reserve({ locationSlug: 'bern', email: ANNA });
    await reserve({ locationSlug: 'bern' });
    expect(await reserve({ locationSlug: 'bern', services: ['dxa'] })).toMatchObject({
      status: 409,
    });
    const changed = await reserve({
      locationSlug: 'bern',
      services: ['dxa'],
      email: ANNA,
      replacesReservation: { id: earlier.id, email: ANNA },
    });
    expect(changed.status).toBe(201);
    expect(await statusOf(earlier.id)).toBe('cancelled');
    expect(await activeRooms(earlier.id)).toEqual([]);
    expect(await activeRooms(changed.id)).toHaveLength(1);
  });

  it('leaves the earlier one holding its room when the new one cannot be made', async () => {
    const earlier = await reserve({ locationSlug: 'zurich_bellevue', email: ANNA });
    await reserve({ locationSlug: 'bern' });
    await reserve({ locationSlug: 'bern' });
    const refused = await reserve({
      locationSlug: 'bern',
      email: ANNA,
      replacesReservation: { id: earlier.id, email: ANNA },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect(await statusOf(earlier.id)).toBe('pending');
    expect(await activeRooms(earlier.id)).toHaveLength(1);
  });

  it('corrects the email: the earlier one is named with the email it was made with', async () => {
    const earlier = await reserve({ email: ANNA });
    const corrected = await reserve({
      email: 'anna.corrected@example.ch',
      replacesReservation: { id: earlier.id, email: ` ${ANNA.toUpperCase()} ` },
    });
    expect(corrected.status).toBe(201);
    expect(await statusOf(earlier.id)).toBe('cancelled');
  });

  it('does not cancel another customer’s reservation, a paid one, or an id that is none', async () => {
    const others = await reserve({ email: 'someone.else@example.ch' });
    const paid = await reserve({ email: ANNA });
    await database()
      .db.update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, paid.id));
    const attempts = [
      { id: others.id, email: ANNA },
      { id: 'not-a-reservation', email: ANNA },
    ];
    for (const [index, replaces] of attempts.entries()) {
      const made = await reserve({
        // Not ANNA's own: one email may have only two reservations waiting for payment at once.
        email: `anna.attempt${index}@example.ch`,
        timeSlotStart: at(`1${index + 1}:00`),
        replacesReservation: replaces,
      });
      expect(made.status).toBe(201);
    }
    // Replacing a paid one would book twice: refused, and nothing is made (issue 36).
    const replacingPaid = await reserve({
      email: 'anna.attempt9@example.ch',
      timeSlotStart: at('15:00'),
      replacesReservation: { id: paid.id, email: ANNA },
    });
    expect(replacingPaid).toMatchObject({
      status: 409,
      body: { error: 'reservation-already-being-paid' },
    });
    expect(await statusOf(others.id)).toBe('pending');
    expect(await statusOf(paid.id)).toBe('confirmed');
    expect(await activeRooms(others.id)).toHaveLength(1);
  });

  it('refuses a malformed replacement with the fields named', async () => {
    const payload = bookingPayload();
    const malformed = {
      ...payload,
      reservationData: { ...payload.reservationData, replacesReservation: { id: 'a b' } },
    };
    const answer = await post(POST, PATH, malformed);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation-failed' });
    expect(JSON.stringify(answer.body)).toContain('replacesReservation');
    expect(await database().db.select().from(reservations)).toEqual([]);
  });
});
