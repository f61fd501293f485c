import { checkupsOffered, isCheckupOffered } from './offer';
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
    description: text,
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
