// Many simultaneous bookings for the same rooms: the database's exclusion constraint lets exactly as many through as there are rooms.
import { count, eq, isNull } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { reservations, roomHolds } from '@/server/db/schema';
import { POST } from '../../../apps/web/app/api/reservation/create/route';
import { type Answer, at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
const REQUESTS = 50;
const database = useTestDatabase(NOW);

function outcomes(answers: Answer[]) {
  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter(
    (answer) =>
      answer.status === 409 && answer.body.error === 'reserve-timeslot-error-already-booked',
  );
  return {
    created: created.length,
    refused: refused.length,
    other: answers.length - created.length - refused.length,
  };
}

async function activeHoldCount(): Promise<number> {
  const [row] = await database()
    .db.select({ n: count() })
    .from(roomHolds)
    .where(isNull(roomHolds.releasedAt));
  return row?.n ?? -1;
}

async function overlappingHoldsPerRoom(): Promise<number> {
  const holds = await database().db.select().from(roomHolds).where(isNull(roomHolds.releasedAt));
  let overlaps = 0;
  for (const a of holds) {
    for (const b of holds) {
      if (a.id < b.id && a.roomId === b.roomId && a.startsAt < b.endsAt && b.startsAt < a.endsAt)
        overlaps += 1;
    }
  }
  return overlaps;
}

describe('simultaneous creates', () => {
  it(`lets exactly three of ${REQUESTS} identical requests hold Zurich's three rooms`, async () => {
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () => post(POST, PATH, bookingPayload())),
    );
    expect(outcomes(answers)).toEqual({ created: 3, refused: REQUESTS - 3, other: 0 });
    expect(await activeHoldCount()).toBe(3);
    const [rows] = await database().db.select({ n: count() }).from(reservations);
    expect(rows?.n).toBe(3);
    expect(await overlappingHoldsPerRoom()).toBe(0);
  });

  it(`lets exactly three of ${REQUESTS} overlapping, not identical, requests through`, async () => {
    // Starts within the first hour of a 90-minute check-up: every two of them overlap.
    const starts = ['09:00', '09:15', '09:30', '09:45', '10:00'];
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        post(
          POST,
          PATH,
          bookingPayload({ timeSlotStart: at(starts[i % starts.length] ?? '09:00') }),
        ),
      ),
    );
    expect(outcomes(answers)).toEqual({ created: 3, refused: REQUESTS - 3, other: 0 });
    expect(await activeHoldCount()).toBe(3);
    expect(await overlappingHoldsPerRoom()).toBe(0);
  });

  it('lets one pair of many take both of Bern’s rooms, and no pair half of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(POST, PATH, bookingPayload({ locationSlug: 'bern', partner: PARTNER })),
      ),
    );
    expect(outcomes(answers)).toEqual({ created: 1, refused: 19, other: 0 });
    expect(await activeHoldCount()).toBe(2);
  });

  it('answers the same reservation to every retry of one paymentId, holding one room', async () => {
    const payload = bookingPayload();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(POST, PATH, payload)));
    const ids = new Set(answers.map((answer) => (answer.body.reservation as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(await activeHoldCount()).toBe(1);
  });

  it('gives one paymentId sent at once with different bodies to one of them only', async () => {
    const payload = bookingPayload();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => {
        const other = structuredClone(payload);
        other.reservationData.personalData.email = `racer.${n}@example.ch`;
        return post(POST, PATH, other);
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: 9 }, () => ({
        status: 422,
        body: { error: 'idempotency-key-reused' },
      })),
    );
    expect(await activeHoldCount()).toBe(1);
  });
});

describe('an expiring hold', () => {
  it('frees its room for the next booking, which expires the old reservation', async () => {
    const bern = { locationSlug: 'bern' };
    const first = await post(POST, PATH, bookingPayload(bern));
    setClock(new Date(NOW.getTime() + 10 * 60_000));
    await post(POST, PATH, bookingPayload(bern));
    expect((await post(POST, PATH, bookingPayload(bern))).status).toBe(409);

    setClock(new Date(NOW.getTime() + 29 * 60_000));
    expect((await post(POST, PATH, bookingPayload(bern))).status).toBe(409);

    setClock(new Date(NOW.getTime() + 31 * 60_000));
    const later = await post(POST, PATH, bookingPayload(bern));
    expect(later.status).toBe(201);
    const { id } = first.body.reservation as { id: string };
    const [expired] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(expired?.status).toBe('expired');
    // The second booking's hold runs until 40 minutes past: it keeps its room.
    expect(await activeHoldCount()).toBe(2);
  });

  it('is never taken twice by a retried paymentId, even after it expired', async () => {
    const payload = bookingPayload({ locationSlug: 'bern' });
    const first = await post(POST, PATH, payload);
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    const retry = await post(POST, PATH, payload);
    expect(retry.body).toEqual(first.body);
    const [holds] = await database().db.select({ n: count() }).from(roomHolds);
    expect(holds?.n).toBe(1);
  });
});
