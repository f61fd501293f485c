// The visitor's cookie choice: how it is stored (a necessary cookie with a version), which cookies it allows, and the Consent Mode v2 state it gives Google's tags.
import type { ConsentCategory, CookieJar, CookieSpec } from './cookies';

export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

export const ACCEPT_ALL: ConsentChoice = { statistics: true, marketing: true };
export const NECESSARY_ONLY: ConsentChoice = { statistics: false, marketing: false };

/** Raised when the wording or the categories change, so every visitor is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = 'nova_consent';
/** A year, then the visitor is asked again. */
export const CONSENT_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export function serializeConsent(choice: ConsentChoice, version: number = CONSENT_VERSION): string {
  return `v${version}.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/**
 * The stored choice, or null when there is none, it is malformed or of another version.
 * Self-contained (no outside names): the inline script before the tag manager runs its source.
 */
export function parseConsent(value: string | null, version: number): ConsentChoice | null {
  const match = /^v(\d+)\.s([01])\.m([01])$/.exec(value ?? '');
  if (match === null || Number(match[1]) !== version) return null;
  return { statistics: match[2] === '1', marketing: match[3] === '1' };
}

export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  security_storage: ConsentSignal;
}

/**
 * Google Consent Mode v2: advertising follows marketing, analytics follows statistics, and
 * everything is denied until the visitor has chosen. Self-contained, like `parseConsent`.
 */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const ads = choice !== null && choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice !== null && choice.statistics ? 'granted' : 'denied',
    // Language and security are necessary; personalisation is nothing this site does.
    functionality_storage: 'granted',
    personalization_storage: 'denied',
    security_storage: 'granted',
  };
}

/** Values a cookie would hold while its category is not allowed: kept for the page, not on the device. */
export type HeldCookies = Map<string, { spec: CookieSpec; value: string }>;

/**
 * A jar that writes a cookie only when its category is allowed; otherwise the value is held in
 * memory for this page, so the session and events work the same and nothing is stored.
 */
export function consentedCookieJar(
  jar: CookieJar,
  choice: ConsentChoice | null,
  held: HeldCookies,
): CookieJar {
  const allowed = (spec: CookieSpec) => choice?.[spec.category] === true;
  return {
    get: (spec) => (allowed(spec) ? jar.get(spec) : (held.get(spec.name)?.value ?? null)),
    set: (spec, value) => {
      if (allowed(spec)) jar.set(spec, value);
      else held.set(spec.name, { spec, value });
    },
  };
}

/** Once a category is allowed, what was held for it goes into its cookie (the landing campaign). */
export function releaseHeldCookies(jar: CookieJar, choice: ConsentChoice, held: HeldCookies): void {
  for (const [name, { spec, value }] of held) {
    if (!choice[spec.category]) continue;
    jar.set(spec, value);
    held.delete(name);
  }
}
