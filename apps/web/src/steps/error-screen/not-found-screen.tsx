// The localised 404 screen, drawn on the server: heading, description (with the path asked for) and the ways out.
import { headers } from 'next/headers';
import { languageOf } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { getUiCopy } from '@/content/catalogue';
import { interpolate, textOf } from '@/ui/copy';
import { REQUEST_PATH_HEADER } from '../request-path';
import { BackLink } from './back-link';
import { ErrorScreen } from './error-screen';

export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
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
      back={<BackLink label={textOf(copy, 'errorPage.goBack', 'Go back')} homeHref={homeHref} />}
    />
  );
}
