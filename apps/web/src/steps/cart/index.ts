// The cart's public API for the booking steps: the store, its hook, and the pure helpers behind them.
export type { BookingCart, KnownSlugs, PartnerData, PersonalData } from './cart';
export { emptyCart, sanitiseCart } from './cart';
export { type CartControl, CartProvider, type CartUpdateOptions, useCart } from './cart-provider';
export {
  buildStepHref,
  cartSearch,
  cartToQuery,
  mergeQueryIntoCart,
  readQuery,
} from './cart-query';
export { CART_STORAGE_KEY, readStoredCart, writeStoredCart } from './cart-storage';
