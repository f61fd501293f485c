// The localised 404 (of a `notFound()` and of every response the proxy gives the 404 status: Next.js
// then takes the title from here, not from the page): the locale of the path asked for, else the visitor's.
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { detectLocale, isLocale, LOCALE_COOKIE, languageOf } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { getUiCopy } from '@/content/catalogue';
import { NotFoundScreen } from '@/steps/error-screen/not-found-screen';
import { REQUEST_PATH_HEADER } from '@/steps/request-path';
import { textOf } from '@/ui/copy';

async function localeOfRequest(): Promise<Locale> {
  const [headerList, cookieJar] = await Promise.all([headers(), cookies()]);
  const prefix = (headerList.get(REQUEST_PATH_HEADER) ?? '/').split('/')[1];
  if (isLocale(prefix)) return prefix;
  return detectLocale({
    cookie: cookieJar.get(LOCALE_COOKIE)?.value ?? null,
    acceptLanguage: headerList.get('accept-language'),
  });
}

export async function generateMetadata(): Promise<Metadata> {
  const copy = await getUiCopy(languageOf(await localeOfRequest()));
  return { title: textOf(copy, 'errorPage.404.title', 'Page not found') };
}

export default async function NotFound() {
  return <NotFoundScreen locale={await localeOfRequest()} />;
}
