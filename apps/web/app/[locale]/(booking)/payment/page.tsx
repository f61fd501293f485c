import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { PaymentStep } from '@/steps/payment/payment-step';
import { bookingPlaces } from '@/steps/payment/places';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('payment.heading', 'Payment');

export default async function PaymentPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('payment', locale, await searchParams);
  const data = await loadStepData(locale);
  return <PaymentStep places={bookingPlaces(data.checkups, data.locations, data.language)} />;
}
