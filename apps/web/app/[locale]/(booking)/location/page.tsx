// /[locale]/location: the location step, clinics sorted by the visitor's distance from the host's geo headers; the shared step page checks the locale and the guards first.
import { headers } from 'next/headers';
import { locationDistanceKm, sortLocationsByDistance } from '@/booking/distance';
import { LocationStep } from '@/steps/location/location-step';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage, stepCatalogue } from '@/steps/step-page';
import { readVisitorGeo } from '@/steps/visitor-geo';

export const generateMetadata = stepMetadata('location.heading', 'Location');

export default bookingStepPage('location', async (data) => {
  const { position } = readVisitorGeo(await headers());
  // Sorted by the clinics' coordinates here; the browser receives each in the page's language.
  const viewOf = new Map(data.view.locations.map((view) => [view.slug, view]));
  const choices = sortLocationsByDistance(data.locations, position).flatMap((location) => {
    const view = viewOf.get(location.slug);
    return view === undefined
      ? []
      : [{ location: view, distanceKm: locationDistanceKm(location, position) }];
  });
  return <LocationStep {...stepCatalogue(data)} choices={choices} />;
});
