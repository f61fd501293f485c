// Any path under a locale that no step or page answers: the localised 404, with its title in the page's language.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, languageOf } from '@/booking/locale';
import { getUiCopy } from '@/content/catalogue';
import { textOf } from '@/ui/copy';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const copy = await getUiCopy(languageOf(locale));
  return { title: textOf(copy, 'errorPage.404.title', 'Page not found') };
}

export default function UnknownPath(): never {
  notFound();
}
