import {
  bookingLocale,
  COUNTRIES_BY_MARKET,
  countriesOf,
  currencyOf,
  DEFAULT_LOCALE,
  detectLocale,
  intlLocaleOf,
  isLocale,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  languageOf,
  marketOf,
} from './locale';

describe('markets and locales', () => {
  it('serves five locale prefixes with de-ch as the default', () => {
    expect(LOCALES).toEqual(['de-ch', 'en-ch', 'fr-ch', 'de-de', 'en-de']);
    expect(DEFAULT_LOCALE).toBe('de-ch');
  });

  it('puts de-ch, en-ch and fr-ch in Switzerland and de-de, en-de in Germany', () => {
    expect(LOCALES.map(marketOf)).toEqual(['ch', 'ch', 'ch', 'de', 'de']);
    expect(LOCALES.map(languageOf)).toEqual(['de', 'en', 'fr', 'de', 'en']);
  });

  it('charges CHF in Switzerland and EUR in Germany', () => {
    expect(currencyOf('ch')).toBe('CHF');
    expect(currencyOf('de')).toBe('EUR');
  });

  it('formats with the Intl tag of the locale', () => {
    expect(intlLocaleOf('de-ch')).toBe('de-CH');
    expect(intlLocaleOf('en-de')).toBe('en-DE');
    expect(intlLocaleOf('fr-ch')).toBe('fr-CH');
  });

  it('lists the home country first, then the neighbours', () => {
    expect(countriesOf('ch')).toEqual(['CH', 'DE', 'FR', 'IT', 'GB']);
    expect(COUNTRIES_BY_MARKET.de).toEqual(['DE', 'CH', 'FR', 'IT', 'GB']);
  });

  it('recognises only the five locales', () => {
    expect(isLocale('fr-ch')).toBe(true);
    expect(isLocale('fr-de')).toBe(false);
    expect(isLocale('DE-CH')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('keeps the locale cookie for 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});

describe('detecting the locale', () => {
  it('takes a valid cookie over the browser language', () => {
    expect(detectLocale({ cookie: 'en-de', acceptLanguage: 'fr-CH' })).toBe('en-de');
  });

  it('ignores an invalid cookie', () => {
    expect(detectLocale({ cookie: 'it-ch', acceptLanguage: 'fr' })).toBe('fr-ch');
  });

  it.each([
    ['fr', 'fr-ch'],
    ['fr-CH', 'fr-ch'],
    ['fr-FR', 'fr-ch'],
    ['de-DE', 'de-de'],
    ['de', 'de-ch'],
    ['de-AT', 'de-ch'],
    ['en-GB', 'en-ch'],
    ['en', 'en-ch'],
    ['en-DE', 'en-de'],
    ['en-US,en;q=0.9', 'en-ch'],
  ])('maps Accept-Language %s to %s', (acceptLanguage, expected) => {
    expect(detectLocale({ acceptLanguage })).toBe(expected);
  });

  it('respects q-values rather than header order', () => {
    expect(detectLocale({ acceptLanguage: 'de;q=0.5, fr-CH;q=0.9, en;q=0.7' })).toBe('fr-ch');
  });

  it('skips languages we do not speak and keeps header order on equal weight', () => {
    expect(detectLocale({ acceptLanguage: 'it-CH, en-DE, de' })).toBe('en-de');
  });

  it('ignores q=0 (explicitly not wanted)', () => {
    expect(detectLocale({ acceptLanguage: 'fr;q=0, en' })).toBe('en-ch');
  });

  it('falls back to de-ch without cookie or usable header', () => {
    expect(detectLocale({})).toBe('de-ch');
    expect(detectLocale({ cookie: null, acceptLanguage: 'it, es;q=0.8, *' })).toBe('de-ch');
    expect(detectLocale({ acceptLanguage: 'garbage;;;,' })).toBe('de-ch');
  });
});

describe('the locale a booking is recorded in', () => {
  it('is the page prefix when it belongs to the market', () => {
    expect(bookingLocale({ pagePath: '/fr-ch/summary', language: 'de', market: 'ch' })).toBe(
      'fr-ch',
    );
  });
  it('is the language in the market when the page is of another market or unknown', () => {
    expect(bookingLocale({ pagePath: '/en-ch/summary', language: 'en', market: 'de' })).toBe(
      'en-de',
    );
    expect(bookingLocale({ pagePath: null, language: 'en', market: 'ch' })).toBe('en-ch');
  });
  it('falls back to German where the language is not offered in the market', () => {
    expect(bookingLocale({ pagePath: '/xx/summary', language: 'fr', market: 'de' })).toBe('de-de');
    expect(bookingLocale({ pagePath: null, language: null, market: 'de' })).toBe('de-de');
  });
});
