// The partner's link: a token of the partner's own (never the reservation id), the partner's details stored once on the pair's own appointment, and nothing of the customer's (manage link, receipt) for whoever holds it.
import { count, eq } from 'drizzle-orm';
import { partnerTokens, reservations, roomHolds } from '@/server/db/schema';
import { POST as manageLink } from '../../../apps/web/app/api/booking/link/route';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { POST as receipt } from '../../../apps/web/app/api/reservation/receipt/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';

const CREATE = '/api/reservation/create';
const database = useTestDatabase(NOW);

/** What the partner's page sends: their own details, with their link's token. */
function partnerRequest(token: string, firstName = 'Ben') {
  const request = bookingPayload({ email: PARTNER.email, partnerToken: token });
  request.reservationData.personalData.firstName = firstName;
  request.reservationData.personalData.lastName = PARTNER.lastName;
  return request;
}

async function storedPair(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  if (row === undefined) throw new Error('the pair booking is gone');
  return row;
}

/** A paid pair booking, and the token its partner invitation email carries. */
async function paidPair() {
  const booked = await book({ partner: PARTNER, servicesPartner: ['dxa'] });
  await pay(await startPaying(booked), TEST_CARDS.success);
  const token = tokenOfPartnerLink(await partnerInvitationLink(database().db, booked.id));
  return { ...booked, token };
}

describe('completing the partner’s details', () => {
  it('stores them once; the link cannot overwrite them afterwards', async () => {
    const booked = await paidPair();
    const first = await post(create, CREATE, partnerRequest(booked.token));
    // The booking's code, never its id.
    expect(first).toEqual({ status: 200, body: { reservation: { name: booked.name } } });
    const completed = await storedPair(booked.id);
    expect(completed.personalDataPartner).toMatchObject({ firstName: 'Ben', email: PARTNER.email });

    const overwrite = await post(create, CREATE, partnerRequest(booked.token, 'Mallory'));
    expect(overwrite).toEqual({ status: 409, body: { error: 'partner-already-completed' } });
    const after = await storedPair(booked.id);
    expect(after.personalDataPartner).toEqual(completed.personalDataPartner);
    expect(after.partnerCompletedAt).toEqual(completed.partnerCompletedAt);
    const shown = await post(fetchPartner, '/api/reservation/fetch-partner', {
      token: booked.token,
      email: PARTNER.email,
    });
    expect(shown.body.reservation).toMatchObject({ partnerCompleted: true });
  });

  it('answers the very same details again as the first time (a retry), changing nothing', async () => {
    const booked = await paidPair();
    const request = partnerRequest(booked.token);
    const first = await post(create, CREATE, request);
    const completed = await storedPair(booked.id);
    expect(await post(create, CREATE, request)).toEqual(first);
    expect((await storedPair(booked.id)).partnerCompletedAt).toEqual(completed.partnerCompletedAt);
  });

  it('refuses someone holding only the link: their email is not the partner’s', async () => {
    const booked = await paidPair();
    const notFound = { status: 404, body: { error: 'partner-reservation-not-found' } };
    const stranger = bookingPayload({
      email: 'finder.of.links@example.ch',
      partnerToken: booked.token,
    });
    expect(await post(create, CREATE, stranger)).toEqual(notFound);
    // Nor does the reservation id open anything as a partner's key, with any email.
    for (const email of [PARTNER.email, booked.email]) {
      const byId = bookingPayload({ email, partnerToken: booked.id });
      expect(await post(create, CREATE, byId)).toEqual(notFound);
    }
    expect((await storedPair(booked.id)).partnerCompletedAt).toBeNull();
  });

  it('takes the appointment from the stored pair, never from the request', async () => {
    const booked = await paidPair();
    const before = await storedPair(booked.id);
    const request = partnerRequest(booked.token);
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

    // The partner's calendar file is the pair's appointment, proven with their token and email.
    const file = await calendar(
      new Request('http://localhost/api/reservation/calendar', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ partnerToken: booked.token, email: PARTNER.email }),
      }),
    );
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('DTSTART:20270304T090000Z');
  });
});

describe('the partner’s link', () => {
  it('carries a token of its own in the fragment, never the reservation id, stored only as a hash', async () => {
    const booked = await paidPair();
    const link = await partnerInvitationLink(database().db, booked.id);
    expect(link).toMatch(/^http:\/\/localhost:3000\/de-ch\/check-up#partner=[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(booked.id);
    const stored = await database().db.select().from(partnerTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reservationId).toBe(booked.id);
    expect(stored[0]?.tokenHash).not.toBe(booked.token);
    expect(JSON.stringify(stored)).not.toContain(booked.token);
  });

  it('gives the customer’s success page a partner link of the same kind, which works as the email’s', async () => {
    const booked = await paidPair();
    const links = await post(manageLink, '/api/booking/link', {
      reservationId: booked.id,
      email: booked.email,
    });
    expect(links.status).toBe(200);
    const partnerUrl = String(links.body.partnerUrl);
    expect(partnerUrl).toMatch(/\/check-up#partner=[A-Za-z0-9_-]{43}$/);
    expect(partnerUrl).not.toContain(booked.id);
    const shown = await post(fetchPartner, '/api/reservation/fetch-partner', {
      token: tokenOfPartnerLink(partnerUrl),
      email: PARTNER.email,
    });
    expect(shown.status).toBe(200);
  });

  it('gives the partner who knows the customer’s email neither the manage link nor the receipt', async () => {
    const booked = await paidPair();
    // Everything the partner is shown: the link, the booking, the answer to completing it.
    const link = await partnerInvitationLink(database().db, booked.id);
    const shown = await post(fetchPartner, '/api/reservation/fetch-partner', {
      token: booked.token,
      email: PARTNER.email,
    });
    const completed = await post(create, CREATE, partnerRequest(booked.token));
    const seen = JSON.stringify([link, shown, completed]);
    expect(seen).not.toContain(booked.id);
    // What the partner holds, with the customer's email, opens nothing of the customer's.
    const notFound = { status: 404, body: { error: 'not-found' } };
    for (const key of [booked.token, booked.name]) {
      const proof = { reservationId: key, email: booked.email };
      expect(await post(manageLink, '/api/booking/link', proof)).toEqual(notFound);
      expect(await post(receipt, '/api/reservation/receipt', proof)).toEqual(notFound);
      const asPartner = { partnerToken: key, email: booked.email };
      expect(await post(calendar, '/api/reservation/calendar', asPartner)).toEqual(notFound);
    }
  });
});
