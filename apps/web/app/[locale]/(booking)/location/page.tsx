import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { locationDistanceKm, sortLocationsByDistance } from '@/booking/distance';
import { isLocale } from '@/booking/locale';
import { guardStepOnServer, type PageSearchParams } from '@/steps/guards/server-guard';
import { LocationStep } from '@/steps/location/location-step';
import { loadStepData } from '@/steps/step-data';
import { stepMetadata } from '@/steps/step-metadata';
import { readVisitorGeo } from '@/steps/visitor-geo';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
};

export const generateMetadata = stepMetadata('location.heading', 'Location');

export default async function LocationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await guardStepOnServer('location', locale, await searchParams);
  const [data, headerList] = await Promise.all([loadStepData(locale), headers()]);
  const { position } = readVisitorGeo(headerList);
  const choices = sortLocationsByDistance(data.locations, position).map((location) => ({
    location,
    distanceKm: locationDistanceKm(location, position),
  }));
  return (
    <LocationStep
      locale={locale}
      language={data.language}
      market={data.market}
      currency={data.currency}
      checkups={data.checkups}
      services={data.services}
      choices={choices}
    />
  );
}
