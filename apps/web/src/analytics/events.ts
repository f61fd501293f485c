// The booking funnel's data-layer events, one per step; nothing personal but the SHA-256 of the email, and a purchase only once per reservation.
import { formatZurichInstant, parseInstant } from '@/booking/time';
import type { Currency, Locale } from '@/booking/types';
import { pushEvent, pushToDataLayer } from './data-layer';
import { hashEmail } from './sha256';

/** Minor units (what the domain computes) to the decimal amount analytics tools expect. */
const major = (minor: number) => Math.round(minor) / 100;

/** Zurich date (YYYY-MM-DD) and time (HH:mm) of a slot start. */
function bookingDateTime(slotStart: string): { booking_date: string; booking_time: string } {
  const instant = parseInstant(slotStart);
  if (instant === null) return { booking_date: '', booking_time: '' };
  const zoned = formatZurichInstant(instant);
  return { booking_date: zoned.slice(0, 10), booking_time: zoned.slice(11, 16) };
}

export function trackCheckupsViewed(input: { locale: Locale; checkups: string[] }) {
  pushEvent({ event: 'view_checkups', locale: input.locale, checkups: input.checkups });
}

export function trackAddonsChosen(input: { locale: Locale; checkup: string; services: string[] }) {
  pushEvent({ event: 'choose_addons', ...input });
}

export function trackLocationChosen(input: { locale: Locale; checkup: string; location: string }) {
  pushEvent({ event: 'choose_location', ...input });
}

export function trackSlotChosen(input: {
  locale: Locale;
  checkup: string;
  location: string;
  slotStart: string;
}) {
  const { slotStart, ...rest } = input;
  pushEvent({ event: 'choose_slot', ...rest, ...bookingDateTime(slotStart) });
}

export function trackSummaryViewed(input: {
  locale: Locale;
  checkup: string;
  location: string;
  totalMinor: number;
  currency: Currency;
}) {
  const { totalMinor, ...rest } = input;
  pushEvent({ event: 'view_summary', ...rest, value: major(totalMinor) });
}

/** Details entered: the email only as the SHA-256 of its lowercased, trimmed form. */
export async function trackDetailsEntered(input: { locale: Locale; email: string }) {
  pushEvent({
    event: 'enter_details',
    locale: input.locale,
    email_sha256: await hashEmail(input.email),
  });
}

export function trackPaymentStarted(input: {
  locale: Locale;
  totalMinor: number;
  currency: Currency;
  installmentMonths: number;
}) {
  const { totalMinor, installmentMonths, ...rest } = input;
  pushEvent({
    event: 'begin_payment',
    ...rest,
    value: major(totalMinor),
    installment_months: installmentMonths,
  });
}

export interface Purchase {
  locale: Locale;
  reservationId: string;
  /** What the customer pays in total, after discounts. */
  totalMinor: number;
  currency: Currency;
  /** ISO 8601 start of the booked slot. */
  slotStart: string;
  /** The check-up slug: the scan type. */
  checkup: string;
  location: string;
  discountMinor: number;
  discountCode: string | null;
}

const SENT_PURCHASES_KEY = 'nova.analytics.purchases';
const SENT_PURCHASES_KEPT = 50;

function sentPurchases(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SENT_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The purchase, sent once per reservation however often the success page is shown (reloads, the
 * back button, a second tab): the reservation ids already reported are remembered in localStorage.
 * Answers whether it was sent now.
 */
export function trackPurchase(purchase: Purchase, storage: Storage = window.localStorage): boolean {
  const sent = sentPurchases(storage);
  if (sent.includes(purchase.reservationId)) return false;
  storage.setItem(
    SENT_PURCHASES_KEY,
    JSON.stringify([...sent, purchase.reservationId].slice(-SENT_PURCHASES_KEPT)),
  );
  const value = major(purchase.totalMinor);
  pushToDataLayer({ ecommerce: null });
  pushEvent({
    event: 'purchase',
    locale: purchase.locale,
    transaction_id: purchase.reservationId,
    value,
    currency: purchase.currency,
    ...bookingDateTime(purchase.slotStart),
    scan_type: purchase.checkup,
    location: purchase.location,
    discount_applied: purchase.discountMinor > 0 || purchase.discountCode !== null,
    discount_value: major(purchase.discountMinor),
    discount_code: purchase.discountCode,
    ecommerce: {
      transaction_id: purchase.reservationId,
      value,
      currency: purchase.currency,
      items: [{ item_id: purchase.checkup, item_category: 'checkup', price: value, quantity: 1 }],
    },
  });
  return true;
}
