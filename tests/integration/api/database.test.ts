// What the database itself refuses: overlapping active holds (exclusion constraint), redemptions past a code's limit, a message queued twice.
import { randomUUID } from 'node:crypto';
import { isDatabaseError, SQLSTATE } from '@/server/db/errors';
import { outbox, roomHolds } from '@/server/db/schema';
import {
  countRedemptions,
  releaseDiscount,
  reserveDiscount,
} from '@/server/reservations/discounts';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const database = useTestDatabase(NOW);

async function reservationIds(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = `2027-03-04T${String(7 + i).padStart(2, '0')}:00:00+01:00`;
    const { body } = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ timeSlotStart: start }),
    );
    ids.push((body.reservation as { id: string }).id);
  }
  return ids;
}

function hold(reservationId: string, roomId: string, from: string, to: string, person = 0) {
  return {
    id: randomUUID(),
    reservationId,
    person,
    locationSlug: 'zurich_bellevue',
    roomId,
    startsAt: new Date(from),
    endsAt: new Date(to),
  };
}

describe('the room hold exclusion constraint', () => {
  it('refuses an overlapping hold on the same room, whoever inserts it', async () => {
    const [a, b] = await reservationIds(2);
    if (a === undefined || b === undefined) throw new Error('two reservations expected');
    await database().db.delete(roomHolds);
    await database()
      .db.insert(roomHolds)
      .values(hold(a, 'r1', '2027-03-05T09:00:00Z', '2027-03-05T10:00:00Z'));
    const refusal = await database()
      .db.insert(roomHolds)
      .values(hold(b, 'r1', '2027-03-05T09:59:00Z', '2027-03-05T11:00:00Z'))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseError(refusal, SQLSTATE.exclusionViolation, 'room_holds_no_overlap')).toBe(
      true,
    );
    // Touching intervals, another room, or a released hold do not conflict.
    await database()
      .db.insert(roomHolds)
      .values([
        hold(b, 'r1', '2027-03-05T10:00:00Z', '2027-03-05T11:00:00Z'),
        hold(b, 'r2', '2027-03-05T09:00:00Z', '2027-03-05T10:00:00Z', 1),
      ]);
    await database()
      .db.insert(roomHolds)
      .values({
        ...hold(a, 'r1', '2027-03-05T09:30:00Z', '2027-03-05T10:30:00Z', 1),
        releasedAt: NOW,
      });
  });
});

describe('holding a discount code redemption', () => {
  const reserve = (code: string, reservationId: string, maxRedemptions: number | null) =>
    reserveDiscount({ code, reservationId, maxRedemptions, now: NOW, db: database().db });

  it('counts each reservation once', async () => {
    const [id] = await reservationIds(1);
    if (id === undefined) throw new Error('a reservation expected');
    expect(await reserve('nova10', id, 5)).toBe('reserved');
    expect(await reserve('NOVA10', id, 5)).toBe('already-reserved');
    expect(await countRedemptions({ code: 'Nova10', now: NOW })).toBe(1);
  });

  it('lets exactly the limit through when many reserve at once', async () => {
    const ids = await reservationIds(8);
    const outcomes = await Promise.allSettled(
      ids.map((reservationId) => reserve('WELCOME200', reservationId, 3)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const outcome of refused) {
      expect(outcome.status === 'rejected' && (outcome.reason as Error).message).toBe(
        'discount-code-used-up',
      );
    }
    expect(await countRedemptions({ code: 'WELCOME200', now: NOW })).toBe(3);
  });

  it('gives a released redemption to the next booking, and takes it back only while there is room', async () => {
    const [first, second] = await reservationIds(2);
    if (first === undefined || second === undefined) throw new Error('two expected');
    await reserve('ONCE', first, 1);
    await expect(reserve('ONCE', second, 1)).rejects.toThrow('discount-code-used-up');
    await releaseDiscount({ db: database().db, reservationId: first, now: NOW });
    expect(await countRedemptions({ code: 'ONCE', now: NOW })).toBe(0);
    expect(await reserve('ONCE', second, 1)).toBe('reserved');
    await expect(reserve('ONCE', first, 1)).rejects.toThrow('discount-code-used-up');
    expect(await countRedemptions({ code: 'ONCE', now: NOW })).toBe(1);
  });

  it('refuses once content lowers the limit below what is held', async () => {
    const ids = await reservationIds(3);
    const [first, second, third] = ids;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('three expected');
    await reserve('X', first, null);
    await reserve('X', second, null);
    await expect(reserve('X', third, 2)).rejects.toThrow('discount-code-used-up');
    expect(await countRedemptions({ code: 'X', now: NOW })).toBe(2);
  });
});

describe('the outbox', () => {
  it('queues a message once however often its cause is reported', async () => {
    const message = () => ({
      id: randomUUID(),
      topic: 'email',
      key: 'email:confirmation:some-reservation',
      payload: { kind: 'confirmation' },
      createdAt: NOW,
      availableAt: NOW,
    });
    await database().db.insert(outbox).values(message()).onConflictDoNothing();
    await database().db.insert(outbox).values(message()).onConflictDoNothing();
    expect(await database().db.select().from(outbox)).toHaveLength(1);
  });
});
