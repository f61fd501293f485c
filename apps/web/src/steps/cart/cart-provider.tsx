'use client';
// The cart store of the booking steps: session storage and the address query kept in step both ways, updated by recipes (next-cart.ts).
import { useRouter, useSearchParams } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { DroppedItem, MarketOffer } from '@/booking/address-session';
import type { StepSlug } from '@/booking/guards';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { reportBookingProgress } from '@/client/idle-gate';
import { type BookingCart, emptyCart, knownSlugsOf } from './cart';
import { buildStepHref, cartSearch } from './cart-query';
import { writeStoredCart } from './cart-storage-write';
import { type CartRecipe, nextCart } from './next-cart';
import { takePartnerToken, withPartnerLink } from './partner-fragment';

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

const CartContext = createContext<CartControl | null>(null);

export interface CartProviderProps {
  locale: Locale;
  /** The day the page was rendered (it may be a prerendered page's build day). */
  today: string;
  /**
   * What the market sells: the address and the session are checked against it on entering, and
   * its slugs are the ones the cart keeps.
   */
  offer: MarketOffer;
  children: ReactNode;
}

function report(cart: BookingCart) {
  reportBookingProgress({
    reservationProcessing: cart.isReservationProcessing,
    reservationSucceeded: cart.isReservationSuccess,
    paymentSucceeded: cart.isPaymentSuccess,
  });
}

/**
 * Reads the address for the cart. The step pages are prerendered, so their HTML knows no query:
 * this island suspends while Next.js prerenders (useSearchParams), and in the browser it hands
 * the address to the cart after hydration and after every navigation.
 */
function AddressReader({ onRead }: { onRead: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onRead(search), [search, onRead]);
  return null;
}

/**
 * Reading the session and reconciling it with the address (cart-arrival.ts) is needed only once
 * the cart has read the address, after hydration: it is its own chunk, requested as soon as this
 * module runs in the browser, so it loads beside the page's hydration instead of in its first
 * scripts. Once loaded, an arrival runs at once; a failed request is tried again on the next one.
 */
type ArrivalModule = typeof import('./cart-arrival');
let arrivalLoaded: ArrivalModule | null = null;
let arrivalLoading: Promise<ArrivalModule> | null = null;
function loadArrival(): Promise<ArrivalModule> {
  arrivalLoading ??= import('./cart-arrival').then(
    (module) => {
      arrivalLoaded = module;
      return module;
    },
    (error: unknown) => {
      arrivalLoading = null;
      throw error;
    },
  );
  return arrivalLoading;
}
if (typeof window !== 'undefined') void loadArrival().catch(() => undefined);

/**
 * The booking domain's guards, which come with the arrival's chunk (not in the steps' first
 * scripts): there whenever the cart is `ready`, since it became ready through that chunk.
 */
export function arrivedGuards(): ArrivalModule['runGuards'] | null {
  return arrivalLoaded?.runGuards ?? null;
}

export function CartProvider({ locale, today: renderedToday, offer, children }: CartProviderProps) {
  const router = useRouter();
  const known = useMemo(() => knownSlugsOf(offer), [offer]);
  // Null until the browser has read the address: the prerendered HTML and the first render in the
  // browser then agree (an empty selection), and the guards wait for `ready`.
  const [search, setSearch] = useState<string | null>(null);
  const [today, setToday] = useState(renderedToday);
  // What an empty address gives: the prerendered page knows no query.
  const [cart, setCart] = useState(emptyCart);
  const cartRef = useRef(cart);
  const [ready, setReady] = useState(false);
  const readyRef = useRef(false);
  const [dropped, setDropped] = useState<readonly DroppedItem[]>([]);
  const [arrivalFailure, setArrivalFailure] = useState<{ error: unknown } | null>(null);
  if (arrivalFailure !== null) throw arrivalFailure.error;

  const commit = useCallback((next: BookingCart, background = false) => {
    cartRef.current = next;
    if (background) startTransition(() => setCart(next));
    else setCart(next);
    writeStoredCart(next);
    report(next);
  }, []);

  // The path is the browser's, not usePathname's: after a navigation the new path is known a render
  // before the island has read the new query, and the old query must not be written onto it.
  const writeAddress = useCallback((next: BookingCart, day: string) => {
    const wanted = cartSearch(next, day);
    if (wanted === window.location.search.replace(/^\?/, '')) return;
    // Next.js syncs history.replaceState with useSearchParams; no server round trip is needed.
    const path = window.location.pathname;
    window.history.replaceState(null, '', `${path}${wanted === '' ? '' : `?${wanted}`}`);
  }, []);

  // On arrival and after every navigation: the address wins where it has values, the session cart
  // fills the rest.
  const enter = useCallback(
    ({ arrive }: ArrivalModule, address: string) => {
      // The browser's day, not the build's: a prerendered page may be days old.
      const now = new Date();
      const day = todayInZurich(now);
      setToday(day);
      // A partner's link carries its token in the fragment: taken before the address is rewritten.
      const partnerToken = takePartnerToken(window);
      // What the market cannot sell is dropped here, with a notice, rather than refused at Reserve.
      const arrival = arrive({
        search: address,
        current: readyRef.current ? cartRef.current : null,
        known,
        offer,
        today: day,
        now,
      });
      // The cleaned address is read again at once; that finds nothing new and keeps the notice.
      if (arrival.dropped.length > 0) setDropped(arrival.dropped);
      // Just after hydration every step re-renders with the session: as a transition, so that work
      // is sliced instead of blocking the page's first interactions.
      const next = withPartnerLink(arrival.cart, partnerToken);
      commit(next, true);
      writeAddress(next, day);
      readyRef.current = true;
      startTransition(() => setReady(true));
    },
    [known, offer, commit, writeAddress],
  );

  // Presses made before the arrival's code had come, applied once it has (see `update`).
  const waiting = useRef<Array<{ recipe: CartRecipe; options: CartUpdateOptions }>>([]);
  const applyRef = useRef<(recipe: CartRecipe, options: CartUpdateOptions) => unknown>(
    () => undefined,
  );

  // The address a press just after hydration entered before the address reader had reported it.
  // Entering it again when the report comes would write the old step's address over the
  // navigation the press started (Next.js takes a replaced address as a navigation of its own).
  const enteredEarly = useRef<string | null>(null);

  useEffect(() => {
    if (search === null) return;
    if (search === enteredEarly.current) {
      enteredEarly.current = null;
      return;
    }
    enteredEarly.current = null;
    const arriveAndApply = (module: ArrivalModule) => {
      enter(module, search);
      for (const { recipe, options } of waiting.current.splice(0))
        applyRef.current(recipe, options);
    };
    if (arrivalLoaded !== null) {
      arriveAndApply(arrivalLoaded);
      return;
    }
    // A later address read while the chunk loads supersedes this one.
    let current = true;
    loadArrival().then(
      (module) => {
        if (current) arriveAndApply(module);
      },
      (error: unknown) => {
        // The chunk could not be fetched: thrown while rendering, as React.lazy's failure is, so
        // the locale's error boundary (and the chunk-load recovery) take it.
        if (current) setArrivalFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [search, enter]);

  const stepHref = useCallback(
    (step: StepSlug, target: BookingCart = cartRef.current) =>
      buildStepHref(locale, step, target, today),
    [locale, today],
  );

  const apply = useCallback(
    (recipe: CartRecipe, options: CartUpdateOptions): BookingCart => {
      const next = nextCart(cartRef.current, recipe);
      commit(next, options.background);
      if (options.goTo !== undefined) setDropped([]);
      if (options.goTo === undefined) {
        writeAddress(next, today);
      } else if (options.replace) {
        router.replace(stepHref(options.goTo, next));
      } else {
        router.push(stepHref(options.goTo, next));
      }
      return next;
    },
    [commit, writeAddress, router, stepHref, today],
  );
  applyRef.current = apply;

  // A press right after hydration can come before the cart has read the address and the session:
  // applied to the empty cart it would drop the visitor's selection (the check-up chosen on the way
  // here), and writing that address could cancel the navigation it starts. So the cart arrives
  // first, from the address as it is now; without the arrival's code yet, the press waits for it.
  const update = useCallback(
    (recipe: CartRecipe, options: CartUpdateOptions = {}): BookingCart => {
      if (!readyRef.current) {
        if (arrivalLoaded === null) {
          waiting.current.push({ recipe, options });
          return cartRef.current;
        }
        const address = window.location.search.replace(/^\?/, '');
        enter(arrivalLoaded, address);
        enteredEarly.current = address;
      }
      return apply(recipe, options);
    },
    [apply, enter],
  );

  const goTo = useCallback(
    (step: StepSlug, options: { replace?: boolean } = {}) => {
      const href = stepHref(step);
      setDropped([]);
      if (options.replace) router.replace(href);
      else router.push(href);
    },
    [router, stepHref],
  );

  const dismissDropped = useCallback(() => setDropped([]), []);

  const control = useMemo(
    () => ({
      cart,
      ready,
      locale,
      today,
      search: search ?? '',
      update,
      stepHref,
      goTo,
      dropped,
      dismissDropped,
    }),
    [cart, ready, locale, today, search, update, stepHref, goTo, dropped, dismissDropped],
  );
  return (
    <CartContext.Provider value={control}>
      <Suspense fallback={null}>
        <AddressReader onRead={setSearch} />
      </Suspense>
      {children}
    </CartContext.Provider>
  );
}

/** The cart of the booking steps; only inside the booking layout's CartProvider. */
export function useCart(): CartControl {
  const control = useContext(CartContext);
  if (control === null)
    throw new Error('useCart needs a CartProvider (the booking layout) above it');
  return control;
}
