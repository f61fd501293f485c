// The first booking step: the check-ups of the visitor's market with their prices, rendered on the server.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, languageOf, marketOf } from '@/booking/locale';
import { checkupsOffered } from '@/booking/offer';
import { getCatalogue, getUiCopy } from '@/content/catalogue';
import { CheckupList } from '@/steps/checkup-list';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const copy = await getUiCopy(languageOf(locale));
  return { title: copy['checkup.heading'] ?? 'Check-ups' };
}

export default async function CheckupStep({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [catalogue, copy] = await Promise.all([getCatalogue(), getUiCopy(languageOf(locale))]);
  return (
    <main>
      <CheckupList
        locale={locale}
        checkups={checkupsOffered(catalogue, marketOf(locale))}
        services={catalogue.services}
        copy={copy}
      />
    </main>
  );
}
