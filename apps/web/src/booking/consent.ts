// The consent a reservation needs (issue #18): the two boxes a request must tick, the version it must name, and the texts' links.
import { CONSENT_LINK, CONSENT_LINK_TARGET } from '../../../../schemas/constants';
import { BookingError } from './booking-error';
import { safeHref } from './rich-text';
import type { Locale, LocalizedText } from './types';

/** The consent document: its version and the texts of its two boxes (content/catalogue.ts). */
export interface ConsentContent {
  version: string;
  terms: LocalizedText;
  healthData: LocalizedText;
}

/** The consent as one page shows it: the version and the texts in the page's language. */
export interface ConsentTexts {
  version: string;
  terms: string;
  healthData: string;
}

/** What a create request says the person accepted (`reservationData.consent`). */
export interface ConsentGiven {
  version: string;
  terms: boolean;
  healthData: boolean;
}

/** What the reservation row records: the version accepted and when, by the server's clock. */
export interface ConsentRecord {
  version: string;
  acceptedAt: Date;
}

export const CONSENT_REQUIRED = 'consent-required';
export const CONSENT_VERSION_MAX_LENGTH = 40;

/**
 * The record to store for consent given to `current` at `now`. Consent to another version than
 * the one in content (a page opened before an editor changed the wording) is refused with
 * `consent-version-outdated`: the customer must read and accept the current text.
 */
export function acceptConsent(given: ConsentGiven, current: string, now: Date): ConsentRecord {
  if (!given.terms || !given.healthData) throw new BookingError('consent-required');
  if (given.version !== current) throw new BookingError('consent-version-outdated');
  return { version: current, acceptedAt: now };
}

export function consentTextsIn(
  content: ConsentContent,
  language: keyof LocalizedText,
): ConsentTexts {
  return {
    version: content.version,
    terms: content.terms[language],
    healthData: content.healthData[language],
  };
}

export type ConsentTextPart = { text: string } | { text: string; href: string };

/**
 * A consent text cut into plain runs and `[label](href)` links, in order. A link to anything but
 * https or a path of this site (which the Studio refuses anyway) is shown as its label alone; a
 * site path without a locale (`/privacy`) leads to the locale's page (`/de-ch/privacy`).
 */
export function consentTextParts(text: string, locale: Locale): ConsentTextPart[] {
  const parts: ConsentTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(new RegExp(CONSENT_LINK.source, 'g'))) {
    const [whole, label = '', href = ''] = match;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    const safe = CONSENT_LINK_TARGET.test(href) ? safeHref(href, locale) : null;
    parts.push(safe === null ? { text: label } : { text: label, href: safe });
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
