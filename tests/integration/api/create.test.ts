// POST /api/reservation/create against a real database: validation, prices from content, rooms, idempotency, nothing half-written.
import { eq } from 'drizzle-orm';
import { reservations, roomHolds } from '@/server/db/schema';
import { POST } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { rowCounts as countRows, useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
const database = useTestDatabase(NOW);

const rowCounts = () => countRows(database().db);

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

  it('binds a paymentId to its request: another body with the same key gets nothing', async () => {
    const payload = bookingPayload({ services: ['dxa'] });
    const first = await post(POST, PATH, payload);
    const changes: ((other: typeof payload) => void)[] = [
      (other) => {
        other.reservationData.personalData.email = 'someone.else@example.ch';
      },
      (other) => {
        other.reservationData.personalData.firstName = 'Eve';
      },
      (other) => {
        other.reservationData.services = [];
      },
      (other) => {
        other.reservationData.timeSlotStart = '2027-03-04T13:00:00+01:00';
      },
    ];
    for (const change of changes) {
      const other = structuredClone(payload);
      change(other);
      expect(await post(POST, PATH, other)).toEqual({
        status: 422,
        body: { error: 'idempotency-key-reused' },
      });
    }
    expect(await rowCounts()).toEqual({ reservations: 1, holds: 1 });
    // The same request, however its keys are ordered and spaced, is still answered.
    const reordered = {
      utmParameters: payload.utmParameters,
      url: payload.url,
      reservationData: {
        ...payload.reservationData,
        personalData: {
          ...payload.reservationData.personalData,
          firstName: ` ${payload.reservationData.personalData.firstName} `,
        },
      },
    };
    expect(await post(POST, PATH, reordered)).toEqual({ status: 200, body: first.body });
    const [row] = await database().db.select().from(reservations);
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a repeated Reserve that no longer names the reservation it replaced', async () => {
    const earlier = await post(POST, PATH, bookingPayload({ locationSlug: 'bern' }));
    const { id } = earlier.body.reservation as { id: string };
    const [replaced] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, id));
    const payload = bookingPayload({
      replacesReservation: { id, email: replaced?.personalData.email ?? '' },
    });
    const first = await post(POST, PATH, payload);
    expect(first.status).toBe(201);
    const again = structuredClone(payload);
    again.reservationData.replacesReservation = null;
    expect(await post(POST, PATH, again)).toEqual({ status: 200, body: first.body });
  });

  it('still answers a key stored before requests were bound, to the same customer only', async () => {
    const payload = bookingPayload();
    const first = await post(POST, PATH, payload);
    await database().db.update(reservations).set({ requestHash: null });
    const changed = structuredClone(payload);
    changed.reservationData.services = ['dxa'];
    expect(await post(POST, PATH, changed)).toEqual({ status: 200, body: first.body });
    changed.reservationData.personalData.email = 'someone.else@example.ch';
    expect(await post(POST, PATH, changed)).toEqual({
      status: 422,
      body: { error: 'idempotency-key-reused' },
    });
  });

  it('refuses a key that is not the check-up slug and a random UUID', async () => {
    for (const paymentId of [
      `whole_body_scan_with_blood_test-${NOW.getTime()}`,
      `nova_premium-${crypto.randomUUID()}`,
    ]) {
      expect(await post(POST, PATH, bookingPayload({ paymentId }))).toEqual({
        status: 400,
        body: { error: 'validation-failed', fields: ['reservationData.paymentId'] },
      });
    }
    expect(await rowCounts()).toEqual({ reservations: 0, holds: 0 });
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
