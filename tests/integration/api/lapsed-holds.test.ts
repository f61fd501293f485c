// Abandoned payments give back what they held: a discount code's redemptions are free the moment their holds lapse (no sweep needed), the running server's timer sweeps lapsed holds by itself, and several sweeps at once expire each lapsed hold exactly once.

import { and, count, eq, isNull } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import {
  discountCodeUsage,
  discountRedemptions,
  outbox,
  reservations,
  roomHolds,
} from '@/server/db/schema';
import { startDeliveryTimer, sweepAndDeliver } from '@/server/outbox/timer';
import { expireHolds } from '@/server/reservations/expire';
import { at, NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  pay,
  startPaying,
  statusOf,
  summaryPriceWith,
  TEST_CARDS,
} from '../../support/payments';
import { publishEdits, unpublishEdits } from '../../support/published-seed';

const LIMIT = 3;
const database = useTestDatabase(NOW);
/** The seed as an editor publishes it with NOVA10 limited to three uses. */
beforeAll(() =>
  publishEdits((document) =>
    document._id === 'discountCode.NOVA10' ? { ...document, maxRedemptions: LIMIT } : document,
  ),
);
afterAll(unpublishEdits);

/** Past every hold taken at NOW, a payment start's extension included. */
const LATER = new Date(NOW.getTime() + 61 * 60_000);
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];

const summaryPrice = () => summaryPriceWith('NOVA10');

/** `n` customers book with the code, start paying (the redemption is held) and walk away. */
async function abandonedPayments(n: number) {
  const abandoned = [];
  for (const time of TIMES.slice(0, n)) {
    const booking = await book({ discountCode: 'NOVA10', timeSlotStart: at(time) });
    expect((await startPaying(booking)).status).toBe(200);
    abandoned.push(booking);
  }
  return abandoned;
}

async function heldRedemptions(): Promise<number> {
  const [row] = await database()
    .db.select({ n: count() })
    .from(discountRedemptions)
    .where(isNull(discountRedemptions.releasedAt));
  return row?.n ?? -1;
}

async function cancellationsQueued(): Promise<string[]> {
  const rows = await database().db.select({ key: outbox.key }).from(outbox);
  return rows.map((row) => row.key).filter((key) => key.startsWith('payment:cancel:'));
}

async function heldRooms(id: string): Promise<number> {
  const rows = await database()
    .db.select({ id: roomHolds.id })
    .from(roomHolds)
    .where(and(eq(roomHolds.reservationId, id), isNull(roomHolds.releasedAt)));
  return rows.length;
}

describe('a discount code whose redemptions abandoned payments held', () => {
  it('is used up while their holds last, and free for the next customer once they lapse, with no sweep', async () => {
    const abandoned = await abandonedPayments(LIMIT);
    expect(await summaryPrice()).toEqual({ status: 409, body: { error: 'discount-code-used-up' } });

    setClock(LATER);
    // Nothing swept: the reservations still say they wait for payment.
    expect(await statusOf(database().db, abandoned[0]?.id ?? '')).toBe('pending');
    expect((await summaryPrice()).status).toBe(200);
    const next = await book({ discountCode: 'NOVA10', timeSlotStart: at('13:00') });
    const started = await startPaying(next);
    expect(started).toMatchObject({ status: 200, body: { amount: 224100 } });
    expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
    expect(await statusOf(database().db, next.id)).toBe('confirmed');

    // The abandoned ones were expired on the way, once each: rooms free, payments cancelled.
    for (const { id } of abandoned) {
      expect(await statusOf(database().db, id)).toBe('expired');
      expect(await heldRooms(id)).toBe(0);
    }
    expect(await cancellationsQueued()).toHaveLength(LIMIT);
    expect(await heldRedemptions()).toBe(1);
    // A sweep afterwards finds nothing left to do.
    expect(await expireHolds({ now: LATER })).toEqual({ expired: 0, recovered: 0 });
  });

  it('lets every customer after them have it, up to the limit again', async () => {
    await abandonedPayments(LIMIT);
    setClock(LATER);
    for (const time of ['13:00', '13:30', '14:00']) {
      const booking = await book({ discountCode: 'NOVA10', timeSlotStart: at(time) });
      expect((await startPaying(booking)).status).toBe(200);
    }
    // Those three hold their redemptions within their holds: the code is used up again.
    await expect(book({ discountCode: 'NOVA10', timeSlotStart: at('14:30') })).rejects.toThrow(
      'discount-code-used-up',
    );
    expect(await heldRedemptions()).toBe(LIMIT);
  });
});

describe("the running server's timer", () => {
  it('sweeps lapsed holds by itself: their reservations expire, their rooms and redemptions are freed', async () => {
    const abandoned = await abandonedPayments(2);
    // The server's clock moves past the abandoned holds; a new booking's is live.
    setClock(LATER);
    const fresh = await book({ timeSlotStart: at('15:00') });
    const timer = startDeliveryTimer({ deliver: sweepAndDeliver, intervalMs: 10 });
    try {
      for (let waited = 0; waited < 200; waited += 1) {
        if ((await statusOf(database().db, abandoned[1]?.id ?? '')) === 'expired') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await timer.stop();
    }
    for (const { id } of abandoned) {
      expect(await statusOf(database().db, id)).toBe('expired');
      expect(await heldRooms(id)).toBe(0);
    }
    expect(await statusOf(database().db, fresh.id)).toBe('pending');
    expect(await heldRooms(fresh.id)).toBe(1);
    expect(await heldRedemptions()).toBe(0);
    expect(await cancellationsQueued()).toHaveLength(2);
  });

  it('is swept by several processes at once without any hold expired twice', async () => {
    const abandoned = await abandonedPayments(LIMIT);
    for (const time of ['13:00', '13:30', '14:00']) await book({ timeSlotStart: at(time) });
    setClock(LATER);
    const sweeps = await Promise.all([1, 2, 3, 4].map(() => expireHolds({ now: LATER })));
    expect(sweeps.reduce((sum, sweep) => sum + sweep.expired, 0)).toBe(LIMIT + 3);
    const [expired] = await database()
      .db.select({ n: count() })
      .from(reservations)
      .where(eq(reservations.status, 'expired'));
    expect(expired?.n).toBe(LIMIT + 3);
    // One cancellation per abandoned payment, and the code's counter back at zero (not below).
    expect(await cancellationsQueued()).toHaveLength(abandoned.length);
    expect(await heldRedemptions()).toBe(0);
    const [usage] = await database().db.select().from(discountCodeUsage);
    expect(usage?.redemptions).toBe(0);
    expect((await summaryPrice()).status).toBe(200);
  });
});
