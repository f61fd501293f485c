// The root layout of every localised page: the document's language and the shared frame.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLocale, LOCALES, languageOf } from '@/booking/locale';
import '@/ui/global.css';

export const metadata: Metadata = {
  title: { default: 'Nova', template: '%s · Nova' },
  description: 'Book a preventive health check-up at a Nova clinic in Switzerland or Germany.',
};

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const dynamicParams = false;

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={languageOf(locale)}>
      <body>{children}</body>
    </html>
  );
}
