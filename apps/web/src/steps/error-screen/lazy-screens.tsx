'use client';
// The error and 404 screens as lazy components. Next.js puts the locale's error and not-found boundaries into every
// page's first scripts, though a page seldom shows them: only these small wrappers are there, the screens load when shown.
import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import { whenLoadedAndIdle } from '@/client/when-idle';
import type { NotFoundScreen as NotFoundScreenType } from './not-found-screen';

export const loadPageErrorScreen = () =>
  import('./page-error-screen').then((module) => ({ default: module.PageErrorScreen }));

const loadNotFoundScreen = () =>
  import('./not-found-screen').then((module) => ({ default: module.NotFoundScreen }));

const NotFoundScreen = lazy(loadNotFoundScreen);

/** The 404 screen; server-rendered as before, its code fetched by the browser only where it shows. */
export function LazyNotFoundScreen(props: ComponentProps<typeof NotFoundScreenType>) {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen {...props} />
    </Suspense>
  );
}

/**
 * Fetches the error screen once the page has loaded and is idle: an error often means the network is failing,
 * and the screen's own code could then no longer be fetched (as the error modal's dialog).
 */
export function ErrorScreensPrefetch() {
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        // A failed prefetch is tried again when the screen is needed.
        loadPageErrorScreen().catch(() => undefined);
      }),
    [],
  );
  return null;
}
