// The localised 404: title, heading and description (with the path asked for) in the page's language.
import { cookies, headers } from 'next/headers';
import { detectLocale, isLocale, LOCALE_COOKIE, languageOf } from '@/booking/locale';
import { getUiCopy } from '@/content/catalogue';
import { BackButton } from '@/steps/error-screen/back-button';
import { ErrorScreen } from '@/steps/error-screen/error-screen';
import { REQUEST_PATH_HEADER } from '@/steps/request-path';
import { interpolate, textOf } from '@/ui/copy';

export default async function NotFound() {
  const [headerList, cookieJar] = await Promise.all([headers(), cookies()]);
  const path = headerList.get(REQUEST_PATH_HEADER) ?? '/';
  const prefix = path.split('/')[1];
  const locale = isLocale(prefix)
    ? prefix
    : detectLocale({
        cookie: cookieJar.get(LOCALE_COOKIE)?.value ?? null,
        acceptLanguage: headerList.get('accept-language'),
      });
  const copy = await getUiCopy(languageOf(locale));
  const homeHref = `/${locale}/check-up`;
  return (
    <ErrorScreen
      code={404}
      heading={textOf(copy, 'errorPage.404.heading', 'We can’t find this page')}
      description={interpolate(
        textOf(copy, 'errorPage.404.description', 'There is no page at {path}.'),
        { path },
      )}
      homeHref={homeHref}
      homeLabel={textOf(copy, 'errorPage.goHome', 'Go to the home page')}
      back={<BackButton label={textOf(copy, 'errorPage.goBack', 'Go back')} homeHref={homeHref} />}
    />
  );
}
