'use client';
// The cart store of the booking steps: session storage and the address query kept in step both ways, updated by recipes (next-cart.ts).
import { useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { DroppedItem, MarketOffer } from '@/booking/address-session';
import type { StepSlug } from '@/booking/guards';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { reportBookingProgress } from '@/client/idle-gate';
import { AddressReader } from './address-reader';
import type { ArrivalModule } from './arrival-chunk';
import { type BookingCart, emptyCart, knownSlugsOf } from './cart';
import type { CartControl, CartUpdateOptions } from './cart-control';
import { buildStepHref, cartSearch } from './cart-query';
import { writeStoredCart } from './cart-storage-write';
import { type CartRecipe, nextCart } from './next-cart';
import { takePartnerToken, withPartnerLink } from './partner-fragment';
import { useArrivals } from './use-arrivals';

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

  const update = useArrivals({ search, enter, apply, readyRef, cartRef });

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
      known,
      today,
      search: search ?? '',
      update,
      stepHref,
      goTo,
      dropped,
      dismissDropped,
    }),
    [cart, ready, locale, known, today, search, update, stepHref, goTo, dropped, dismissDropped],
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
