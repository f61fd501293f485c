// What the cart offers the booking steps (useCart): the cart, its state and the ways to update it and move between steps.
import type { DroppedItem } from '@/booking/address-session';
import type { StepSlug } from '@/booking/guards';
import type { Locale } from '@/booking/types';
import type { BookingCart, KnownSlugs } from './cart';
import type { CartRecipe } from './next-cart';

export interface CartUpdateOptions {
  /** After the update, go to this step (its address carries the updated query). */
  goTo?: StepSlug;
  /** With goTo: replace the history entry instead of adding one. */
  replace?: boolean;
  /**
   * Not the visitor's own doing (recording a visited step): the steps re-render as a transition,
   * in slices between which the browser stays responsive, rather than in one long task.
   */
  background?: boolean;
}

export interface CartControl {
  cart: BookingCart;
  /** False until the session cart has been merged in the browser; guards wait for it. */
  ready: boolean;
  locale: Locale;
  /** The slugs the market sells: what an address may name. */
  known: KnownSlugs;
  /** Today in Zurich (YYYY-MM-DD): the page's (built) date at first, the browser's once it has read the address. */
  today: string;
  /** The address's query as the cart last read it ('' until the browser has read it). */
  search: string;
  /**
   * Makes the next cart with the recipe, stores it and writes the address (or goes to a step);
   * answers the next cart. Pressed before the cart has read the address and the session, the
   * recipe applies to them, not to an empty cart: at once where the arrival's code is there, else
   * once it has come (it then answers the cart as it stands).
   */
  update(recipe: CartRecipe, options?: CartUpdateOptions): BookingCart;
  /** The address of a step with the (given or current) cart's query. */
  stepHref(step: StepSlug, cart?: BookingCart): string;
  goTo(step: StepSlug, options?: { replace?: boolean }): void;
  /** What entering the page dropped from the address or the session, until dismissed or another step is entered. */
  dropped: readonly DroppedItem[];
  dismissDropped(): void;
}
