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
import {
  type DroppedItem,
  type MarketOffer,
  reconcileAddress,
  type SessionSelection,
} from '@/booking/address-session';
import type { StepSlug } from '@/booking/guards';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { reportBookingProgress } from '@/features/idle-popup/idle-gate';
import { type BookingCart, emptyCart, type KnownSlugs } from './cart';
import { buildStepHref, cartSearch, mergeQueryIntoCart, readQuery } from './cart-query';
import { readStoredCart, readStoredSelection, writeStoredCart } from './cart-storage';
import { type CartRecipe, nextCart } from './next-cart';

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
  /** Makes the next cart with the recipe, stores it and writes the address; answers the next cart. */
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
  known: KnownSlugs;
  /** What the market sells: the address and the session are checked against it on entering. */
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

export function CartProvider({
  locale,
  today: renderedToday,
  known,
  offer,
  children,
}: CartProviderProps) {
  const router = useRouter();
  // Null until the browser has read the address: the prerendered HTML and the first render in the
  // browser then agree (an empty selection), and the guards wait for `ready`.
  const [search, setSearch] = useState<string | null>(null);
  const [today, setToday] = useState(renderedToday);
  const [cart, setCart] = useState(() =>
    mergeQueryIntoCart(emptyCart(), readQuery('', known, renderedToday), renderedToday),
  );
  const cartRef = useRef(cart);
  const [ready, setReady] = useState(false);
  const readyRef = useRef(false);
  const [dropped, setDropped] = useState<readonly DroppedItem[]>([]);

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

  // On arrival and after every navigation: the address wins where it has values, the session cart fills the rest.
  useEffect(() => {
    if (search === null) return;
    // The browser's day, not the build's: a prerendered page may be days old.
    const now = new Date();
    const day = todayInZurich(now);
    setToday(day);
    const stored = readyRef.current ? cartRef.current : readStoredCart(known);
    // What the market cannot sell is dropped here, with a notice, rather than refused at Reserve.
    const reconciled = reconcileAddress({
      address: new URLSearchParams(search),
      session: readyRef.current ? selectionOf(stored) : readStoredSelection(),
      offer,
      today: day,
      now,
    });
    const base = withSelection(stored, reconciled.session);
    const next = mergeQueryIntoCart(base, reconciled.query, day);
    // The cleaned address is read again at once; that finds nothing new and keeps the notice.
    if (reconciled.dropped.length > 0) setDropped(reconciled.dropped);
    // Just after hydration every step re-renders with the session: as a transition, so that work
    // is sliced instead of blocking the page's first interactions.
    commit(next, true);
    writeAddress(next, day);
    readyRef.current = true;
    startTransition(() => setReady(true));
  }, [search, known, offer, commit, writeAddress]);

  const stepHref = useCallback(
    (step: StepSlug, target: BookingCart = cartRef.current) =>
      buildStepHref(locale, step, target, today),
    [locale, today],
  );

  const update = useCallback(
    (recipe: CartRecipe, options: CartUpdateOptions = {}) => {
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
