// The time slot step: the server checks the address's selection, the browser shows the calendar of free slots.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { loadStepData } from '@/steps/step-data';
import { TimeslotPage } from '@/steps/timeslot/timeslot-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { serverCopy } = await loadStepData(locale);
  return { title: serverCopy['timeslot.heading'] ?? 'Date and time' };
}

export default async function TimeslotStepPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('timeslot', locale, await searchParams);
  const data = await loadStepData(locale);
  return <TimeslotPage locale={locale} checkups={data.checkups} services={data.services} />;
}
