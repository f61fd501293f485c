// The current address under another locale prefix, apart from the locales' names (locale-links.ts): the language button needs only this on every page, the names load with its menu.
import type { Locale } from '@/booking/types';

/** The current address under another locale prefix; the query is kept as it is. */
export function localisedHref(pathname: string, search: string, target: Locale): string {
  const [, , ...rest] = pathname.split('/');
  const path = `/${[target, ...rest].join('/')}`;
  return search === '' ? path : `${path}?${search}`;
}
