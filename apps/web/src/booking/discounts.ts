// Discounts off a booking: the location's per-person discount, then a discount code.
import { BookingError } from './booking-error';
import type { Currency, DiscountCode, Language, Location } from './types';

export interface Discount {
  kind: 'location' | 'code';
  /** The discount code as stored; null for a location discount. */
  code: string | null;
  /** Minor units actually taken off (never more than was left to pay). */
  amount: number;
  label: string;
}

const LOCATION_LABEL: Record<Language, (location: string) => string> = {
  en: (location) => `Location discount ${location}`,
  de: (location) => `Standortrabatt ${location}`,
  fr: (location) => `Réduction du site ${location}`,
};

const CODE_LABEL: Record<Language, (code: string) => string> = {
  en: (code) => `Discount code ${code}`,
  de: (code) => `Rabattcode ${code}`,
  fr: (code) => `Code de réduction ${code}`,
};

/** Codes are typed by hand, so case and surrounding spaces do not matter. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** `discountAmount` off per person, capped at what is left to pay; null when the location gives none. */
export function locationDiscount(input: {
  location: Location | null;
  persons: 1 | 2;
  remaining: number;
  language: Language;
}): Discount | null {
  const { location, persons, remaining, language } = input;
  if (location === null || location.discountAmount === null || location.discountAmount <= 0) {
    return null;
  }
  return {
    kind: 'location',
    code: null,
    amount: Math.min(location.discountAmount * persons, Math.max(0, remaining)),
    label: LOCATION_LABEL[language](location.title[language]),
  };
}

export interface DiscountCodeCheck {
  /** What the visitor typed. */
  discountCode: string;
  /** The stored code the caller found for it, or null when there is none. */
  discount: DiscountCode | null;
  currency: Currency;
  checkupSlug: string;
  /** Redemptions held so far: reserved by a payment in progress or confirmed. */
  redemptions: number;
  /** YYYY-MM-DD in Zurich time. */
  today: string;
}

/**
 * The stored code when it may be used for this booking; `discount-code-used-up` when it would be
 * but every redemption is taken; otherwise `discount-code-invalid`.
 */
export function applicableDiscountCode(check: DiscountCodeCheck): DiscountCode {
  const { discount, today } = check;
  const usable =
    discount !== null &&
    normalizeDiscountCode(discount.code) === normalizeDiscountCode(check.discountCode) &&
    discount.active &&
    // Date-only strings in one format compare correctly as text.
    (discount.validFrom === null || discount.validFrom <= today) &&
    (discount.validUntil === null || today <= discount.validUntil) &&
    discount.currencies.includes(check.currency) &&
    (discount.checkupSlugs.length === 0 || discount.checkupSlugs.includes(check.checkupSlug));
  if (!usable) throw new BookingError('discount-code-invalid');
  if (discount.maxRedemptions !== null && check.redemptions >= discount.maxRedemptions)
    throw new BookingError('discount-code-used-up');
  return discount;
}

/**
 * What a code takes off what is left after the location discount. A percentage is rounded to the
 * nearest minor unit, half up (10% of CHF 0.05 is 1 rappen); neither kind goes below zero to pay.
 */
export function codeDiscount(input: {
  discount: DiscountCode;
  remaining: number;
  language: Language;
}): Discount {
  const { discount, language } = input;
  const remaining = Math.max(0, input.remaining);
  const wanted =
    discount.kind === 'percent'
      ? Math.round((remaining * clamp(discount.value, 0, 100)) / 100)
      : Math.max(0, Math.round(discount.value));
  return {
    kind: 'code',
    code: discount.code,
    amount: Math.min(wanted, remaining),
    label: CODE_LABEL[language](discount.code),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
