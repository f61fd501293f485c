// The proxy's decision on an address: editors' redirects first, then the step's guards on the address alone, with the query kept as the cart reads it.
import { type AddressContent, decideAddress } from './address-guard';

const TODAY = '2027-03-01';

const content: AddressContent = {
  known: {
    ch: { checkups: ['essential'], services: ['brain_age'], locations: ['basel'] },
    de: {
      checkups: ['essential_de'],
      services: ['brain_age'],
      locations: ['berlin', 'frankfurt'],
    },
  },
  clinics: [
    { slug: 'basel', isComingSoon: false, unsupportedServiceSlugs: [] },
    { slug: 'berlin', isComingSoon: false, unsupportedServiceSlugs: ['brain_age'] },
    { slug: 'frankfurt', isComingSoon: true, unsupportedServiceSlugs: [] },
  ],
  redirects: [
    { source: '/de-ch/angebot', destination: '/de-ch/check-up?utm_source=print', permanent: true },
    { source: '/en-ch/add-ons', destination: 'https://example.org/offer', permanent: false },
    { source: '/de-ch/payment-return', destination: '/de-ch/check-up', permanent: false },
  ],
};

const decide = (address: string) => {
  const url = new URL(address, 'http://site.test');
  return decideAddress(url.pathname, url.searchParams, content, TODAY);
};

describe("the proxy's decision on a page address", () => {
  it('lets a step in when the address holds what its guards require', () => {
    expect(decide('/de-ch/check-up')).toEqual({ kind: 'page' });
    expect(decide('/de-ch/add-ons?checkup=essential')).toEqual({ kind: 'page' });
    expect(decide('/de-ch/timeslot?checkup=essential&location=basel')).toEqual({ kind: 'page' });
  });

  it('sends a step to the first step whose requirement is missing, keeping the query', () => {
    expect(decide('/de-ch/timeslot?checkup=essential&utm_source=mail')).toEqual({
      kind: 'redirect',
      href: '/de-ch/location?checkup=essential&utm_source=mail',
      permanent: false,
    });
    expect(decide('/fr-ch/payment')).toEqual({
      kind: 'redirect',
      href: '/fr-ch/check-up',
      permanent: false,
    });
  });

  it('drops what the market does not sell before deciding, as the cart does', () => {
    // A Swiss check-up on a German page is unknown there: the add-ons step needs a check-up.
    expect(decide('/de-de/add-ons?checkup=essential&services=brain_age')).toEqual({
      kind: 'redirect',
      href: '/de-de/check-up?services=brain_age',
      permanent: false,
    });
  });

  it('sends an address with a clinic that is opening soon to the location step, without it', () => {
    expect(
      decide('/de-de/timeslot?checkup=essential_de&location=frankfurt&utm_source=mail'),
    ).toEqual({
      kind: 'redirect',
      href: '/de-de/location?checkup=essential_de&utm_source=mail&locationComingSoon=frankfurt',
      permanent: false,
    });
    expect(decide('/de-de/location?checkup=essential_de&location=frankfurt')).toEqual({
      kind: 'redirect',
      href: '/de-de/location?checkup=essential_de&locationComingSoon=frankfurt',
      permanent: false,
    });
    // Without a check-up the first missing step still comes first; a step before the location keeps its place.
    expect(decide('/de-de/summary?location=frankfurt')).toEqual({
      kind: 'redirect',
      href: '/de-de/check-up',
      permanent: false,
    });
    expect(decide('/de-de/add-ons?checkup=essential_de&location=frankfurt')).toEqual({
      kind: 'redirect',
      href: '/de-de/add-ons?checkup=essential_de',
      permanent: false,
    });
    expect(decide('/de-de/location?checkup=essential_de&locationComingSoon=frankfurt')).toEqual({
      kind: 'page',
    });
  });

  it('sends a later step back to the location step when the clinic lacks a chosen add-on, dropping nothing', () => {
    expect(
      decide('/de-de/timeslot?checkup=essential_de&location=berlin&services=brain_age'),
    ).toEqual({
      kind: 'redirect',
      href: '/de-de/location?checkup=essential_de&services=brain_age&location=berlin',
      permanent: false,
    });
    expect(
      decide(
        '/de-de/timeslot?checkup=essential_de&location=berlin&isPartnerBooking=true&servicesPartner=brain_age',
      ),
    ).toMatchObject({ kind: 'redirect', href: expect.stringMatching(/^\/de-de\/location\?/) });
    // The location step itself shows the marks and asks.
    expect(
      decide('/de-de/location?checkup=essential_de&location=berlin&services=brain_age'),
    ).toEqual({ kind: 'page' });
    expect(decide('/de-ch/timeslot?checkup=essential&location=basel&services=brain_age')).toEqual({
      kind: 'page',
    });
  });

  it("follows an editor's redirect first, for any path, with the visitor's query kept inside the site only", () => {
    expect(decide('/de-ch/angebot?utm_medium=qr')).toEqual({
      kind: 'redirect',
      href: '/de-ch/check-up?utm_source=print&utm_medium=qr',
      permanent: true,
    });
    expect(decide('/en-ch/add-ons?firstName=Ann')).toEqual({
      kind: 'redirect',
      href: 'https://example.org/offer',
      permanent: false,
    });
  });

  it('never redirects the return from the card payment, which carries the payment', () => {
    expect(decide('/de-ch/payment-return?payment_intent=pi_1')).toEqual({ kind: 'page' });
  });

  it('leaves paths that are not steps to their pages (the 404 included)', () => {
    expect(decide('/de-ch')).toEqual({ kind: 'page' });
    expect(decide('/de-ch/nope')).toEqual({ kind: 'page' });
    expect(decide('/elsewhere')).toEqual({ kind: 'page' });
    expect(decide('/de-ch/payment/deeper')).toEqual({ kind: 'page' });
  });
});
