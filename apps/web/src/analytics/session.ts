// The analytics session (30 minutes, renewed when absent or expired), the visitor and CRM ids, and campaign values kept from the landing address.
import { CAMPAIGN_PARAMS, type CampaignData, campaignFrom } from '@/booking/campaign';
import { readCampaign, readRawQuery } from '@/booking/query-params';
import { COOKIE_LIFETIME_SECONDS, COOKIES, type CookieJar, campaignCookie } from './cookies';

export const ANALYTICS_SESSION_MS = COOKIE_LIFETIME_SECONDS.session * 1000;

export type NewId = () => string;
const randomId: NewId = () => crypto.randomUUID();

export interface AnalyticsSession {
  sessionId: string;
  /** True when this call started a new session (none yet, or the last one expired). */
  isNew: boolean;
  expiresAt: number;
}

/**
 * Keeps the session alive: a new id when there is none or it has expired, else the same id; either
 * way it now lasts 30 minutes from `now`, so a session ends after 30 minutes without activity.
 */
export function touchAnalyticsSession(
  jar: CookieJar,
  now: number,
  newId: NewId = randomId,
): AnalyticsSession {
  const current = jar.get(COOKIES.sessionId) || null;
  const expiry = Number(jar.get(COOKIES.sessionExpiry));
  const alive = current !== null && Number.isFinite(expiry) && expiry > now ? current : null;
  const sessionId = alive ?? newId();
  const expiresAt = now + ANALYTICS_SESSION_MS;
  jar.set(COOKIES.sessionId, sessionId);
  jar.set(COOKIES.sessionExpiry, String(expiresAt));
  return { sessionId, isNew: alive === null, expiresAt };
}

/** An id kept in its cookie, created when missing; every visit renews its lifetime. */
function keepId(
  jar: CookieJar,
  spec: typeof COOKIES.visitorId | typeof COOKIES.crmTrackingId,
  newId: NewId,
) {
  const id = jar.get(spec) || newId();
  jar.set(spec, id);
  return id;
}

export function ensureVisitorId(jar: CookieJar, newId: NewId = randomId): string {
  return keepId(jar, COOKIES.visitorId, newId);
}

/** Sent with a lead so the CRM can join it to this browser's later bookings. */
export function ensureCrmTrackingId(jar: CookieJar, newId: NewId = randomId): string {
  return keepId(jar, COOKIES.crmTrackingId, newId);
}

/** A fresh id for one analytics event (to deduplicate browser and server reports), kept as the last one. */
export function nextEventId(jar: CookieJar, newId: NewId = randomId): string {
  const id = newId();
  jar.set(COOKIES.eventId, id);
  return id;
}

/** Stores the campaign values and click ids of the address; values not in it are left as they were. */
export function captureCampaign(jar: CookieJar, search: string): void {
  const campaign = readCampaign(readRawQuery(new URLSearchParams(search)));
  for (const [param, field] of CAMPAIGN_PARAMS) {
    const value = campaign[field];
    if (value !== null) jar.set(campaignCookie(param), value);
  }
}

/** The campaign values kept from this visit or an earlier one within 30 days. */
export function storedCampaign(jar: CookieJar): CampaignData {
  return campaignFrom((param) => jar.get(campaignCookie(param)));
}
