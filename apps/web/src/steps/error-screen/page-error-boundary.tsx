'use client';
// What the locale's error boundary shows: for a script chunk that failed to load (a deploy while the page was open), a reload of the
// route it was going to, at most once per 10 s per path (analytics/chunk-recovery.ts); for anything else, or a second failure, the error screen.
import { lazy, Suspense, useEffect, useState } from 'react';
import { isChunkLoadError, recoverFromChunkError } from '@/analytics/chunk-recovery';
import { loadPageErrorScreen } from './lazy-screens';

const PageErrorScreen = lazy(loadPageErrorScreen);

const loadInBrowser = (href: string) => window.location.assign(href);

export function PageErrorBoundary({
  error,
  load = loadInBrowser,
}: {
  error: Error & { digest?: string };
  /** A full page load of the target (the browser's own; a test's stand-in). */
  load?: (href: string) => void;
}) {
  // A chunk error is answered by a reload, decided once the boundary has mounted in the browser.
  const [isReloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    // The boundary draws the route that failed: the address is already the target's.
    const target = `${window.location.pathname}${window.location.search}`;
    setReloading(
      recoverFromChunkError(error, target, {
        storage: window.sessionStorage,
        now: Date.now(),
        load,
      }),
    );
  }, [error, load]);
  if (isReloading) return null;
  return (
    <Suspense fallback={null}>
      <PageErrorScreen error={error} />
    </Suspense>
  );
}
