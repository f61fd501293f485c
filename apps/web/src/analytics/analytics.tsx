'use client';
// Runs on every page: keeps the analytics session, visitor and CRM ids and campaign values (cookies once allowed, held for the page before), and recovers from chunk-load failures.
// The session's and the recovery's code load once the page is idle or on the first interaction (deferred-analytics.ts); each page view is kept with the address and time it had.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { afterIdleOrInteraction } from '@/client/when-idle';
import { CONSENT_CHANGED_EVENT } from './consent-events';
import { withAnalytics } from './deferred-analytics';

export function Analytics() {
  const pathname = usePathname();

  // Chunk-load failures come from a deploy while the page was open: the recovery's code is fetched with the page's other
  // deferred code (once idle, or on the first press), when its own chunk still exists.
  useEffect(() => {
    let active = true;
    let uninstall = () => {};
    afterIdleOrInteraction()
      .then(() => import('./chunk-recovery'))
      .then(
        (recovery) => {
          if (active) uninstall = recovery.installChunkLoadRecovery(window);
        },
        () => undefined,
      );
    return () => {
      active = false;
      uninstall();
    };
  }, []);

  // Every page view counts as activity: the session is renewed (or restarted) on each one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs per page, keyed by path.
  useEffect(() => {
    const keep = () => {
      const search = window.location.search;
      const now = Date.now();
      withAnalytics((analytics) => analytics.keepAnalyticsSession(search, now));
    };
    keep();
    // A choice made on this page sets at once what it allows (the address may still carry the campaign).
    window.addEventListener(CONSENT_CHANGED_EVENT, keep);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, keep);
  }, [pathname]);

  return null;
}
