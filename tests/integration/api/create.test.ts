// POST /api/reservation/create against a real database: validation, prices from content, rooms, idempotency, nothing half-written.
import { count, eq } from 'drizzle-orm';
import { POST } from '../../../apps/web/app/api/reservation/create/route';
import { reservations, roomHolds } from '../../../apps/web/src/server/db/schema';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
const database = useTestDatabase(NOW);

async function rowCounts() {
  const [reservationRows] = await database().db.select({ n: count() }).from(reservations);
  const [holdRows] = await database().db.select({ n: count() }).from(roomHolds);
  return { reservations: reservationRows?.n ?? -1, holds: holdRows?.n ?? -1 };
}

describe(`POST ${PATH}`, () => {
  it('stores a pending reservation with prices recomputed from content and a 30-minute hold', async () => {
    const { status, body } = await post(POST, PATH, bookingPayload({ services: ['dxa'] }));
    expect(status).toBe(201);
    const reservation = body.reservation as { id: string; name: string };
    expect(reservation.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reservation.name).toMatch(/^NOVA-[2-9A-Z]{6}$/);
    const [row] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, reservation.id));
    expect(row).toMatchObject({
      status: 'pending',
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      services: ['dxa'],
      currency: 'CHF',
      market: 'ch',
      locale: 'de-ch',
      language: 'de',
      subtotalAmount: 249000 + 25000,
      totalAmount: 274000,
      dueNowAmount: 274000,
      totalDurationMinutes: 155,
      campaign: expect.objectContaining({ utmSource: 'newsletter', utmCampaign: 'spring' }),
      sourcePage: 'http://localhost:3000/de-ch/summary',
    });
    expect(row?.startsAt.toISOString()).toBe('2027-03-04T09:00:00.000Z');
    expect(row?.holdExpiresAt.toISOString()).toBe('2027-03-01T08:30:00.000Z');
    const holds = await database().db.select().from(roomHolds);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ roomId: 'zrh-bel-mri-1', person: 0 });
  });

  it('starts a downpayment check-up as downpayment pending, due now the downpayment', async () => {
    const { body } = await post(POST, PATH, bookingPayload({ checkupSlug: 'nova_premium' }));
    const { id } = body.reservation as { id: string };
    const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({
      status: 'downpayment_pending',
      dueNowAmount: 50000,
      totalAmount: 699000,
    });
  });

  it('applies a discount code from content', async () => {
    const { body } = await post(POST, PATH, bookingPayload({ discountCode: 'nova10' }));
    const { id } = body.reservation as { id: string };
    const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({
      discountCode: 'NOVA10',
      discountAmount: 24900,
      totalAmount: 224100,
    });
  });

  it('answers a retried paymentId with the same reservation and takes no second room', async () => {
    const payload = bookingPayload();
    const first = await post(POST, PATH, payload);
    const again = await post(POST, PATH, payload);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowCounts()).toEqual({ reservations: 1, holds: 1 });
  });

  it('does not hand a paymentId’s reservation to someone else', async () => {
    const payload = bookingPayload();
    await post(POST, PATH, payload);
    const other = structuredClone(payload);
    other.reservationData.personalData.email = 'someone.else@example.ch';
    expect(await post(POST, PATH, other)).toEqual({
      status: 400,
      body: { error: 'reserve-timeslot-error-other' },
    });
  });

  it('gives a pair two rooms at the same start, each for its person', async () => {
    const { status } = await post(
      POST,
      PATH,
      bookingPayload({ partner: PARTNER, servicesPartner: ['dxa'] }),
    );
    expect(status).toBe(201);
    const holds = await database().db.select().from(roomHolds).orderBy(roomHolds.person);
    expect(holds.map((hold) => [hold.person, hold.roomId, hold.endsAt.toISOString()])).toEqual([
      [0, 'zrh-bel-mri-2', '2027-03-04T10:30:00.000Z'],
      [1, 'zrh-bel-mri-1', '2027-03-04T11:35:00.000Z'],
    ]);
    const [row] = await database().db.select().from(reservations);
    expect(row).toMatchObject({ isPartnerBooking: true, subtotalAmount: 448000 + 25000 });
  });

  it('refuses a pair when only one room is left, and takes none', async () => {
    await post(POST, PATH, bookingPayload({ locationSlug: 'bern' }));
    const pair = await post(POST, PATH, bookingPayload({ locationSlug: 'bern', partner: PARTNER }));
    expect(pair).toEqual({ status: 409, body: { error: 'reserve-timeslot-error-already-booked' } });
    expect(await rowCounts()).toEqual({ reservations: 1, holds: 1 });
  });

  it('refuses a taken slot once every room is held', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post(POST, PATH, bookingPayload())).status).toBe(201);
    expect(await post(POST, PATH, bookingPayload())).toEqual({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect(await rowCounts()).toEqual({ reservations: 3, holds: 3 });
  });
});
