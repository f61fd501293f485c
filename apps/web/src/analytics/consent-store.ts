// The visitor's choice in the browser: read from its necessary cookie, saved with a Consent Mode update, and the cookies it allows released or withdrawn.
import {
  CONSENT_COOKIE,
  CONSENT_LIFETIME_SECONDS,
  CONSENT_VERSION,
  type ConsentChoice,
  consentModeState,
  type HeldCookies,
  parseConsent,
  releaseHeldCookies,
  serializeConsent,
} from './consent';
import { CONSENT_CHANGED_EVENT } from './consent-events';
import {
  CONSENTED_COOKIES,
  type CookieAttributes,
  cookieAttributesFor,
  cookieString,
  documentCookieJar,
  expiredCookie,
  parseCookieHeader,
} from './cookies';

export { ACCEPT_ALL, NECESSARY_ONLY } from './consent';
export { CONSENT_CHANGED_EVENT, CONSENT_OPEN_EVENT, openConsentSettings } from './consent-events';

/** Cookies held in memory while their category is not allowed (see `consentedCookieJar`). */
export const heldCookies: HeldCookies = new Map();

export function pageCookieAttributes(): CookieAttributes {
  return cookieAttributesFor(window.location, process.env.NEXT_PUBLIC_COOKIE_DOMAIN ?? null);
}

export function storedConsent(): ConsentChoice | null {
  return parseConsent(
    parseCookieHeader(document.cookie).get(CONSENT_COOKIE) ?? null,
    CONSENT_VERSION,
  );
}

function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: Consent Mode reads the arguments object itself.
  Reflect.apply(Array.prototype.push, window.dataLayer, [arguments]);
}

/**
 * Remembers the choice (a necessary cookie, a year), tells Google's tags, sets what was held for
 * the allowed categories and deletes the cookies of those not (or no longer) allowed.
 */
export function saveConsent(choice: ConsentChoice): void {
  const attributes = pageCookieAttributes();
  document.cookie = cookieString(
    CONSENT_COOKIE,
    serializeConsent(choice),
    CONSENT_LIFETIME_SECONDS,
    attributes,
  );
  gtag('consent', 'update', consentModeState(choice));
  releaseHeldCookies(documentCookieJar(document, attributes), choice, heldCookies);
  for (const spec of CONSENTED_COOKIES) {
    if (!choice[spec.category]) document.cookie = expiredCookie(spec, attributes);
  }
  document.documentElement.setAttribute('data-consent', 'given');
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}
