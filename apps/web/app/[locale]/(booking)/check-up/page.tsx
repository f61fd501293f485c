// The first booking step: the check-ups of the visitor's market with their prices, rendered on the server.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { CheckupList } from '@/steps/checkup-list';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { StepGuard } from '@/steps/guards/step-guard';
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

export default async function CheckupStep({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('check-up', locale, await searchParams);
  const data = await loadStepData(locale);
  return (
    <>
      <StepGuard step="check-up" />
      <CheckupList
        locale={locale}
        checkups={data.checkups}
        services={data.services}
        copy={data.serverCopy}
      />
    </>
  );
}
