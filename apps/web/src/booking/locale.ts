// Markets and locales: which market, language, currency and countries a locale prefix stands for.
import { type Currency, type Language, LOCALES, type Locale, type Market } from './types';

export { LOCALES };

export const DEFAULT_LOCALE: Locale = 'de-ch';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Country codes (ISO 3166-1 alpha-2) in the order each market shows them: home country first. */
export const COUNTRIES_BY_MARKET: Record<Market, readonly string[]> = {
  ch: ['CH', 'DE', 'FR', 'IT', 'GB'],
  de: ['DE', 'CH', 'FR', 'IT', 'GB'],
};

const CURRENCY_BY_MARKET: Record<Market, Currency> = { ch: 'CHF', de: 'EUR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function marketOf(locale: Locale): Market {
  return locale.endsWith('-de') ? 'de' : 'ch';
}

export function languageOf(locale: Locale): Language {
  if (locale.startsWith('fr')) return 'fr';
  if (locale.startsWith('en')) return 'en';
  return 'de';
}

export function currencyOf(market: Market): Currency {
  return CURRENCY_BY_MARKET[market];
}

/** The BCP 47 tag Intl expects, e.g. 'de-CH'. */
export function intlLocaleOf(locale: Locale): string {
  const [language, region = ''] = locale.split('-');
  return `${language}-${region.toUpperCase()}`;
}

export function countriesOf(market: Market): readonly string[] {
  return COUNTRIES_BY_MARKET[market];
}

/**
 * One Accept-Language tag to our locale. A bare language or a region we do not serve falls back
 * to Switzerland (the default market); French exists only in Switzerland.
 */
function localeOfLanguageTag(tag: string): Locale | null {
  const [language = '', region = ''] = tag.toLowerCase().split('-');
  if (language === 'fr') return 'fr-ch';
  if (language !== 'de' && language !== 'en') return null;
  const candidate = `${language}-${region}`;
  return isLocale(candidate) ? candidate : `${language}-ch`;
}

interface WeightedTag {
  tag: string;
  quality: number;
  position: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
}

/** A valid cookie wins (the visitor chose it); otherwise the browser's best match; else de-ch. */
export function detectLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  for (const { tag } of parseAcceptLanguage(input.acceptLanguage ?? '')) {
    const locale = localeOfLanguageTag(tag);
    if (locale !== null) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale a booking is recorded in: the locale prefix of the page it was made on when that
 * belongs to the booking's market; else the customer's language in that market; else the
 * market's German locale (French exists only in Switzerland).
 */
export function bookingLocale(input: {
  pagePath: string | null;
  language: Language | null;
  market: Market;
}): Locale {
  const prefix = input.pagePath?.split('/').find((segment) => segment !== '') ?? null;
  if (isLocale(prefix) && marketOf(prefix) === input.market) return prefix;
  const fromLanguage = `${input.language ?? 'de'}-${input.market}`;
  return isLocale(fromLanguage) ? fromLanguage : `de-${input.market}`;
}
