import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { AddonsStep } from '@/steps/addons/addons-step';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('addons.heading', 'Add-ons');

export default async function AddonsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('add-ons', locale, await searchParams);
  const data = await loadStepData(locale);
  return (
    <AddonsStep
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
