'use client';
// The localised 404 screen: heading, description (with the path asked for) and the ways out. A client component, so the
// not-found boundary every prerendered page carries reads no request: the locale comes from the route, the copy from the page's providers.
import { useParams, usePathname } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/booking/locale';
import { pageTitle } from '@/client/page-title';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { BackLink } from './back-link';
import { ErrorScreen } from './error-screen';

/**
 * `path`: the address asked for, when it is not the one the route was drawn for (the proxy's rewrite).
 * The document title is this screen's own <title>: Next.js cannot give the not-found boundary a
 * localised one, so the layout sets none.
 */
export function NotFoundScreen({ path, brandName }: { path?: string; brandName: string }) {
  const copy = useUiCopy();
  const shownPath = usePathname();
  const { locale } = useParams<{ locale?: string }>();
  const homeHref = `/${locale !== undefined && isLocale(locale) ? locale : DEFAULT_LOCALE}/check-up`;
  return (
    <ErrorScreen
      code={404}
      title={pageTitle(copy.text('errorPage.404.title'), brandName)}
      heading={copy.text('errorPage.404.heading')}
      description={copy.format('errorPage.404.description', { path: path ?? shownPath })}
      homeHref={homeHref}
      homeLabel={copy.text('errorPage.goHome')}
      back={<BackLink label={copy.text('errorPage.goBack')} homeHref={homeHref} />}
    />
  );
}
