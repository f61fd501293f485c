// Any path under a locale that no step or page answers: an editor's redirect if there is one, else the localised 404.
// It draws the screen itself rather than calling notFound(): Next.js (16.3) answers notFound() with
// an empty error shell and leaves the not-found boundary to the browser, so without JavaScript the
// page would be blank. The proxy gives these paths their 404 status, and with it Next.js takes the
// title from not-found.tsx.
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { NotFoundScreen } from '@/steps/error-screen/not-found-screen';
import { followSiteRedirect, type PageSearchParams } from '@/steps/guards/follow-redirect';
import { REQUEST_PATH_HEADER } from '@/steps/request-path';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export default async function UnknownPath({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // The path asked for: a path outside every locale reaches this page through the proxy's rewrite.
  const path = (await headers()).get(REQUEST_PATH_HEADER);
  if (path !== null) await followSiteRedirect(path, await searchParams);
  return <NotFoundScreen locale={locale} />;
}
