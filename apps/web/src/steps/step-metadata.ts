// The page title of a booking step: its heading from the page language's UI copy.
import type { Metadata } from 'next';
import { isLocale } from '@/booking/locale';
import { pageTitle } from './page-title';
import { loadStepData } from './step-data';

/** A step page's generateMetadata: the heading under `key`, or `fallback` where the copy lacks it. */
export function stepMetadata(key: string, fallback: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const { serverCopy, settings } = await loadStepData(locale);
    return { title: pageTitle(serverCopy[key] ?? fallback, settings.brandName) };
  };
}
