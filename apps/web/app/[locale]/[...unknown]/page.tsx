// Any path under a locale that no step or page answers: the localised 404.
// It draws the screen itself rather than calling notFound(): Next.js (16.3) answers notFound() with
// an empty error shell and leaves the not-found boundary to the browser, so without JavaScript the
// page would be blank. The proxy gives these paths their 404 status, and with it Next.js takes the
// title from not-found.tsx.
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { NotFoundScreen } from '@/steps/error-screen/not-found-screen';

export default async function UnknownPath({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <NotFoundScreen locale={locale} />;
}
