// Writing the cart to sessionStorage (`nova.cart`), apart from reading it: every change writes, while reading (and judging what is read) is needed only on entering a page.
import type { BookingCart } from './cart';

export const CART_STORAGE_KEY = 'nova.cart';

export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the address still carries the selection.
    return null;
  }
}

/**
 * What the tab keeps of a cart. Once the success page has been entered the booking is done: the
 * person's details (names, email, phone, birth date, address, the partner's too) and the email of
 * the reservation request leave storage, and the success page keeps them in memory only, for its
 * receipt, calendar file and links while it is open. The booking's code and appointment stay.
 */
export function storedFormOf(cart: BookingCart): BookingCart {
  if (!cart.visitedSteps.includes('success')) return cart;
  return { ...cart, personalData: null, personalDataPartner: null, reservationRequest: null };
}

export function writeStoredCart(cart: BookingCart, storage: Storage | null = sessionStore()): void {
  if (storage === null) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(storedFormOf(cart)));
  } catch {
    // A full or refused store loses only the session copy; the page keeps working.
  }
}
