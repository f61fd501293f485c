import {
  applicableDiscountCode,
  codeDiscount,
  type DiscountCodeCheck,
  locationDiscount,
  normalizeDiscountCode,
} from './discounts';
import { BookingError } from './errors';
import { baselRheinfelden, spring10, welcome100, zurichBellevue } from './test-fixtures';

function check(overrides: Partial<DiscountCodeCheck> = {}): DiscountCodeCheck {
  return {
    discountCode: 'SPRING10',
    discount: spring10,
    currency: 'CHF',
    checkupSlug: 'whole_body_scan_with_blood_test',
    redemptions: 0,
    today: '2025-04-15',
    ...overrides,
  };
}

function isValid(overrides: Partial<DiscountCodeCheck>): boolean {
  try {
    applicableDiscountCode(check(overrides));
    return true;
  } catch (error) {
    if (error instanceof BookingError && error.id === 'discount-code-invalid') return false;
    throw error;
  }
}

describe('location discount', () => {
  it('takes CHF 250 off per person at Basel Rheinfelden', () => {
    const single = locationDiscount({
      location: baselRheinfelden,
      persons: 1,
      remaining: 249000,
      language: 'en',
    });
    const pair = locationDiscount({
      location: baselRheinfelden,
      persons: 2,
      remaining: 448000,
      language: 'en',
    });
    expect(single?.amount).toBe(25000);
    expect(pair?.amount).toBe(50000);
    expect(single).toMatchObject({
      kind: 'location',
      code: null,
      label: 'Location discount basel_rheinfelden',
    });
  });

  it('gives nothing where the location has no discount or none is chosen', () => {
    expect(
      locationDiscount({ location: zurichBellevue, persons: 1, remaining: 249000, language: 'de' }),
    ).toBeNull();
    expect(
      locationDiscount({ location: null, persons: 2, remaining: 249000, language: 'de' }),
    ).toBeNull();
  });

  it('never takes off more than is left to pay', () => {
    expect(
      locationDiscount({ location: baselRheinfelden, persons: 2, remaining: 30000, language: 'fr' })
        ?.amount,
    ).toBe(30000);
  });
});

describe('discount code validity', () => {
  it('accepts a valid code regardless of case and spaces', () => {
    expect(isValid({ discountCode: ' spring10 ' })).toBe(true);
    expect(normalizeDiscountCode(' Spring10')).toBe('SPRING10');
  });

  it('counts the first and last day of the validity period', () => {
    expect(isValid({ today: '2025-03-01' })).toBe(true);
    expect(isValid({ today: '2025-05-31' })).toBe(true);
  });

  it('accepts the last redemption and refuses the one after as used up, with its own error', () => {
    expect(isValid({ redemptions: 99 })).toBe(true);
    expect(() => applicableDiscountCode(check({ redemptions: 100 }))).toThrow(
      new BookingError('discount-code-used-up'),
    );
  });

  it('calls a code that would not apply anyway invalid, not used up', () => {
    expect(isValid({ redemptions: 100, today: '2025-06-01' })).toBe(false);
  });

  it.each<[string, Partial<DiscountCodeCheck>]>([
    ['an unknown code', { discount: null }],
    ['a stored code that is not the one typed', { discountCode: 'WINTER10' }],
    ['an inactive code', { discount: { ...spring10, active: false } }],
    ['a code before its first day', { today: '2025-02-28' }],
    ['a code after its last day', { today: '2025-06-01' }],
    [
      'a code in a currency it is not for',
      { discountCode: 'WELCOME100', discount: welcome100, currency: 'EUR' },
    ],
    [
      'a code for another check-up',
      { discountCode: 'WELCOME100', discount: welcome100, checkupSlug: 'mammography' },
    ],
  ])('refuses %s', (_rule, overrides) => {
    expect(isValid(overrides)).toBe(false);
  });

  it('has no end and no limit when those are not set', () => {
    expect(
      isValid({
        discountCode: 'WELCOME100',
        discount: welcome100,
        today: '2099-12-31',
        redemptions: 10 ** 6,
      }),
    ).toBe(true);
  });
});

describe('discount code amount', () => {
  it('takes a percentage of what is left', () => {
    expect(codeDiscount({ discount: spring10, remaining: 224000, language: 'en' })).toEqual({
      kind: 'code',
      code: 'SPRING10',
      amount: 22400,
      label: 'Discount code SPRING10',
    });
  });

  it('rounds a percentage to the nearest minor unit, half up', () => {
    const fifteen = { ...spring10, value: 15 };
    expect(codeDiscount({ discount: fifteen, remaining: 1010, language: 'en' }).amount).toBe(152); // 151.5
    expect(codeDiscount({ discount: fifteen, remaining: 1003, language: 'en' }).amount).toBe(150); // 150.45
  });

  it('takes a fixed amount, but never more than is left', () => {
    expect(codeDiscount({ discount: welcome100, remaining: 249000, language: 'de' }).amount).toBe(
      10000,
    );
    expect(codeDiscount({ discount: welcome100, remaining: 4000, language: 'de' }).amount).toBe(
      4000,
    );
  });

  it('treats a percentage over 100 as everything', () => {
    expect(
      codeDiscount({ discount: { ...spring10, value: 150 }, remaining: 5000, language: 'fr' })
        .amount,
    ).toBe(5000);
  });
});
