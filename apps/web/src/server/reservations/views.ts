// What the lookup routes answer about a stored reservation: the booking and its amounts, never the personal data.
import 'server-only';
import { datedInstalments } from '../../booking/instalment-schedule';
import { formatZurichInstant, zurichDateOf } from '../../booking/time';
import type { Reservation } from '../db/schema';
import type { PaymentCard } from '../payments/provider';
import { storedPricing } from './stored-pricing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reservation ids are UUIDs; anything else cannot be one, and must not reach a uuid column. */
export function isReservationId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function bookingOf(row: Reservation) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    checkupSlug: row.checkupSlug,
    locationSlug: row.locationSlug,
    isPartnerBooking: row.isPartnerBooking,
    timeSlotStart: formatZurichInstant(row.startsAt),
    timeSlotEnd: formatZurichInstant(row.endsAt),
    totalDuration: row.totalDurationMinutes,
    locale: row.locale,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
  };
}

/** fetch-unpaid: enough to show the whole order as it was priced and start paying. */
export function unpaidView(row: Reservation) {
  return {
    ...bookingOf(row),
    services: row.services,
    servicesPartner: row.servicesPartner,
    currency: row.currency,
    installmentMonths: row.installmentMonths,
    discountCode: row.discountCode,
    reservationType: row.reservationType,
    amounts: {
      subtotal: row.subtotalAmount,
      discountTotal: row.discountAmount,
      total: row.totalAmount,
      dueNow: row.dueNowAmount,
    },
    /** Every line, discount and amount as stored when the hold was taken. */
    pricing: storedPricing(row),
  };
}

/**
 * The receipt: the order as stored, what was paid at confirmation (the whole total, the
 * downpayment, or the first instalment) and with which card, and an instalment plan's dates from
 * the day of confirmation. Nothing personal: the customer knows who they are.
 */
export function receiptView(row: Reservation, card: PaymentCard | null) {
  const paidAt = row.confirmedAt ?? row.updatedAt;
  const pricing = storedPricing(row);
  return {
    ...bookingOf(row),
    pricing,
    payment: {
      paidAt: paidAt.toISOString(),
      amount: row.dueNowAmount,
      card,
      installments: datedInstalments({
        total: row.totalAmount,
        months: row.installmentMonths,
        firstDate: zurichDateOf(paidAt),
        plan: pricing.paymentDataDiscounted.installments,
      }),
    },
  };
}

/**
 * fetch-partner: the fixed selection the partner completes; nothing about the customer, and not
 * the reservation id, which with the customer's email would open their manage link and receipt.
 */
export function partnerView(row: Reservation) {
  const { id: _id, ...booking } = bookingOf(row);
  return {
    ...booking,
    servicesPartner: row.servicesPartner,
    partnerCompleted: row.partnerCompletedAt !== null,
    /** Called off by the customer: the page says so instead of offering the form. */
    cancelled: row.status === 'cancelled',
    /** Moved since it was booked (a calendar file's sequence counts each move): the time shown is the new one. */
    moved: (row.calendarSequence ?? 0) > 0,
  };
}
