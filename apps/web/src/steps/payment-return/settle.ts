// What a confirmed payment does in the browser, wherever it was confirmed: the purchase event once, the idle popup told, and the session's booking marked paid.
import { trackPurchase } from '@/analytics/events';
import { PAID } from '@/booking/reservation-status';
import { reportBookingProgress } from '@/client/idle-gate';
import type { BookingCart } from '../cart/cart';
import { clearPaymentRecord, type PaymentRecord } from '../payment/payment-record';
import type { PaymentConfirmation } from './confirm';

/** The paid statuses of the booking domain: only these lead to success and count a purchase. */
const CONFIRMED: readonly (string | null)[] = PAID;

export function isConfirmedPayment(answer: PaymentConfirmation): boolean {
  return answer.paymentStatus === 'succeeded' && CONFIRMED.includes(answer.status);
}

/** The paid reservation is the one this session's cart holds whole, so success can show it. */
export function cartKnowsBooking(cart: BookingCart, paidId: string | null): boolean {
  return (
    paidId !== null &&
    cart.reservationId === paidId &&
    cart.checkupSlug !== null &&
    cart.locationSlug !== null &&
    cart.timeSlotStart !== null
  );
}

/** A confirmed payment's side effects in this browser: the purchase counted once (its record is cleared), the idle popup stopped. */
export function recordConfirmedPayment(paidId: string | null, record: PaymentRecord | null): void {
  reportBookingProgress({
    reservationProcessing: false,
    reservationSucceeded: true,
    paymentSucceeded: true,
  });
  if (record !== null && record.purchase.reservationId === paidId) {
    trackPurchase(record.purchase);
    clearPaymentRecord();
  }
}

/** The cart change that leads to success. */
export function markPaid(draft: { isPaymentSuccess: boolean; isReservationSuccess: boolean }) {
  draft.isPaymentSuccess = true;
  draft.isReservationSuccess = true;
}
