// What the booking domain's guards are told: from the session cart in the browser, from the address alone on the server.
import type { GuardState, PartnerVerification } from '@/booking/guards';
import type { BookingQuery } from '@/booking/query-state';
import type { BookingCart } from '../cart/cart';

export function guardStateFromCart(
  cart: BookingCart,
  partnerVerification: PartnerVerification,
): GuardState {
  return {
    checkupSlug: cart.checkupSlug,
    locationSlug: cart.locationSlug,
    timeSlotStart: cart.timeSlotStart,
    reservationId: cart.reservationId,
    isReservationSuccess: cart.isReservationSuccess,
    visitedSteps: cart.visitedSteps,
    partner: cart.partner,
    partnerToken: cart.partnerToken,
    partnerVerification,
  };
}

/**
 * The address alone: it decides the guards about the selection and the reservation id. What only
 * the session knows (a reservation's success, visited steps, the partner's verification) counts as
 * passed here; the browser's guard decides those with the session cart.
 */
export function guardStateFromQuery(query: BookingQuery): GuardState {
  return {
    checkupSlug: query.checkupSlug,
    locationSlug: query.locationSlug,
    timeSlotStart: query.timeSlotStart,
    reservationId: query.reservationId,
    isReservationSuccess: true,
    visitedSteps: [],
    partner: query.partner,
    // The partner's token travels in the fragment, which no server sees.
    partnerToken: null,
    partnerVerification: 'verified',
  };
}
