// The analytics' code a page loads once it is idle or the visitor first interacts (deferred-analytics.ts): the session, ids and campaign kept on each page view, and the funnel events.
import { pageCookieJar } from './data-layer';
import {
  captureCampaign,
  ensureCrmTrackingId,
  ensureVisitorId,
  touchAnalyticsSession,
} from './session';

export {
  trackAddonsChosen,
  trackCheckupsViewed,
  trackDetailsEntered,
  trackLocationChosen,
  trackSlotChosen,
  trackSummaryViewed,
} from './events';

/** A page view counts as activity: the session is renewed (or restarted), the ids and the address's campaign kept. */
export function keepAnalyticsSession(search: string, now: number): void {
  const jar = pageCookieJar();
  captureCampaign(jar, search);
  ensureVisitorId(jar);
  ensureCrmTrackingId(jar);
  touchAnalyticsSession(jar, now);
}
