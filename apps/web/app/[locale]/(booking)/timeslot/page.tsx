import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';
import { TimeslotPage } from '@/steps/timeslot/timeslot-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('timeslot.heading', 'Date and time');

export default async function TimeslotStepPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('timeslot', locale, await searchParams);
  const data = await loadStepData(locale);
  return <TimeslotPage locale={locale} checkups={data.checkups} services={data.services} />;
}
