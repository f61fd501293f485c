// Runs a task once the browser is idle (at most 5 s later), or after 2 s where it cannot tell; answers the cancel.
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2_000);
  return () => window.clearTimeout(handle);
}

/** How long after the load event a page's own first requests (a calendar's answer, a booking) are still arriving. */
const AFTER_LOAD_MS = 2_000;

/**
 * Runs a task once the page has loaded (its first scripts and every chunk asked for before the
 * load event), a quiet moment has passed, and the browser is idle: for prefetches of code the page
 * may never need. whenIdle alone would start them in the first pause of a busy load, and a pause
 * right after the load event is often the wait for the page's own data, beside which they would
 * then be parsed.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let quiet: ReturnType<typeof setTimeout> | null = null;
  const loaded = () => {
    quiet = setTimeout(() => {
      cancelIdle = whenIdle(task);
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    if (quiet !== null) clearTimeout(quiet);
    cancelIdle?.();
  };
}

/** What counts as the visitor's first interaction: code waiting for it loads before the press's own handlers need it. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Settles once the browser is idle (as whenIdle) or the visitor first presses a key or the pointer, whichever comes first. */
export function afterIdleOrInteraction(): Promise<void> {
  return new Promise((resolve) => {
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle();
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of FIRST_INTERACTION) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    cancelIdle = whenIdle(start);
  });
}
