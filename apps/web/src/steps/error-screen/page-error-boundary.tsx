'use client';
// What the locale's error boundary shows: for a script chunk that failed to load (a deploy while the page was open), a reload of the
// route it was going to, at most once per 10 s per path (analytics/chunk-recovery.ts); for anything else, or a second failure, the error screen.
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadPageErrorScreen } from './lazy-screens';

const PageErrorScreen = lazy(loadPageErrorScreen);

const loadInBrowser = (href: string) => window.location.assign(href);

/**
 * The recovery's code is not in the page's first scripts (the boundary is in every page's): the
 * analytics load it once the page is idle or on the first press, so by the time a navigation fails
 * it is at hand; if it cannot be fetched either, the error screen shows.
 */
const reloadForChunkError = (error: Error, load: (href: string) => void): Promise<boolean> =>
  import('@/analytics/chunk-recovery').then(
    ({ recoverFromChunkError }) =>
      // The boundary draws the route that failed: the address is already the target's.
      recoverFromChunkError(error, `${window.location.pathname}${window.location.search}`, {
        storage: window.sessionStorage,
        now: Date.now(),
        load,
      }),
    () => false,
  );

export function PageErrorBoundary({
  error,
  load = loadInBrowser,
}: {
  error: Error & { digest?: string };
  /** A full page load of the target (the browser's own; a test's stand-in). */
  load?: (href: string) => void;
}) {
  // Nothing until it is known whether the route reloads, so a reload never flashes the 500 screen.
  const [showScreen, setShowScreen] = useState(false);
  useEffect(() => {
    let active = true;
    void reloadForChunkError(error, load).then((reloading) => {
      if (active && !reloading) setShowScreen(true);
    });
    return () => {
      active = false;
    };
  }, [error, load]);
  if (!showScreen) return null;
  return (
    <Suspense fallback={null}>
      <PageErrorScreen error={error} />
    </Suspense>
  );
}
