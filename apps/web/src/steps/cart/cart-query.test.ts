// The cart and the address in step: what a link restores, what the session fills in, and what never reaches an address.

import { emptyCart, type KnownSlugs } from './cart';
import { buildStepHref, cartSearch, mergeQueryIntoCart, readQuery } from './cart-query';
import { sanitiseCart } from './cart-sanitise';

const known: KnownSlugs = {
  checkups: ['whole_body_scan', 'mammography'],
  services: ['dxa', 'lung_ct', 'brain_age'],
  locations: ['bern', 'zurich_bellevue'],
};
const today = '2027-03-01';
const merge = (search: string, cart = emptyCart()) =>
  mergeQueryIntoCart(cart, readQuery(search, known, today), today);

describe('the cart and the address query', () => {
  it('restores a shared link: the address wins where it has values', () => {
    const session = { ...emptyCart(), checkupSlug: 'mammography', locationSlug: 'zurich_bellevue' };
    const cart = merge('checkup=whole_body_scan&services=dxa&location=bern', session);
    expect(cart).toMatchObject({
      checkupSlug: 'whole_body_scan',
      servicesSlugs: ['dxa'],
      locationSlug: 'bern',
    });
  });

  it('keeps the slot a link names even when it also names another check-up', () => {
    const start = '2027-03-04T10:00:00+01:00';
    const session = {
      ...emptyCart(),
      checkupSlug: 'mammography',
      locationSlug: 'bern',
      timeSlotStart: start,
    };
    const cart = merge(
      `checkup=whole_body_scan&location=bern&timeslot-start=${encodeURIComponent(start)}`,
      session,
    );
    expect(cart).toMatchObject({ checkupSlug: 'whole_body_scan', timeSlotStart: start });
  });

  it('fills what the address lacks from the session cart', () => {
    const session = {
      ...emptyCart(),
      checkupSlug: 'whole_body_scan',
      servicesSlugs: ['lung_ct'],
      locationSlug: 'bern',
    };
    const cart = merge('', session);
    expect(cart).toEqual(session);
    expect(cartSearch(cart, today)).toBe('checkup=whole_body_scan&services=lung_ct&location=bern');
  });

  it('clears add-ons and the slot when a link names another check-up, and the slot for another location', () => {
    const session = {
      ...emptyCart(),
      checkupSlug: 'mammography',
      servicesSlugs: ['dxa'],
      locationSlug: 'bern',
      timeSlotStart: '2027-03-10T09:00:00+01:00',
    };
    expect(merge('checkup=whole_body_scan', session)).toMatchObject({
      servicesSlugs: [],
      timeSlotStart: null,
      locationSlug: 'bern',
    });
    expect(merge('location=zurich_bellevue', session)).toMatchObject({
      servicesSlugs: ['dxa'],
      timeSlotStart: null,
    });
  });

  it('drops slugs the market does not know', () => {
    expect(merge('checkup=nova_premium&services=apo_e4_test&location=munich')).toEqual(emptyCart());
  });

  it('takes personal details from a link into the session but never writes them into an address', () => {
    const cart = merge('checkup=whole_body_scan&firstname=Anna&email=anna%40example.ch&city=Bern');
    expect(cart.personalData).toMatchObject({
      firstName: 'Anna',
      email: 'anna@example.ch',
      city: 'Bern',
    });
    const search = cartSearch(cart, today);
    expect(search).toBe('checkup=whole_body_scan');
    const full = {
      ...cart,
      personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch' },
    };
    expect(buildStepHref('de-ch', 'summary', full, today)).not.toMatch(/Anna|Ben|example|Muster/);
  });

  it('captures campaign values once: the first landing of the session keeps them', () => {
    const first = merge('utm_source=newsletter&utm_campaign=spring');
    expect(first.campaign).toMatchObject({ utmSource: 'newsletter', utmCampaign: 'spring' });
    const later = mergeQueryIntoCart(first, readQuery('utm_source=ads', known, today), today);
    expect(later.campaign.utmSource).toBe('newsletter');
    expect(cartSearch(later, today)).toContain('utm_source=newsletter');
  });

  it('writes the partner add-ons only for a pair booking', () => {
    const cart = { ...emptyCart(), checkupSlug: 'mammography', servicesPartnerSlugs: ['dxa'] };
    expect(cartSearch(cart, today)).toBe('checkup=mammography');
    expect(cartSearch({ ...cart, isPartnerBooking: true }, today)).toBe(
      'checkup=mammography&servicesPartner=dxa&isPartnerBooking=true',
    );
  });

  it('builds a step address with the query', () => {
    const cart = { ...emptyCart(), checkupSlug: 'mammography' };
    expect(buildStepHref('en-ch', 'add-ons', cart, today)).toBe(
      '/en-ch/add-ons?checkup=mammography',
    );
    expect(buildStepHref('en-ch', 'check-up', emptyCart(), today)).toBe('/en-ch/check-up');
  });
});

describe('a cart read back from storage', () => {
  it('keeps what is well formed and drops the rest', () => {
    const cart = sanitiseCart(
      {
        checkupSlug: 'mammography',
        servicesSlugs: ['dxa', 42, 'unknown'],
        installmentMonths: 7,
        visitedSteps: ['check-up', 'nowhere'],
        isReservationProcessing: true,
        personalData: { firstName: 'Anna', biologicalSex: 'other' },
      },
      known,
    );
    expect(cart).toMatchObject({
      checkupSlug: 'mammography',
      servicesSlugs: ['dxa'],
      installmentMonths: 0,
      visitedSteps: ['check-up'],
      isReservationProcessing: false,
    });
    expect(cart.personalData).toMatchObject({ firstName: 'Anna', biologicalSex: 'male' });
    expect(sanitiseCart('not a cart', known)).toEqual(emptyCart());
  });

  it('keeps how the last reservation was made only when the whole record is there', () => {
    const request = {
      reservationId: 'r-1',
      paymentId: 'mammography-1000',
      fingerprint: '{}',
      email: 'anna@example.ch',
      createdAt: 1000,
    };
    expect(sanitiseCart({ reservationRequest: request }, known).reservationRequest).toEqual(
      request,
    );
    const { email: _email, ...withoutEmail } = request;
    expect(sanitiseCart({ reservationRequest: withoutEmail }, known).reservationRequest).toBeNull();
    expect(
      sanitiseCart({ reservationRequest: { ...request, createdAt: 'soon' } }, known)
        .reservationRequest,
    ).toBeNull();
  });
});
