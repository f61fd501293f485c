// Any path under a locale that no step or page answers: the localised 404 (the proxy has followed an editor's redirect
// first, and gives these paths their 404 status). It draws the screen itself rather than calling notFound(): Next.js
// (16.3) answers notFound() with an empty error shell and leaves the not-found boundary to the browser, so without
// JavaScript the page would be blank.
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { LazyNotFoundScreen } from '@/steps/error-screen/lazy-screens';
import { REQUEST_PATH_HEADER } from '@/steps/request-path';
import { loadStepData } from '@/steps/step-data';

type Props = { params: Promise<{ locale: string }> };

export default async function UnknownPath({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // The path asked for: a path outside every locale reaches this page through the proxy's rewrite.
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? undefined;
  const { settings } = await loadStepData(locale);
  return <LazyNotFoundScreen path={path} brandName={settings.brandName} />;
}
