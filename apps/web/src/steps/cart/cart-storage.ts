// The cart in sessionStorage (`nova.cart`): it lasts as long as the tab and is never sent anywhere.
import { NO_SESSION_SELECTION, type SessionSelection } from '@/booking/address-session';
import { type BookingCart, emptyCart, type KnownSlugs } from './cart';
import { sanitiseCart } from './cart-sanitise';
import { CART_STORAGE_KEY, sessionStore } from './cart-storage-write';

export { CART_STORAGE_KEY, writeStoredCart } from './cart-storage-write';

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

/**
 * The stored selection before this page's market has judged it (readStoredCart drops what the
 * market does not know, silently): entering a page checks it against the offer and says what it
 * drops, e.g. after a switch to the other market. Only the shape is checked here.
 */
export function readStoredSelection(storage: Storage | null = sessionStore()): SessionSelection {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return NO_SESSION_SELECTION;
    const field = (name: keyof SessionSelection) => (raw as Record<string, unknown>)[name];
    const text = (name: keyof SessionSelection) => {
      const value = field(name);
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const list = (name: keyof SessionSelection) => {
      const value = field(name);
      return Array.isArray(value)
        ? // A hand-edited store may hold a huge list; no visitor chooses more than a few add-ons.
          value.slice(0, 50).filter((item): item is string => typeof item === 'string')
        : [];
    };
    return {
      checkupSlug: text('checkupSlug'),
      servicesSlugs: list('servicesSlugs'),
      servicesPartnerSlugs: list('servicesPartnerSlugs'),
      locationSlug: text('locationSlug'),
      startDate: text('startDate'),
      selectedDate: text('selectedDate'),
      timeSlotStart: text('timeSlotStart'),
    };
  } catch {
    return NO_SESSION_SELECTION;
  }
}
