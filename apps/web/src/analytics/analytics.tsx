'use client';
// Runs on every page: keeps the analytics session, visitor and CRM ids and campaign values (cookies once allowed, held for the page before), and recovers from chunk-load failures.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { installChunkLoadRecovery } from './chunk-recovery';
import { CONSENT_CHANGED_EVENT } from './consent-store';
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
    const keep = () => {
      const jar = pageCookieJar();
      captureCampaign(jar, window.location.search);
      ensureVisitorId(jar);
      ensureCrmTrackingId(jar);
      touchAnalyticsSession(jar, Date.now());
    };
    keep();
    // A choice made on this page sets at once what it allows (the address may still carry the campaign).
    window.addEventListener(CONSENT_CHANGED_EVENT, keep);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, keep);
  }, [pathname]);

  return null;
}
