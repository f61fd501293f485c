// How the receipt writes a day and a card: Zurich calendar days for the locale, and a card brand by its own name.
import { intlLocaleOf } from '@/booking/locale';
import { BOOKING_TIME_ZONE, parseInstant, zurichDateOf } from '@/booking/time';
import type { Locale } from '@/booking/types';

/** "4 March 2027" (or "4. März 2027") for a Zurich day written YYYY-MM-DD. */
export function formatReceiptDate(date: string, locale: Locale): string {
  // Noon UTC is the same calendar day in Zurich whatever the season.
  const instant = parseInstant(`${date}T12:00:00Z`);
  if (instant === null) return date;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BOOKING_TIME_ZONE,
  }).format(instant);
}

/** The Zurich day of an instant the server sent (ISO 8601); null when it is not one. */
export function zurichDayOf(iso: string): string | null {
  const instant = parseInstant(iso);
  return instant === null ? null : zurichDateOf(instant);
}

/** Card brands are names, the same in every language; Stripe's ids for them. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The brand's own name, or null for one this page does not know (the receipt then says "card"). */
export function cardBrandName(brand: string): string | null {
  return Object.hasOwn(CARD_BRANDS, brand) ? (CARD_BRANDS[brand] ?? null) : null;
}
