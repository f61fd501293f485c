// /[locale]/add-ons: the add-ons step; the shared step page checks the locale and the guards first.
import { addonServices, addonTexts } from '@/steps/addons/addon-texts';
import { AddonsStep } from '@/steps/addons/addons-step';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage, stepCatalogue } from '@/steps/step-page';

export const generateMetadata = stepMetadata('addons.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['add-ons'], (data) => (
  <AddonsStep
    {...stepCatalogue(data)}
    locations={data.view.locations}
    texts={addonTexts(addonServices(data.view), data.locale)}
  />
));
