// The success step: the address must name the booking; the browser shows it from the session once the payment has gone through.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { bookingPlaces } from '@/steps/payment/places';
import { loadStepData } from '@/steps/step-data';
import { SuccessStep } from '@/steps/success/success-step';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { serverCopy } = await loadStepData(locale);
  return { title: serverCopy['success.heading'] ?? 'Booked' };
}

export default async function SuccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('success', locale, await searchParams);
  const data = await loadStepData(locale);
  return <SuccessStep places={bookingPlaces(data.checkups, data.locations, data.language)} />;
}
