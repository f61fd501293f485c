import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';
import { SummaryPage } from '@/steps/summary/summary-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('summary.heading', 'Summary');

/** The host's geo header (DESIGN.md section 3): two letters, or nothing. */
async function visitorCountry(): Promise<string | null> {
  const country = (await headers()).get('x-vercel-ip-country')?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

export default async function SummaryStepPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('summary', locale, await searchParams);
  const data = await loadStepData(locale);
  return (
    <SummaryPage
      locale={locale}
      checkups={data.checkups}
      services={data.services}
      locations={data.locations}
      visitorCountry={await visitorCountry()}
    />
  );
}
