// The payment in progress, kept for the return page (`nova.payment` in sessionStorage): which payment, and the purchase it would be.
import type { Purchase } from '@/analytics/events';
import { isLocale } from '@/booking/locale';
import { isRecord } from '@/booking/untrusted-json';

export const PAYMENT_RECORD_KEY = 'nova.payment';

/**
 * Written when a payment starts. The return page re-reads the payment from the server; this only
 * tells it what the purchase event says (the server's amounts, no personal data) and which payment
 * to confirm again after a reload.
 */
export interface PaymentRecord {
  intentId: string;
  purchase: Purchase;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isPurchase(value: unknown): value is Purchase {
  if (!isRecord(value)) return false;
  return (
    isLocale(value.locale) &&
    typeof value.reservationId === 'string' &&
    typeof value.totalMinor === 'number' &&
    (value.currency === 'CHF' || value.currency === 'EUR') &&
    typeof value.slotStart === 'string' &&
    typeof value.checkup === 'string' &&
    typeof value.location === 'string' &&
    typeof value.discountMinor === 'number' &&
    (value.discountCode === null || typeof value.discountCode === 'string')
  );
}

export function writePaymentRecord(
  record: PaymentRecord,
  storage: Storage | null = sessionStore(),
): void {
  try {
    storage?.setItem(PAYMENT_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Without it the return page still confirms the payment; only the purchase event is lost.
  }
}

export function readPaymentRecord(storage: Storage | null = sessionStore()): PaymentRecord | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PAYMENT_RECORD_KEY) ?? 'null');
    if (!isRecord(value) || typeof value.intentId !== 'string' || !isPurchase(value.purchase)) {
      return null;
    }
    return { intentId: value.intentId, purchase: value.purchase };
  } catch {
    return null;
  }
}

export function clearPaymentRecord(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(PAYMENT_RECORD_KEY);
  } catch {
    // Nothing to clear.
  }
}
