'use client';
// Runs on every page: keeps the analytics session, visitor and CRM ids and campaign cookies, and recovers from chunk-load failures.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { installChunkLoadRecovery } from './chunk-recovery';
import { pageCookieJar } from './data-layer';
import {
  captureCampaign,
  ensureCrmTrackingId,
  ensureVisitorId,
  touchAnalyticsSession,
} from './session';

export function Analytics() {
  const pathname = usePathname();

  useEffect(() => installChunkLoadRecovery(window), []);

  // Every page view counts as activity: the session is renewed (or restarted) on each one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs per page, keyed by path.
  useEffect(() => {
    const jar = pageCookieJar();
    captureCampaign(jar, window.location.search);
    ensureVisitorId(jar);
    ensureCrmTrackingId(jar);
    touchAnalyticsSession(jar, Date.now());
  }, [pathname]);

  return null;
}
