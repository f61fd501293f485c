// /[locale]/check-up: the check-up step; the shared step page checks the locale and the guards first.
import { CheckupStep } from '@/steps/checkup/checkup-entry';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage, stepCatalogue } from '@/steps/step-page';

export const generateMetadata = stepMetadata('checkup.heading', 'Check-ups');

export default bookingStepPage('check-up', (data) => (
  <CheckupStep {...stepCatalogue(data)} locations={data.locations} />
));
