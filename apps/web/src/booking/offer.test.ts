import {
  checkupsOffered,
  isBookableClinic,
  isCheckupOffered,
  isServiceDeliveredInMarket,
  servicesLackingAt,
} from './offer';
import type { Catalogue, Checkup } from './types';

const text = { en: 'x', de: 'x', fr: 'x' };
function checkup(slug: string, order: number, overrides: Partial<Checkup> = {}): Checkup {
  return {
    slug,
    order,
    durationMinutes: 90,
    price: { CHF: 249000, EUR: 249000 },
    priceTwoPerson: { CHF: 448000, EUR: 448000 },
    title: text,
    twoPersonTitle: text,
    description: { en: [], de: [], fr: [] },
    includedServiceSlugs: [],
    availableServiceSlugs: [],
    countries: ['ch', 'de'],
    reservationType: 'full',
    downpaymentAmount: null,
    stripeInstalment6: null,
    stripeInstalment12: null,
    ...overrides,
  };
}

describe('what a market offers', () => {
  const wholeBodyScan = checkup('whole_body_scan', 2, {
    countries: ['ch'],
    price: { CHF: 299000, EUR: null },
  });
  const withBlood = checkup('whole_body_scan_with_blood_test', 1);
  const catalogue: Catalogue = {
    checkups: [wholeBodyScan, withBlood],
    services: [],
    locations: [],
  };

  it('sells a check-up only in markets it lists and whose currency it has a price in', () => {
    expect(isCheckupOffered(wholeBodyScan, 'ch')).toBe(true);
    expect(isCheckupOffered(wholeBodyScan, 'de')).toBe(false);
    expect(isCheckupOffered(checkup('x', 1, { countries: ['ch'] }), 'de')).toBe(false);
  });

  it('lists the market check-ups in the editors order', () => {
    expect(checkupsOffered(catalogue, 'ch').map((c) => c.slug)).toEqual([
      'whole_body_scan_with_blood_test',
      'whole_body_scan',
    ]);
    expect(checkupsOffered(catalogue, 'de').map((c) => c.slug)).toEqual([
      'whole_body_scan_with_blood_test',
    ]);
  });
});

describe('which add-ons a market offers', () => {
  const clinic = (
    country: 'ch' | 'de',
    unsupportedServiceSlugs: string[],
    isComingSoon = false,
  ) => ({ country, unsupportedServiceSlugs, isComingSoon });

  it('offers an add-on that at least one bookable clinic of the market delivers', () => {
    const clinics = [clinic('ch', ['brain_age']), clinic('ch', [])];
    expect(isServiceDeliveredInMarket('brain_age', clinics, 'ch')).toBe(true);
  });

  it('does not offer an add-on every clinic of the market lacks', () => {
    const clinics = [clinic('de', ['blood_test_premium']), clinic('ch', [])];
    expect(isServiceDeliveredInMarket('blood_test_premium', clinics, 'de')).toBe(false);
  });

  it('does not count a clinic that is opening soon, whatever it lists', () => {
    const clinics = [clinic('de', ['blood_test_premium']), clinic('de', [], true)];
    expect(isServiceDeliveredInMarket('blood_test_premium', clinics, 'de')).toBe(false);
    expect(isBookableClinic(clinic('de', [], true), 'de')).toBe(false);
    expect(isBookableClinic(clinic('de', []), 'ch')).toBe(false);
  });

  it('names the chosen add-ons a clinic lacks, once each, in the order chosen', () => {
    expect(
      servicesLackingAt(clinic('ch', ['lung_ct', 'brain_age']), [
        'brain_age',
        'dxa',
        'lung_ct',
        'brain_age',
      ]),
    ).toEqual(['brain_age', 'lung_ct']);
  });
});
