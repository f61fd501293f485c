// POST /api/reservation/fetch-unpaid and fetch-partner: found only with the right email, sent in the body, and answered alike when not.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { reservations } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { POST as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerTokenFor } from '../../support/partner';

const UNPAID = '/api/reservation/fetch-unpaid';
const PARTNER_PATH = '/api/reservation/fetch-partner';
const database = useTestDatabase(NOW);

async function book(options: Parameters<typeof bookingPayload>[0] = {}) {
  const payload = bookingPayload(options);
  const { body } = await post(create, '/api/reservation/create', payload);
  const { id, name } = body.reservation as { id: string; name: string };
  return { id, name, email: payload.reservationData.personalData.email };
}

describe(`POST ${UNPAID}`, () => {
  it('answers the unpaid reservation to its customer, without personal data', async () => {
    const { id, name, email } = await book({ services: ['dxa'] });
    const { status, body } = await post(fetchUnpaid, UNPAID, {
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
    expect(await post(fetchUnpaid, UNPAID, { id })).toEqual({
      status: 400,
      body: { error: 'unpaid-missing-reservation-id-or-email' },
    });
    expect(await post(fetchUnpaid, UNPAID, { id: 'not-a-uuid', email })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
    expect(await post(fetchUnpaid, UNPAID, { id: crypto.randomUUID(), email })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
  });

  it('answers a wrong email exactly as an unknown reservation, so asking confirms nothing', async () => {
    const { id, email } = await book();
    const unknown = await post(fetchUnpaid, UNPAID, { id: crypto.randomUUID(), email });
    const wrongEmail = await post(fetchUnpaid, UNPAID, { id, email: 'other@example.ch' });
    expect(wrongEmail).toEqual(unknown);
    expect(wrongEmail).toEqual({ status: 404, body: { error: 'unpaid-reservation-not-found' } });
    // Paid, it is still "not found" to anyone but its customer.
    await database()
      .db.update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, id));
    expect(await post(fetchUnpaid, UNPAID, { id, email: 'other@example.ch' })).toEqual(unknown);
  });

  it('shows a confirmed reservation as paid (its link outlived the payment) and refuses one whose hold expired', async () => {
    const { id, email } = await book();
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    expect(await post(fetchUnpaid, UNPAID, { id, email })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
    await database()
      .db.update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, id));
    expect(await post(fetchUnpaid, UNPAID, { id, email })).toMatchObject({
      status: 200,
      body: { reservation: { id, status: 'confirmed' } },
    });
    // Only with the booking's own email: another one learns nothing of it.
    expect(await post(fetchUnpaid, UNPAID, { id, email: 'other@example.ch' })).toEqual({
      status: 404,
      body: { error: 'unpaid-reservation-not-found' },
    });
  });
});

describe('the lookups’ addresses', () => {
  it('take no id, email or token in a query: GET is not a lookup', async () => {
    const { id, email } = await book();
    // The old GET with the email in the address finds nothing: there is no GET route any more.
    expect(
      await import('../../../apps/web/app/api/reservation/fetch-unpaid/route'),
    ).not.toHaveProperty('GET');
    expect(
      await import('../../../apps/web/app/api/reservation/fetch-partner/route'),
    ).not.toHaveProperty('GET');
    // A POST without a body, the email in the query: refused as missing, never read from the address.
    const queried = await fetchUnpaid(
      new Request(`http://localhost${UNPAID}?${new URLSearchParams({ id, email })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(queried.status).toBe(400);
    expect(await queried.json()).toEqual({ error: 'unpaid-missing-reservation-id-or-email' });
  });

  it('refuse what is not text as an invalid request naming it', async () => {
    expect(await post(fetchUnpaid, UNPAID, { id: ['x'], email: 1 })).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['id', 'email'] },
    });
    expect(
      await post(fetchPartner, PARTNER_PATH, { token: 'x'.repeat(400), email: 'a@b.ch' }),
    ).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['token'] },
    });
  });
});

describe(`POST ${PARTNER_PATH}`, () => {
  it('answers a pair booking to the partner by their own token, without the reservation id or the customer’s data', async () => {
    const { id, name, email } = await book({ partner: PARTNER, servicesPartner: ['dxa'] });
    const token = await partnerTokenFor(database().db, id);
    const { status, body } = await post(fetchPartner, PARTNER_PATH, {
      token,
      email: ` ${PARTNER.email.toUpperCase()} `,
    });
    expect(status).toBe(200);
    expect(body.reservation).toMatchObject({
      name,
      isPartnerBooking: true,
      servicesPartner: ['dxa'],
      partnerCompleted: false,
    });
    expect(JSON.stringify(body)).not.toContain(id);
    expect(JSON.stringify(body)).not.toContain(email);
  });

  it('answers every mismatch alike, the customer’s own email too: same status, same body', async () => {
    const single = await book();
    const pair = await book({ partner: PARTNER, timeSlotStart: '2027-03-04T13:00:00+01:00' });
    const pairToken = await partnerTokenFor(database().db, pair.id);
    const singleToken = await partnerTokenFor(database().db, single.id);
    const notFound = { status: 404, body: { error: 'partner-reservation-not-found' } };
    for (const body of [
      // The reservation id is not a partner's key, with the partner's email or the customer's.
      { token: pair.id, email: PARTNER.email },
      { token: pair.id, email: pair.email },
      { token: 'x'.repeat(43), email: PARTNER.email },
      { token: pairToken, email: 'someone.else@example.ch' },
      { token: pairToken, email: pair.email },
      { token: singleToken, email: PARTNER.email },
      { token: singleToken, email: single.email },
    ]) {
      expect(await post(fetchPartner, PARTNER_PATH, body)).toEqual(notFound);
    }
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    expect(
      await post(fetchPartner, PARTNER_PATH, { token: pairToken, email: PARTNER.email }),
    ).toEqual(notFound);
  });

  it('names a missing token or email as an invalid request', async () => {
    expect(await post(fetchPartner, PARTNER_PATH, { email: PARTNER.email })).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['token'] },
    });
    expect(await post(fetchPartner, PARTNER_PATH, { token: 'abc' })).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['email'] },
    });
  });
});
