// /[locale]/success: the success step with its receipt; the shared step page checks the locale and the guards first.
import { bookingPlaces } from '@/steps/payment/places';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { SuccessStep } from '@/steps/success/success-step';

export const generateMetadata = stepMetadata('success.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['success'], (data) => (
  <SuccessStep
    places={bookingPlaces(data.checkups, data.locations, data.language)}
    seller={
      data.settings.legalEntity === null
        ? null
        : [data.settings.legalEntity.name, ...data.settings.legalEntity.addressLines].join(', ')
    }
  />
));
