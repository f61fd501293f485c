// The cart in sessionStorage (`nova.cart`): it lasts as long as the tab and is never sent anywhere.
import { type BookingCart, emptyCart, type KnownSlugs, sanitiseCart } from './cart';

export const CART_STORAGE_KEY = 'nova.cart';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the address still carries the selection.
    return null;
  }
}

export function readStoredCart(
  known: KnownSlugs,
  storage: Storage | null = sessionStore(),
): BookingCart {
  if (storage === null) return emptyCart();
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    return raw === null ? emptyCart() : sanitiseCart(JSON.parse(raw), known);
  } catch {
    return emptyCart();
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
