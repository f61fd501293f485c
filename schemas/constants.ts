// The fixed vocabularies of the content model: languages, markets, currencies, weekdays, icons.
// The storefront reads its lists from here too (apps/web/src/booking/types.ts): one spelling for both.
// The editors' option lists are marked pure: a page that does not use them does not compute (or ship) them.

/** Language codes, in the order editors and the storefront list them. */
export const LANGUAGE_CODES = ['en', 'de', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

const LANGUAGE_TITLES: Record<LanguageCode, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
};

export const LANGUAGES = /* @__PURE__ */ LANGUAGE_CODES.map((id) => ({
  id,
  title: LANGUAGE_TITLES[id],
}));

/** The storefront's locales (its URL prefixes): a language in a market. */
export const LOCALE_CODES = ['de-ch', 'en-ch', 'fr-ch', 'de-de', 'en-de'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

const LOCALE_TITLES: Record<LocaleCode, string> = {
  'de-ch': 'German (Switzerland)',
  'en-ch': 'English (Switzerland)',
  'fr-ch': 'French (Switzerland)',
  'de-de': 'German (Germany)',
  'en-de': 'English (Germany)',
};

export const LOCALE_OPTIONS = /* @__PURE__ */ LOCALE_CODES.map((value) => ({
  title: `${LOCALE_TITLES[value]}, ${value}`,
  value,
}));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export const COUNTRIES = [
  { title: 'Switzerland', value: 'ch' },
  { title: 'Germany', value: 'de' },
];

/** ISO 4217 codes of the currencies prices are kept in. */
export const CURRENCY_CODES = ['CHF', 'EUR'] as const;

export const CURRENCIES = /* @__PURE__ */ CURRENCY_CODES.map((value) => ({ title: value, value }));

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Names of the storefront's service icons (src/ui draws one per name). */
export const SERVICE_ICONS = [
  'mri',
  'blood-drop',
  'phone',
  'smartphone',
  'document',
  'bone',
  'flask',
  'body',
  'stethoscope',
  'clipboard',
  'dna',
  'breast',
  'brain',
  'lungs',
  'heart',
] as const;

/** Wall-clock time of day, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Slugs appear in URLs: lowercase words joined by "_" or "-". */
export const SLUG_FORMAT = /^[a-z0-9]+([_-][a-z0-9]+)*$/;

/** How many days ahead customers may book (site settings); the storefront reads the same bounds. */
export const BOOKING_HORIZON_DAYS = { default: 180, min: 1, max: 730 } as const;

/** How many hours before the appointment the reminder goes out (site settings); the storefront reads the same bounds. */
export const REMINDER_HOURS_BEFORE = { default: 48, min: 1, max: 336 } as const;

/**
 * How many on a full day's waiting list one freed time is emailed to (site settings); the storefront
 * reads the same bounds. Three is a few more than the rooms one cancellation frees (one, two for a
 * pair), so a time is not lost to one reader who no longer wants it, and few enough that most
 * readers still find it free.
 */
export const WAITLIST_NOTIFY_COUNT = { default: 3, min: 1, max: 20 } as const;

/**
 * The share of a clinic-day's free room time (what paid bookings leave) that reservations waiting
 * for payment may hold at once (site settings); the storefront reads the same bounds. At a half, a
 * few scripted addresses can never hold a whole day: beyond it each address may hold one unpaid
 * reservation that day, so the other half stays bookable by customers.
 */
export const UNPAID_HOLD_SHARE = { default: 0.5, min: 0.1, max: 1 } as const;

/**
 * A link inside a consent text, written as in Markdown: `[privacy notice](https://…/privacy)`.
 * The storefront draws each as a link; the Studio refuses a link to anything but https or a path.
 */
export const CONSENT_LINK = /\[([^\][]+)\]\(([^()\s]+)\)/g;

/** Where a consent text's link may point: an https address or a path of this site. */
export const CONSENT_LINK_TARGET = /^(https:\/\/|\/(?!\/))/;

/** Where a rich text link may point (Studio validation): an https address or a path of this site. */
export const RICH_TEXT_LINK_TARGET = CONSENT_LINK_TARGET;

/** The site's legal pages, each at /<locale>/<kind> (legalPage documents). */
export const LEGAL_PAGE_KINDS = ['privacy', 'terms', 'imprint'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];
