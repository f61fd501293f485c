// Calls back once after `delayMs` without a click, a key or a scroll; any of them starts the wait again.
import { useEffect } from 'react';

const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll'] as const;

/** `onIdle` should be stable (useCallback): a new function restarts the wait. */
export function useIdleTimer(delayMs: number, enabled: boolean, onIdle: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(onIdle, delayMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, delayMs);
    };
    // Capture: a scroll inside a list and a click a widget stops from bubbling still count.
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, restart, { capture: true, passive: true });
    }
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, true);
    };
  }, [delayMs, enabled, onIdle]);
}
