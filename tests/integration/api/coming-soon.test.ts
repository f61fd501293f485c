// Marking a location coming soon stops new bookings there and leaves the reservations it already holds alone.
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { bookingPayload, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, statusOf, TEST_CARDS } from '../../support/payments';
import { publishEdits, unpublishEdits } from '../../support/published-seed';

const database = useTestDatabase(NOW);
/** The seed as it is once an operator has published Bern as coming soon. */
function publishBernComingSoon(): void {
  publishEdits((document) =>
    document._id === 'location.bern' ? { ...document, isComingSoon: true } : document,
  );
}

afterEach(unpublishEdits);

describe('a location marked coming soon', () => {
  it('refuses new bookings there, while a pending reservation keeps its room and can still be paid', async () => {
    const reservation = await book({ locationSlug: 'bern' });
    publishBernComingSoon();

    const refused = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ locationSlug: 'bern' }),
    );
    expect(refused).toEqual({ status: 400, body: { error: 'location-coming-soon' } });

    const unpaid = await post(fetchUnpaid, '/api/reservation/fetch-unpaid', {
      id: reservation.id,
      email: reservation.email,
    });
    expect(unpaid.status).toBe(200);
    await pay(await startPaying(reservation), TEST_CARDS.success);
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
  });
});
