// The cart's arrival code (cart-arrival.ts) as its own chunk: requested as this module runs in the browser, and the guards it brings.
/**
 * Reading the session and reconciling it with the address (cart-arrival.ts) is needed only once
 * the cart has read the address, after hydration: it is its own chunk, requested as soon as this
 * module runs in the browser, so it loads beside the page's hydration instead of in its first
 * scripts. Once loaded, an arrival runs at once; a failed request is tried again on the next one.
 */
export type ArrivalModule = typeof import('./cart-arrival');
let arrivalLoaded: ArrivalModule | null = null;
let arrivalLoading: Promise<ArrivalModule> | null = null;
export function loadArrival(): Promise<ArrivalModule> {
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

/** The arrival's code once it has come, else null: an arrival then waits for loadArrival(). */
export function loadedArrival(): ArrivalModule | null {
  return arrivalLoaded;
}
