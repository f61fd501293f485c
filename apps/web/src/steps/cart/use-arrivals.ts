// How the cart arrives: each address it reads is entered once the arrival's code has come, and a
// press made before the first arrival waits for it (or makes it happen, when the code is there).
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type ArrivalModule, loadArrival, loadedArrival } from './arrival-chunk';
import type { BookingCart } from './cart';
import type { CartUpdateOptions } from './cart-control';
import type { CartRecipe } from './next-cart';

export function useArrivals({
  search,
  enter,
  apply,
  readyRef,
  cartRef,
}: {
  /** The address's query as the reader last reported it; null until it has. */
  search: string | null;
  /** Enters an address: the arrival's cart is committed and the cart is ready. */
  enter: (module: ArrivalModule, address: string) => void;
  /** Applies a recipe to the arrived cart. */
  apply: (recipe: CartRecipe, options: CartUpdateOptions) => BookingCart;
  /** Whether the cart has arrived, and the cart as it stands (what a waiting press answers). */
  readyRef: RefObject<boolean>;
  cartRef: RefObject<BookingCart>;
}): (recipe: CartRecipe, options?: CartUpdateOptions) => BookingCart {
  const [arrivalFailure, setArrivalFailure] = useState<{ error: unknown } | null>(null);
  if (arrivalFailure !== null) throw arrivalFailure.error;

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
    const loaded = loadedArrival();
    if (loaded !== null) {
      arriveAndApply(loaded);
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

  applyRef.current = apply;

  // A press right after hydration can come before the cart has read the address and the session:
  // applied to the empty cart it would drop the visitor's selection (the check-up chosen on the way
  // here), and writing that address could cancel the navigation it starts. So the cart arrives
  // first, from the address as it is now; without the arrival's code yet, the press waits for it.
  return useCallback(
    (recipe: CartRecipe, options: CartUpdateOptions = {}): BookingCart => {
      if (!readyRef.current) {
        const loaded = loadedArrival();
        if (loaded === null) {
          waiting.current.push({ recipe, options });
          return cartRef.current;
        }
        const address = window.location.search.replace(/^\?/, '');
        enter(loaded, address);
        enteredEarly.current = address;
      }
      return apply(recipe, options);
    },
    [apply, enter, readyRef, cartRef],
  );
}
