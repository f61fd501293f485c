// Runs a task once the browser is idle (at most 5 s later), or after 2 s where it cannot tell; answers the cancel.
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2_000);
  return () => window.clearTimeout(handle);
}

/**
 * Runs a task once the page has loaded (its first scripts and every chunk asked for before the
 * load event) and the browser is then idle: for prefetches of code the page may never need, which
 * whenIdle alone would start in the first pause of a busy load, beside the chunks the page waits on.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(task);
  let cancelIdle: (() => void) | null = null;
  const loaded = () => {
    cancelIdle = whenIdle(task);
  };
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
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
