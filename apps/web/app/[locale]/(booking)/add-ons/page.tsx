// /[locale]/add-ons: the add-ons step; the shared step page checks the locale and the guards first.
import { AddonsStep } from '@/steps/addons/addons-step';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage, stepCatalogue } from '@/steps/step-page';

export const generateMetadata = stepMetadata('addons.heading', 'Add-ons');

export default bookingStepPage(['addons.'], (data) => (
  <AddonsStep {...stepCatalogue(data)} locations={data.view.locations} />
));
