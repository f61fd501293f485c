// The session cart brought in line with the reservation the server answered: a pay-later visitor's cart starts empty.
import { emptyPersonalData } from '@/booking/person';
import { adoptReservation, type BookingCart } from '../cart/cart';
import type { CartRecipe } from '../cart/next-cart';
import type { UnpaidReservation } from './api';

/** True when the cart already says what the reservation says (nothing to write). */
function agrees(cart: BookingCart, reservation: UnpaidReservation, email: string): boolean {
  return (
    cart.personalData?.email.trim() === email &&
    cart.reservationId === reservation.id &&
    cart.reservationName === reservation.name &&
    cart.checkupSlug === reservation.checkupSlug &&
    cart.locationSlug === reservation.locationSlug &&
    cart.timeSlotStart === reservation.timeSlotStart &&
    cart.timeSlotEnd === reservation.timeSlotEnd &&
    cart.isPartnerBooking === reservation.isPartnerBooking &&
    cart.installmentMonths === reservation.installmentMonths &&
    cart.isReservationSuccess
  );
}

/**
 * The stored reservation wins: the success page and the purchase event describe what was booked,
 * whatever an older session held. An email typed on a pay-later link replaces details that belonged
 * to someone else's session; it stays in sessionStorage only, never in an address.
 */
export function syncCartWithReservation(
  cart: BookingCart,
  reservation: UnpaidReservation,
  email: string,
  update: (recipe: CartRecipe) => unknown,
): void {
  if (agrees(cart, reservation, email)) return;
  update((draft) => {
    if (draft.personalData?.email.trim() !== email)
      draft.personalData = { ...emptyPersonalData(), email };
    adoptReservation(draft, reservation);
    draft.servicesSlugs = [...reservation.services];
    draft.servicesPartnerSlugs = [...reservation.servicesPartner];
    draft.isPartnerBooking = reservation.isPartnerBooking;
    draft.installmentMonths = reservation.installmentMonths;
    draft.discountCode = reservation.discountCode;
  });
}
