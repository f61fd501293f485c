// Any path under a locale that no step or page answers: the localised 404 (the proxy has followed an editor's redirect
// first, and gives these paths their 404 status). It draws the screen itself rather than calling notFound(): Next.js
// (16.3) answers notFound() with an empty error shell and leaves the not-found boundary to the browser, so without
// JavaScript the page would be blank.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isLocale, languageOf } from '@/booking/locale';
import { getUiCopy } from '@/content/catalogue';
import { NotFoundScreen } from '@/steps/error-screen/not-found-screen';
import { REQUEST_PATH_HEADER } from '@/steps/request-path';
import { textOf } from '@/ui/copy';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const copy = await getUiCopy(languageOf(locale));
  return { title: textOf(copy, 'errorPage.404.title', 'Page not found') };
}

export default async function UnknownPath({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // The path asked for: a path outside every locale reaches this page through the proxy's rewrite.
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? undefined;
  return <NotFoundScreen path={path} />;
}
