// Marking a location coming soon stops new bookings there and leaves the reservations it already holds alone.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { resetContentSource } from '../../../apps/web/src/content/source';
import { bookingPayload, get, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, statusOf, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);
const seedPath = join(__dirname, '..', '..', '..', 'studio', 'seed', 'nova.ndjson');

/** The seed as it is once an operator has published Bern as coming soon. */
function publishBernComingSoon(): void {
  const documents = readFileSync(seedPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { _id: string; isComingSoon?: boolean });
  const edited = documents.map((document) =>
    document._id === 'location.bern' ? { ...document, isComingSoon: true } : document,
  );
  const path = join(mkdtempSync(join(tmpdir(), 'nova-coming-soon-')), 'seed.ndjson');
  writeFileSync(path, edited.map((document) => JSON.stringify(document)).join('\n'));
  process.env.NOVA_SEED_PATH = path;
  resetContentSource();
}

afterEach(() => {
  delete process.env.NOVA_SEED_PATH;
  resetContentSource();
});

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

    const unpaid = await get(fetchUnpaid, '/api/reservation/fetch-unpaid', {
      id: reservation.id,
      email: reservation.email,
    });
    expect(unpaid.status).toBe(200);
    await pay(await startPaying(reservation), TEST_CARDS.success);
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
  });
});
