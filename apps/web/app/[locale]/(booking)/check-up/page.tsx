// The first booking step: the check-ups of the visitor's market; a partner's link completes a pair booking here instead.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { CheckupStep } from '@/steps/checkup/checkup-entry';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { loadStepData } from '@/steps/step-data';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { serverCopy } = await loadStepData(locale);
  return { title: serverCopy['checkup.heading'] ?? 'Check-ups' };
}

export default async function CheckupPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('check-up', locale, await searchParams);
  const data = await loadStepData(locale);
  return (
    <CheckupStep
      locale={locale}
      language={data.language}
      market={data.market}
      currency={data.currency}
      checkups={data.checkups}
      services={data.services}
      locations={data.locations}
    />
  );
}
