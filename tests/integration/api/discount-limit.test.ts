// A discount code limited to one use, under overlapping bookings: its redemption is held when payment starts, so exactly one customer pays the discounted price; the hold lapsing or the payment being cancelled gives it back.

import { setClock } from '@/server/clock';
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

const database = useTestDatabase(NOW);
/** The seed as an editor publishes it with NOVA10 limited to a single use. */
beforeAll(() =>
  publishEdits((document) =>
    document._id === 'discountCode.NOVA10' ? { ...document, maxRedemptions: 1 } : document,
  ),
);

afterAll(unpublishEdits);

const summaryPrice = () => summaryPriceWith('NOVA10');

/** Eight customers book different times with the single-use code before any of them pays. */
async function eightBookings() {
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30'];
  const bookings = [];
  // One after the other: what overlaps in this test is paying, not booking.
  for (const time of times)
    bookings.push(await book({ discountCode: 'NOVA10', timeSlotStart: at(time) }));
  return bookings;
}

describe('a discount code limited to one use', () => {
  it('lets exactly one of many simultaneous payments take the discount; the others are told it is used up', async () => {
    const bookings = await eightBookings();
    const starts = await Promise.all(bookings.map((booking) => startPaying(booking)));
    const winners = starts.filter((started) => started.status === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body).toMatchObject({ amount: 224100 });
    for (const refused of starts.filter((started) => started.status !== 200)) {
      expect(refused).toEqual({ status: 409, body: { error: 'discount-code-used-up' } });
    }
    const winner = bookings[starts.findIndex((started) => started.status === 200)];
    if (winner === undefined || winners[0] === undefined) throw new Error('one winner expected');
    expect((await pay(winners[0], TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
    expect(await statusOf(database().db, winner.id)).toBe('confirmed');
    // The summary now refuses the code with its own error and text.
    expect(await summaryPrice()).toEqual({ status: 409, body: { error: 'discount-code-used-up' } });
  });

  it('gives the redemption back when the hold lapses unpaid', async () => {
    const first = await book({ discountCode: 'NOVA10' });
    expect((await startPaying(first)).status).toBe(200);
    expect((await summaryPrice()).status).toBe(409);
    const later = new Date(NOW.getTime() + 31 * 60_000);
    setClock(later);
    await expireHolds({ now: later });
    expect((await summaryPrice()).status).toBe(200);
    const second = await book({ discountCode: 'NOVA10', timeSlotStart: at('14:00') });
    const started = await startPaying(second);
    expect(started.status).toBe(200);
    expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
  });

  it('keeps the redemption through a declined card, so the retry still pays the discounted price', async () => {
    const [first, second] = await eightBookings();
    if (first === undefined || second === undefined) throw new Error('bookings expected');
    const started = await startPaying(first);
    expect((await pay(started, TEST_CARDS.declined)).body).toMatchObject({ status: 'failed' });
    expect((await startPaying(second)).status).toBe(409);
    expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
  });
});
