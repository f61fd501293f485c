// GET /api/reservation/fetch-unpaid and fetch-partner, and a partner completing their details through create.
import { eq } from 'drizzle-orm';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { GET as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { setClock } from '../../../apps/web/src/server/clock';
import { reservations } from '../../../apps/web/src/server/db/schema';
import { bookingPayload, get, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const UNPAID = '/api/reservation/fetch-unpaid';
const PARTNER_PATH = '/api/reservation/fetch-partner';
const database = useTestDatabase(NOW);

async function book(options: Parameters<typeof bookingPayload>[0] = {}) {
  const payload = bookingPayload(options);
  const { body } = await post(create, '/api/reservation/create', payload);
  const { id, name } = body.reservation as { id: string; name: string };
  return { id, name, email: payload.reservationData.personalData.email };
}

describe(`GET ${UNPAID}`, () => {
  it('answers the unpaid reservation to its customer, without personal data', async () => {
    const { id, name, email } = await book({ services: ['dxa'] });
    const { status, body } = await get(fetchUnpaid, UNPAID, {
      id,
      email: ` ${email.toUpperCase()} `,
    });
    expect(status).toBe(200);
    expect(body.reservation).toMatchObject({
      id,
      name,
      status: 'pending',
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      services: ['dxa'],
      timeSlotStart: '2027-03-04T10:00:00+01:00',
      timeSlotEnd: '2027-03-04T12:35:00+01:00',
      currency: 'CHF',
      amounts: { subtotal: 274000, discountTotal: 0, total: 274000, dueNow: 274000 },
    });
    expect(JSON.stringify(body)).not.toContain(email);
  });

  it('refuses with the catalogue’s error ids', async () => {
    const { id, email } = await book();
    expect(await get(fetchUnpaid, UNPAID, { id })).toEqual({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
    expect(await get(fetchUnpaid, UNPAID, { id: 'not-a-uuid', email })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
    expect(await get(fetchUnpaid, UNPAID, { id: crypto.randomUUID(), email })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
    expect(await get(fetchUnpaid, UNPAID, { id, email: 'other@example.ch' })).toEqual({
      status: 403,
      body: { error: 'unpaid-email-does-not-match' },
    });
  });

  it('refuses a confirmed reservation and one whose hold expired', async () => {
    const { id, email } = await book();
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    expect(await get(fetchUnpaid, UNPAID, { id, email })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
    await database()
      .db.update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, id));
    expect(await get(fetchUnpaid, UNPAID, { id, email })).toEqual({
      status: 409,
      body: { error: 'unpaid-reservation-already-confirmed' },
    });
  });
});

describe(`GET ${PARTNER_PATH}`, () => {
  it('answers a pair booking to the partner, without the customer’s data', async () => {
    const { id, name, email } = await book({ partner: PARTNER, servicesPartner: ['dxa'] });
    const { status, body } = await get(fetchPartner, PARTNER_PATH, { id, email: PARTNER.email });
    expect(status).toBe(200);
    expect(body.reservation).toMatchObject({
      id,
      name,
      isPartnerBooking: true,
      servicesPartner: ['dxa'],
      partnerCompleted: false,
    });
    expect(JSON.stringify(body)).not.toContain(email);
  });

  it('refuses with the catalogue’s error ids', async () => {
    const single = await book();
    const pair = await book({ partner: PARTNER, timeSlotStart: '2027-03-04T13:00:00+01:00' });
    expect(
      await get(fetchPartner, PARTNER_PATH, { id: crypto.randomUUID(), email: PARTNER.email }),
    ).toEqual({
      status: 404,
      body: { error: 'partner-reservation-not-found' },
    });
    expect(await get(fetchPartner, PARTNER_PATH, { id: single.id, email: PARTNER.email })).toEqual({
      status: 400,
      body: { error: 'partner-reservation-not-partner-booking' },
    });
    expect(await get(fetchPartner, PARTNER_PATH, { id: pair.id, email: pair.email })).toEqual({
      status: 422,
      body: { error: 'partner-reservation-email-not-allowed' },
    });
    expect(await get(fetchPartner, PARTNER_PATH, { email: PARTNER.email })).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['id'] },
    });
  });
});

describe('a partner completing their details', () => {
  it('stores them on the pair booking and takes no room', async () => {
    const pair = await book({ partner: PARTNER });
    const own = bookingPayload({ email: PARTNER.email, reservationIdPartner: pair.id });
    own.reservationData.personalData.firstName = 'Ben';
    const { status, body } = await post(create, '/api/reservation/create', own);
    expect(status).toBe(200);
    expect(body.reservation).toEqual({ id: pair.id, name: pair.name });
    const rows = await database().db.select().from(reservations);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.personalDataPartner).toMatchObject({
      firstName: 'Ben',
      email: PARTNER.email,
      city: 'Zürich',
    });
    expect(rows[0]?.partnerCompletedAt).not.toBeNull();
  });

  it('refuses the customer’s own email and a reservation that is not a pair', async () => {
    const pair = await book({ partner: PARTNER });
    const asCustomer = bookingPayload({ email: pair.email, reservationIdPartner: pair.id });
    expect((await post(create, '/api/reservation/create', asCustomer)).body).toEqual({
      error: 'partner-reservation-email-not-allowed',
    });
    const single = await book({ timeSlotStart: '2027-03-04T13:00:00+01:00' });
    const onSingle = bookingPayload({ email: PARTNER.email, reservationIdPartner: single.id });
    expect((await post(create, '/api/reservation/create', onSingle)).body).toEqual({
      error: 'partner-reservation-not-partner-booking',
    });
  });
});
