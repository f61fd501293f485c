// Pushing to the tag manager's data layer; every event carries its own event id and the analytics session.
import { cookieAttributesFor, documentCookieJar } from './cookies';
import { nextEventId, touchAnalyticsSession } from './session';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export type DataLayerEvent = { event: string } & Record<string, unknown>;

/** The page's cookie jar, on the parent domain in production (NEXT_PUBLIC_COOKIE_DOMAIN may name it). */
export function pageCookieJar() {
  return documentCookieJar(
    document,
    cookieAttributesFor(window.location, process.env.NEXT_PUBLIC_COOKIE_DOMAIN ?? null),
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
