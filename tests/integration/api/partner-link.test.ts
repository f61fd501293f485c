// The partner's link: the partner's details are stored once, on the pair's own appointment, and the link cannot overwrite them.
import { count, eq } from 'drizzle-orm';
import { reservations, roomHolds } from '@/server/db/schema';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { bookingPayload, get, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';

const CREATE = '/api/reservation/create';
const database = useTestDatabase(NOW);

/** What the partner's page sends: their own details, on the pair's id. */
function partnerRequest(pairId: string, firstName = 'Ben') {
  const request = bookingPayload({ email: PARTNER.email, reservationIdPartner: pairId });
  request.reservationData.personalData.firstName = firstName;
  request.reservationData.personalData.lastName = PARTNER.lastName;
  return request;
}

async function storedPair(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  if (row === undefined) throw new Error('the pair booking is gone');
  return row;
}

async function paidPair() {
  const booked = await book({ partner: PARTNER, servicesPartner: ['dxa'] });
  await pay(await startPaying(booked), TEST_CARDS.success);
  return booked;
}

describe('completing the partner’s details', () => {
  it('stores them once; the link cannot overwrite them afterwards', async () => {
    const booked = await paidPair();
    const first = await post(create, CREATE, partnerRequest(booked.id));
    expect(first).toEqual({
      status: 200,
      body: { reservation: { id: booked.id, name: booked.name } },
    });
    const completed = await storedPair(booked.id);
    expect(completed.personalDataPartner).toMatchObject({ firstName: 'Ben', email: PARTNER.email });

    const overwrite = await post(create, CREATE, partnerRequest(booked.id, 'Mallory'));
    expect(overwrite).toEqual({ status: 409, body: { error: 'partner-already-completed' } });
    const after = await storedPair(booked.id);
    expect(after.personalDataPartner).toEqual(completed.personalDataPartner);
    expect(after.partnerCompletedAt).toEqual(completed.partnerCompletedAt);
    const shown = await get(fetchPartner, '/api/reservation/fetch-partner', {
      id: booked.id,
      email: PARTNER.email,
    });
    expect(shown.body.reservation).toMatchObject({ partnerCompleted: true });
  });

  it('answers the very same details again as the first time (a retry), changing nothing', async () => {
    const booked = await paidPair();
    const request = partnerRequest(booked.id);
    const first = await post(create, CREATE, request);
    const completed = await storedPair(booked.id);
    expect(await post(create, CREATE, request)).toEqual(first);
    expect((await storedPair(booked.id)).partnerCompletedAt).toEqual(completed.partnerCompletedAt);
  });

  it('refuses someone holding only the link: their email is not the partner’s', async () => {
    const booked = await paidPair();
    const stranger = bookingPayload({
      email: 'finder.of.links@example.ch',
      reservationIdPartner: booked.id,
    });
    expect(await post(create, CREATE, stranger)).toEqual({
      status: 404,
      body: { error: 'partner-reservation-not-found' },
    });
    expect((await storedPair(booked.id)).partnerCompletedAt).toBeNull();
  });

  it('takes the appointment from the stored pair, never from the request', async () => {
    const booked = await paidPair();
    const before = await storedPair(booked.id);
    const request = partnerRequest(booked.id);
    // A request naming another check-up, clinic, time, services and plan.
    Object.assign(request.reservationData, {
      checkupSlug: 'nova_premium',
      locationSlug: 'bern',
      timeSlotStart: '2027-03-05T15:00:00+01:00',
      services: ['lung_ct'],
      servicesPartner: [],
      installmentMonths: 12,
      paymentId: `nova_premium-${crypto.randomUUID()}`,
    });
    expect((await post(create, CREATE, request)).status).toBe(200);
    const after = await storedPair(booked.id);
    const appointment = (row: typeof before) => ({
      checkupSlug: row.checkupSlug,
      locationSlug: row.locationSlug,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      services: row.services,
      servicesPartner: row.servicesPartner,
      installmentMonths: row.installmentMonths,
      totalAmount: row.totalAmount,
      status: row.status,
    });
    expect(appointment(after)).toEqual(appointment(before));
    const [holds] = await database().db.select({ n: count() }).from(roomHolds);
    expect(holds?.n).toBe(2);

    // The partner's calendar file is the pair's appointment.
    const file = await calendar(
      new Request('http://localhost/api/reservation/calendar', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reservationId: booked.id, email: PARTNER.email }),
      }),
    );
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('DTSTART:20270304T090000Z');
  });
});
