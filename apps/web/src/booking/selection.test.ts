import { BookingError, type ErrorId } from './errors';
import { resolveSelection, type SelectionInput } from './selection';
import { catalogue } from './test-fixtures';

function select(overrides: Partial<SelectionInput> = {}) {
  return resolveSelection({
    catalogue,
    market: 'ch',
    checkupSlug: 'whole_body_scan_with_blood_test',
    locationSlug: null,
    services: [],
    servicesPartner: [],
    isPartnerBooking: false,
    ...overrides,
  });
}

function refusal(overrides: Partial<SelectionInput>): ErrorId | 'accepted' {
  try {
    select(overrides);
    return 'accepted';
  } catch (error) {
    if (error instanceof BookingError) return error.id;
    throw error;
  }
}

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe('choosing a check-up and a location', () => {
  it('finds the check-up and the location by slug', () => {
    const selection = select({ locationSlug: 'zurich_bellevue' });
    expect(selection.checkup.slug).toBe('whole_body_scan_with_blood_test');
    expect(selection.location?.slug).toBe('zurich_bellevue');
  });

  it('checks no location rules before a location is chosen', () => {
    expect(select({ services: ['brain_age'] }).location).toBeNull();
  });

  it.each<[string, Partial<SelectionInput>, ErrorId]>([
    ['an unknown check-up', { checkupSlug: 'full_body_spa' }, 'checkup-not-found'],
    [
      'a check-up with no EUR price in Germany',
      { market: 'de', checkupSlug: 'whole_body_scan' },
      'checkup-not-sold-in-market',
    ],
    [
      'a check-up priced in EUR but not listed for Germany',
      { market: 'de', checkupSlug: 'mammography' },
      'checkup-not-sold-in-market',
    ],
    ['an unknown location', { locationSlug: 'atlantis' }, 'location-not-found'],
    ['a location of the other market', { locationSlug: 'munich' }, 'location-not-found'],
    ['a coming-soon location', { market: 'de', locationSlug: 'frankfurt' }, 'location-coming-soon'],
  ])('refuses %s', (_rule, overrides, expected) => {
    expect(refusal(overrides)).toBe(expected);
  });

  it('refuses a pair when the check-up has no two-person price in the currency', () => {
    const noPairPrice = {
      ...catalogue,
      checkups: catalogue.checkups.map((checkup) => ({
        ...checkup,
        priceTwoPerson: { CHF: null, EUR: null },
      })),
    };
    expect(refusal({ catalogue: noPairPrice, isPartnerBooking: true })).toBe(
      'checkup-not-sold-in-market',
    );
    expect(refusal({ catalogue: noPairPrice })).toBe('accepted');
  });
});

describe('choosing additional services', () => {
  it.each<[string, Partial<SelectionInput>, ErrorId]>([
    ['an unknown service', { services: ['genetic_analysis'] }, 'service-not-found'],
    [
      'a service that cannot be booked yet',
      { services: ['apo_e4_test'] },
      'service-cannot-be-booked',
    ],
    [
      'a service the check-up does not offer',
      { checkupSlug: 'mammography', services: ['brain_age'] },
      'service-not-available-for-checkup',
    ],
    [
      'a service the location does not do',
      { locationSlug: 'zurich_bellevue', services: ['brain_age'] },
      'service-unsupported-at-location',
    ],
    [
      'a service with no price in the currency',
      { market: 'de', services: ['brain_age'] },
      'service-not-sold-in-currency',
    ],
    [
      'two services that exclude each other',
      { services: ['blood_test_premium', 'blood_extended'] },
      'services-cannot-be-booked-together',
    ],
    [
      'a conflict listed only on the other service',
      { services: ['blood_extended', 'blood_test_premium'] },
      'services-cannot-be-booked-together',
    ],
    [
      'a partner’s service refused by the same rules',
      { isPartnerBooking: true, servicesPartner: ['apo_e4_test'] },
      'service-cannot-be-booked',
    ],
  ])('refuses %s', (_rule, overrides, expected) => {
    expect(refusal(overrides)).toBe(expected);
  });

  it('refuses, before a clinic is chosen, a service no bookable clinic of the market delivers', () => {
    // Munich lacks the premium blood test here; Frankfurt would deliver it but is not open yet.
    const germany = {
      ...catalogue,
      locations: catalogue.locations.map((location) =>
        location.slug === 'munich'
          ? { ...location, unsupportedServiceSlugs: ['blood_test_premium'] }
          : location,
      ),
    };
    expect(refusal({ catalogue: germany, market: 'de', services: ['blood_test_premium'] })).toBe(
      'service-not-sold-in-currency',
    );
    expect(refusal({ market: 'de', services: ['blood_test_premium'] })).toBe('accepted');
    expect(
      refusal({
        catalogue: germany,
        market: 'de',
        locationSlug: 'munich',
        services: ['blood_test_premium'],
      }),
    ).toBe('service-unsupported-at-location');
  });

  it('offers brain age at Basel Zentral', () => {
    expect(
      slugs(select({ locationSlug: 'basel_zentral', services: ['brain_age'] }).services),
    ).toEqual(['brain_age']);
  });

  it('lets each person of a pair take services that would conflict for one person', () => {
    const selection = select({
      isPartnerBooking: true,
      services: ['blood_test_premium'],
      servicesPartner: ['blood_extended'],
    });
    expect(slugs(selection.services)).toEqual(['blood_test_premium']);
    expect(slugs(selection.servicesPartner)).toEqual(['blood_extended']);
  });

  it('drops a service the check-up already includes instead of charging it twice', () => {
    // Premium includes dxa; a dxa left in the address from another check-up is not refused.
    const selection = select({ checkupSlug: 'nova_premium', services: ['dxa', 'lung_ct'] });
    expect(slugs(selection.services)).toEqual(['lung_ct']);
  });

  it('counts a service chosen twice once', () => {
    expect(slugs(select({ services: ['dxa', 'dxa'] }).services)).toEqual(['dxa']);
  });

  it('ignores partner services when not booking as a pair', () => {
    expect(select({ servicesPartner: ['apo_e4_test'] }).servicesPartner).toEqual([]);
  });
});
