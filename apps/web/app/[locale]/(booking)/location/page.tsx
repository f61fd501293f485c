// /[locale]/location: the location step, prerendered per locale; the browser sorts the clinics by the visitor's distance.
import { NearestFirst } from '@/steps/location/nearest-first';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage, stepCatalogue } from '@/steps/step-page';

export const generateMetadata = stepMetadata('location.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['location'], (data) => {
  // Each clinic in the page's language with only its position beside it, in the editors' order.
  const centerOf = new Map(data.locations.map((location) => [location.slug, location.center]));
  const places = data.view.locations.map((location) => ({
    location,
    center: centerOf.get(location.slug) ?? null,
  }));
  return <NearestFirst {...stepCatalogue(data)} places={places} />;
});
