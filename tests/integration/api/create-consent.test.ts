// Consent on POST /api/reservation/create (issue 18): refused without both boxes or with an older version of the text, writing nothing; stored with the version and the server's time.
import { eq } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { givenConsent, seedConsentVersion } from '../../support/consent';
import { rowCounts as countRows, useTestDatabase } from '../../support/db';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';
import { publishEdits, unpublishEdits } from '../../support/published-seed';

const CREATE = '/api/reservation/create';
const database = useTestDatabase(NOW);

const rowCounts = () => countRows(database().db);

async function stored(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  if (row === undefined) throw new Error('the reservation is gone');
  return row;
}

function withConsent(consent: unknown) {
  const payload = bookingPayload();
  return { ...payload, reservationData: { ...payload.reservationData, consent } };
}

/** An editor publishes a new wording under a new version. */
function publishConsentVersion(version: string) {
  publishEdits((document) => (document._type === 'consent' ? { ...document, version } : document));
}

afterEach(() => unpublishEdits());

describe(`consent on POST ${CREATE}`, () => {
  it.each([
    ['no consent at all', undefined, 'reservationData.consent'],
    ['the terms unticked', { ...givenConsent(), terms: false }, 'reservationData.consent.terms'],
    [
      'the health data unticked',
      { ...givenConsent(), healthData: false },
      'reservationData.consent.healthData',
    ],
  ])('refuses %s with 422 consent-required and writes nothing', async (_case, consent, field) => {
    const answer = await post(create, CREATE, withConsent(consent));
    expect(answer).toEqual({ status: 422, body: { error: 'consent-required', fields: [field] } });
    expect(await rowCounts()).toEqual({ reservations: 0, holds: 0 });
  });

  it('stores the version accepted and the server’s time of the request', async () => {
    const answer = await post(create, CREATE, bookingPayload());
    expect(answer.status).toBe(201);
    const { id } = answer.body.reservation as { id: string };
    const row = await stored(id);
    expect(row.consentVersion).toBe(seedConsentVersion());
    expect(row.consentAcceptedAt).toEqual(NOW);
    expect(row.partnerConsentVersion).toBeNull();
  });

  it('refuses consent to the text an editor has since replaced, then takes the new version', async () => {
    publishConsentVersion('2027-02-20');
    const outdated = await post(create, CREATE, bookingPayload());
    expect(outdated).toEqual({ status: 409, body: { error: 'consent-version-outdated' } });
    expect(await rowCounts()).toEqual({ reservations: 0, holds: 0 });

    const current = await post(create, CREATE, withConsent(givenConsent('2027-02-20')));
    expect(current.status).toBe(201);
    const { id } = current.body.reservation as { id: string };
    expect((await stored(id)).consentVersion).toBe('2027-02-20');
  });
});

describe('the partner’s own consent from their link', () => {
  /** A paid pair booking, and the token its partner invitation carries. */
  async function paidPair() {
    const booked = await book({ partner: PARTNER });
    await pay(await startPaying(booked), TEST_CARDS.success);
    const token = tokenOfPartnerLink(await partnerInvitationLink(database().db, booked.id));
    return { ...booked, token };
  }

  function partnerRequest(token: string, consent: unknown = givenConsent()) {
    const request = bookingPayload({ email: PARTNER.email, partnerToken: token });
    return { ...request, reservationData: { ...request.reservationData, consent } };
  }

  it('is required: without it the partner’s details are not stored', async () => {
    const booked = await paidPair();
    const before = await stored(booked.id);
    const refused = await post(
      create,
      CREATE,
      partnerRequest(booked.token, { ...givenConsent(), healthData: false }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'consent-required' });
    const after = await stored(booked.id);
    expect(after.partnerCompletedAt).toBeNull();
    expect(after.personalDataPartner).toEqual(before.personalDataPartner);
    expect(after.partnerConsentVersion).toBeNull();
  });

  it('is stamped with the version and time beside the customer’s own', async () => {
    const booked = await paidPair();
    const answer = await post(create, CREATE, partnerRequest(booked.token));
    expect(answer.status).toBe(200);
    const row = await stored(booked.id);
    expect(row.partnerConsentVersion).toBe(seedConsentVersion());
    expect(row.partnerConsentAcceptedAt).toEqual(NOW);
    expect(row.consentVersion).toBe(seedConsentVersion());
  });

  it('refuses an outdated version, leaving the pair booking as it was', async () => {
    const booked = await paidPair();
    publishConsentVersion('2027-02-20');
    const refused = await post(create, CREATE, partnerRequest(booked.token));
    expect(refused).toEqual({ status: 409, body: { error: 'consent-version-outdated' } });
    expect((await stored(booked.id)).partnerCompletedAt).toBeNull();
  });
});
