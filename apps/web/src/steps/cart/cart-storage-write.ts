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

export function writeStoredCart(cart: BookingCart, storage: Storage | null = sessionStore()): void {
  if (storage === null) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // A full or refused store loses only the session copy; the page keeps working.
  }
}
