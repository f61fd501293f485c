// The page title of a booking step: its heading from the page language's UI copy.
import type { Metadata } from 'next';
import { intlLocaleOf, isLocale } from '@/booking/locale';
import { pageTitle } from '@/client/page-title';
import { copyReader, type PlainKey } from '@/ui/copy';
import { loadStepData } from './step-data';

/** A step page's generateMetadata: the heading under `key`. */
export function stepMetadata(key: PlainKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const { serverCopy, settings } = await loadStepData(locale);
    const title = copyReader(serverCopy, intlLocaleOf(locale)).text(key);
    return { title: pageTitle(title, settings.brandName) };
  };
}
