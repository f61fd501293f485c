// Entering a page: the stored session and the address reconciled with the market's offer, into the cart. Fetched as its own chunk as soon as the cart's module runs (cart-provider.tsx), so the steps' first scripts carry neither the session's reading nor the reconciliation.
import {
  type DroppedItem,
  type MarketOffer,
  reconcileAddress,
  type SessionSelection,
} from '@/booking/address-session';
import type { BookingCart, KnownSlugs } from './cart';

// The booking domain's guards decide only once the cart has arrived, so they come with this chunk.
export { runGuards } from '@/booking/guards';

import { mergeQueryIntoCart } from './cart-query';
import { readStoredCart, readStoredSelection } from './cart-storage';

function selectionOf(cart: BookingCart): SessionSelection {
  const { checkupSlug, servicesSlugs, servicesPartnerSlugs, locationSlug } = cart;
  const { startDate, selectedDate, timeSlotStart } = cart;
  return {
    checkupSlug,
    servicesSlugs,
    servicesPartnerSlugs,
    locationSlug,
    startDate,
    selectedDate,
    timeSlotStart,
  };
}

/** The cart with the session's selection as the market honours it. */
function withSelection(cart: BookingCart, selection: SessionSelection): BookingCart {
  const keepsTime = selection.timeSlotStart === cart.timeSlotStart;
  return {
    ...cart,
    ...selection,
    servicesSlugs: [...selection.servicesSlugs],
    servicesPartnerSlugs: [...selection.servicesPartnerSlugs],
    timeSlotEnd: keepsTime ? cart.timeSlotEnd : null,
  };
}

export interface ArrivalInput {
  /** The address's query, without `?`. */
  search: string;
  /** The cart in memory after an earlier arrival on this page; null on the first (read the session). */
  current: BookingCart | null;
  known: KnownSlugs;
  offer: MarketOffer;
  /** Today in Zurich, the browser's day. */
  today: string;
  now: Date;
}

export interface Arrival {
  cart: BookingCart;
  /** What the address or the session named that the market cannot honour. */
  dropped: readonly DroppedItem[];
}

/** The address wins where it has values, the session cart fills the rest; what the market cannot sell is dropped. */
export function arrive({ search, current, known, offer, today, now }: ArrivalInput): Arrival {
  const stored = current ?? readStoredCart(known);
  const reconciled = reconcileAddress({
    address: new URLSearchParams(search),
    session: current === null ? readStoredSelection() : selectionOf(current),
    offer,
    today,
    now,
  });
  const base = withSelection(stored, reconciled.session);
  return { cart: mergeQueryIntoCart(base, reconciled.query, today), dropped: reconciled.dropped };
}
