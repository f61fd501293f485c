// What the receipt reads off the server's answer: the Zurich day a payment was made, and a card brand by its own name.
import { parseInstant, zurichDateOf } from '@/booking/time';

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
