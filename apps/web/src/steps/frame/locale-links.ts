// The locales as the language menu names and links them: the same step under another locale, the choice remembered in the locale cookie.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/booking/locale';
import type { Locale } from '@/booking/types';

export { localisedHref } from './locale-href';

/** A locale named in its own language: the language, the country, and the language's code. */
export interface LocaleName {
  language: string;
  country: string;
  lang: string;
}

/** Each locale named in its own language, so a visitor finds theirs whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, LocaleName> = {
  'de-ch': { language: 'Deutsch', country: 'Schweiz', lang: 'de' },
  'en-ch': { language: 'English', country: 'Switzerland', lang: 'en' },
  'fr-ch': { language: 'Français', country: 'Suisse', lang: 'fr' },
  'de-de': { language: 'Deutsch', country: 'Deutschland', lang: 'de' },
  'en-de': { language: 'English', country: 'Germany', lang: 'en' },
};

/** The locale cookie as the browser writes it; `; Secure` is added on https. */
function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${localeCookie(locale)}${secure}`;
}

/**
 * Remembers a visited page's locale in the cookie when it holds another (or none), as the browser
 * runs it from the page: a page's answer sets no cookie, so a shared cache may keep it and never
 * replays one visitor's cookie to another. The cookie steers only the bare root's redirect.
 */
export function rememberLocaleScript(locale: Locale): string {
  const pair = JSON.stringify(`${LOCALE_COOKIE}=${locale}`);
  const cookie = JSON.stringify(localeCookie(locale));
  return `(function(d,p,c){if((' '+d.cookie+';').indexOf(' '+p+';')<0)d.cookie=c+(location.protocol==='https:'?'; Secure':'')})(document,${pair},${cookie})`;
}
