import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { bookingPlaces } from '@/steps/payment/places';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';
import { SuccessStep } from '@/steps/success/success-step';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('success.heading', 'Booked');

export default async function SuccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('success', locale, await searchParams);
  const data = await loadStepData(locale);
  return <SuccessStep places={bookingPlaces(data.checkups, data.locations, data.language)} />;
}
