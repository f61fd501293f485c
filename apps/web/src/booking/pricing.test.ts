import fc from 'fast-check';
import { BookingError, type ErrorId } from './errors';
import type { PricingInput } from './pricing';
import { catalogueWithDownpayment, priced, spring10, welcome100 } from './test-fixtures';
import type { DiscountCode } from './types';

function pay(overrides: Partial<PricingInput> = {}) {
  return priced(overrides);
}

function refusal(overrides: Partial<PricingInput>): ErrorId | 'accepted' {
  try {
    pay(overrides);
    return 'accepted';
  } catch (error) {
    if (error instanceof BookingError) return error.id;
    throw error;
  }
}

describe('what a booking costs', () => {
  it('charges one person the check-up price', () => {
    const { paymentData } = pay();
    expect(paymentData).toEqual({
      currency: 'CHF',
      lineItems: [
        {
          kind: 'checkup',
          slug: 'whole_body_scan_with_blood_test',
          label: 'Whole body scan with blood test',
          person: 'customer',
          amount: 249000,
        },
      ],
      subtotal: 249000,
      total: 249000,
    });
  });

  it('adds the customer’s additional services', () => {
    const { paymentData } = pay({ services: ['dxa', 'mr-mammography-add-on'] });
    expect(paymentData.lineItems.map((item) => [item.slug, item.amount])).toEqual([
      ['whole_body_scan_with_blood_test', 249000],
      ['dxa', 25000],
      ['mr-mammography-add-on', 50000],
    ]);
    expect(paymentData.total).toBe(324000);
  });

  it('lets a pair pay the two-person price plus each person’s add-ons', () => {
    const { paymentData } = pay({
      isPartnerBooking: true,
      services: ['dxa'],
      servicesPartner: ['mr-mammography-add-on'],
    });
    expect(paymentData.lineItems.map((item) => [item.person, item.slug, item.amount])).toEqual([
      ['customer', 'whole_body_scan_with_blood_test', 448000],
      ['customer', 'dxa', 25000],
      ['partner', 'mr-mammography-add-on', 50000],
    ]);
    expect(paymentData.total).toBe(523000);
  });

  it('labels the lines in the visitor’s language, the two-person title for a pair', () => {
    const { paymentData } = pay({ language: 'de', isPartnerBooking: true, services: ['dxa'] });
    expect(paymentData.lineItems.map((item) => item.label)).toEqual([
      'Ganzkörperscan mit Bluttest zu zweit',
      'DXA-Knochendichtemessung',
    ]);
  });

  it('charges EUR in Germany', () => {
    const { paymentData } = pay({ market: 'de', locationSlug: 'munich', services: ['dxa'] });
    expect(paymentData.currency).toBe('EUR');
    expect(paymentData.total).toBe(274000);
  });

  it('does not charge a service the check-up already includes', () => {
    const { paymentData } = pay({ checkupSlug: 'nova_premium', services: ['dxa', 'lung_ct'] });
    expect(paymentData.lineItems.map((item) => item.slug)).toEqual(['nova_premium', 'lung_ct']);
    expect(paymentData.total).toBe(708000);
  });

  it('refuses through the same rules as the selection', () => {
    expect(refusal({ services: ['brain_age'] })).toBe('service-unsupported-at-location');
    expect(refusal({ checkupSlug: 'whole_body_scan', market: 'de', locationSlug: 'munich' })).toBe(
      'checkup-not-sold-in-market',
    );
  });
});

describe('discounts', () => {
  it('takes the location discount off per person', () => {
    expect(pay({ locationSlug: 'basel_rheinfelden' }).paymentDataDiscounted.total).toBe(224000);
    const pair = pay({ locationSlug: 'basel_rheinfelden', isPartnerBooking: true });
    expect(pair.discounts).toEqual([
      { kind: 'location', code: null, amount: 50000, label: 'Location discount basel_rheinfelden' },
    ]);
    expect(pair.paymentDataDiscounted.total).toBe(398000);
  });

  it('applies a discount code after the location discount', () => {
    const answer = pay({
      locationSlug: 'basel_rheinfelden',
      discountCode: 'spring10',
      discount: spring10,
    });
    expect(answer.discounts.map((d) => [d.kind, d.amount])).toEqual([
      ['location', 25000],
      ['code', 22400],
    ]);
    expect(answer.paymentDataDiscounted).toMatchObject({
      subtotal: 249000,
      discountTotal: 47400,
      total: 201600,
      dueNow: 201600,
      dueLater: 0,
    });
  });

  it('keeps the undiscounted figures in paymentData', () => {
    const answer = pay({ discountCode: 'WELCOME100', discount: welcome100 });
    expect(answer.paymentData.total).toBe(249000);
    expect(answer.paymentDataDiscounted.total).toBe(239000);
  });

  it('refuses an invalid or used-up code rather than silently ignoring it', () => {
    expect(refusal({ discountCode: 'NOPE', discount: null })).toBe('discount-code-invalid');
    expect(
      refusal({ discountCode: 'SPRING10', discount: spring10, discountRedemptions: 100 }),
    ).toBe('discount-code-used-up');
  });

  it('treats an empty code as no code', () => {
    expect(pay({ discountCode: '  ' }).discounts).toEqual([]);
  });

  it('never lets the total go below zero, whatever the discount', () => {
    const discount = fc.record({
      kind: fc.constantFrom<DiscountCode['kind']>('percent', 'amount'),
      value: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10 ** 9 })),
    });
    fc.assert(
      fc.property(
        discount,
        fc.constantFrom('zurich_bellevue', 'basel_rheinfelden'),
        fc.boolean(),
        fc.constantFrom(0, 6, 12),
        ({ kind, value }, locationSlug, isPartnerBooking, installmentMonths) => {
          const code: DiscountCode = { ...spring10, kind, value };
          const answer = pay({
            locationSlug,
            isPartnerBooking,
            installmentMonths,
            discountCode: 'SPRING10',
            discount: code,
          });
          const due = answer.paymentDataDiscounted;
          expect(due.total).toBeGreaterThanOrEqual(0);
          expect(due.discountTotal).toBeLessThanOrEqual(due.subtotal);
          expect(due.total).toBe(due.subtotal - due.discountTotal);
          expect(due.dueNow + due.dueLater).toBe(due.total);
          expect(due.installments.reduce((a, b) => a + b, 0)).toBe(
            due.installments.length > 0 ? due.total : 0,
          );
          expect(answer.discounts.every((d) => d.amount >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('instalments', () => {
  it('splits the discounted total over 6 months, the first due now', () => {
    const due = pay({
      installmentMonths: 6,
      discountCode: 'WELCOME100',
      discount: welcome100,
    }).paymentDataDiscounted;
    expect(due.installments).toEqual([39835, 39833, 39833, 39833, 39833, 39833]);
    expect(due).toMatchObject({
      installmentMonths: 6,
      total: 239000,
      dueNow: 39835,
      dueLater: 199165,
    });
  });

  it('offers 12 months only where the check-up has the 12-month plan', () => {
    expect(pay({ installmentMonths: 12 }).paymentDataDiscounted.installments).toHaveLength(12);
    expect(refusal({ checkupSlug: 'whole_body_scan', installmentMonths: 12 })).toBe(
      'installments-not-available',
    );
    expect(refusal({ checkupSlug: 'mammography', installmentMonths: 6 })).toBe(
      'installments-not-available',
    );
  });

  it('offers no plan other than 6 or 12 months', () => {
    expect(refusal({ installmentMonths: 3 })).toBe('installments-not-available');
  });

  it('schedules nothing when a discount takes the total to zero', () => {
    const free = { ...spring10, value: 100 };
    const due = pay({
      installmentMonths: 6,
      discountCode: 'SPRING10',
      discount: free,
    }).paymentDataDiscounted;
    expect(due).toMatchObject({ total: 0, installmentMonths: 0, installments: [], dueNow: 0 });
  });
});

describe('downpayment reservations', () => {
  it('charges the downpayment now and the rest at the clinic', () => {
    const due = pay({
      catalogue: catalogueWithDownpayment,
      checkupSlug: 'nova_premium',
    }).paymentDataDiscounted;
    expect(due).toMatchObject({
      reservationType: 'downpayment',
      total: 699000,
      dueNow: 50000,
      dueLater: 649000,
      installments: [],
    });
  });

  it('never asks more now than the discounted total', () => {
    const nearlyFree = { ...welcome100, value: 680000, checkupSlugs: [] };
    const due = pay({
      catalogue: catalogueWithDownpayment,
      checkupSlug: 'nova_premium',
      discountCode: 'WELCOME100',
      discount: nearlyFree,
    }).paymentDataDiscounted;
    expect(due).toMatchObject({ total: 19000, dueNow: 19000, dueLater: 0 });
  });

  it('cannot be paid in instalments', () => {
    expect(
      refusal({
        catalogue: catalogueWithDownpayment,
        checkupSlug: 'nova_premium',
        installmentMonths: 6,
      }),
    ).toBe('installments-not-available');
  });
});

describe('a partner completing their own part', () => {
  it('shows what is booked with nothing due again', () => {
    const answer = pay({
      isPartnerCurrentlyBooking: true,
      locationSlug: 'basel_rheinfelden',
      services: ['dxa'],
      servicesPartner: ['mr-mammography-add-on'],
      installmentMonths: 6,
      discountCode: 'USED-UP',
      discount: null,
    });
    expect(
      answer.paymentData.lineItems.map((item) => [item.person, item.slug, item.amount]),
    ).toEqual([
      ['customer', 'whole_body_scan_with_blood_test', 0],
      ['customer', 'dxa', 0],
      ['partner', 'mr-mammography-add-on', 0],
    ]);
    expect(answer.paymentDataDiscounted).toMatchObject({
      total: 0,
      dueNow: 0,
      dueLater: 0,
      installments: [],
    });
    expect(answer.discounts).toEqual([]);
  });
});
