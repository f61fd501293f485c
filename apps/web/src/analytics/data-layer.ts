// Pushing to the tag manager's data layer; every event carries its own event id and the analytics session.
import { consentedCookieJar } from './consent';
import { heldCookies, pageCookieAttributes, storedConsent } from './consent-store';
import { type CookieJar, documentCookieJar } from './cookies';
import { nextEventId, touchAnalyticsSession } from './session';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export type DataLayerEvent = { event: string } & Record<string, unknown>;

/**
 * The page's cookie jar, on the parent domain in production (NEXT_PUBLIC_COOKIE_DOMAIN may name
 * it). A cookie whose category the visitor has not allowed is held for the page only.
 */
export function pageCookieJar(): CookieJar {
  return consentedCookieJar(
    documentCookieJar(document, pageCookieAttributes()),
    storedConsent(),
    heldCookies,
  );
}

/** Adds an event to `window.dataLayer` (created when GTM is not loaded, so events are never lost). */
export function pushToDataLayer(entry: DataLayerEvent | Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

export function pushEvent(event: DataLayerEvent, now: number = Date.now()): void {
  const jar = pageCookieJar();
  const { sessionId } = touchAnalyticsSession(jar, now);
  pushToDataLayer({ ...event, event_id: nextEventId(jar), session_id: sessionId });
}
