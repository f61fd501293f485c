import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { CheckupStep } from '@/steps/checkup/checkup-entry';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('checkup.heading', 'Check-ups');

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
