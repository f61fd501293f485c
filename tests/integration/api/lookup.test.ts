// GET /api/reservation/fetch-unpaid and fetch-partner: found only with the right email, and answered alike when not.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { reservations } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { GET as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
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
  });

  it('answers a wrong email exactly as an unknown reservation, so asking confirms nothing', async () => {
    const { id, email } = await book();
    const unknown = await get(fetchUnpaid, UNPAID, { id: crypto.randomUUID(), email });
    const wrongEmail = await get(fetchUnpaid, UNPAID, { id, email: 'other@example.ch' });
    expect(wrongEmail).toEqual(unknown);
    expect(wrongEmail).toEqual({ status: 404, body: { error: 'unpaid-reservation-not-found' } });
    // Paid, it is still "not found" to anyone but its customer.
    await database()
      .db.update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, id));
    expect(await get(fetchUnpaid, UNPAID, { id, email: 'other@example.ch' })).toEqual(unknown);
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

  it('answers an unknown id, an email that is not the partner’s and a single booking alike', async () => {
    const single = await book();
    const pair = await book({ partner: PARTNER, timeSlotStart: '2027-03-04T13:00:00+01:00' });
    const notFound = { status: 404, body: { error: 'partner-reservation-not-found' } };
    for (const query of [
      { id: crypto.randomUUID(), email: PARTNER.email },
      { id: 'not-a-uuid', email: PARTNER.email },
      { id: pair.id, email: 'someone.else@example.ch' },
      { id: single.id, email: PARTNER.email },
    ]) {
      expect(await get(fetchPartner, PARTNER_PATH, query)).toEqual(notFound);
    }
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    expect(await get(fetchPartner, PARTNER_PATH, { id: pair.id, email: PARTNER.email })).toEqual(
      notFound,
    );
  });

  it('tells only whoever gives the customer’s own email why it cannot be theirs', async () => {
    const single = await book();
    const pair = await book({ partner: PARTNER, timeSlotStart: '2027-03-04T13:00:00+01:00' });
    expect(await get(fetchPartner, PARTNER_PATH, { id: pair.id, email: pair.email })).toEqual({
      status: 422,
      body: { error: 'partner-reservation-email-not-allowed' },
    });
    expect(await get(fetchPartner, PARTNER_PATH, { id: single.id, email: single.email })).toEqual({
      status: 400,
      body: { error: 'partner-reservation-not-partner-booking' },
    });
    expect(await get(fetchPartner, PARTNER_PATH, { email: PARTNER.email })).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['id'] },
    });
  });
});
