// /[locale]/success: the success step with its receipt; the shared step page checks the locale and the guards first.
import { cancellationPolicyOf } from '@/booking/cancellation-policy';
import { getPageSiteSettings } from '@/content/catalogue';
import { bookingPlaces } from '@/steps/payment/places';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { SuccessStep } from '@/steps/success/success-step';

export const generateMetadata = stepMetadata('success.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['success'], async (data) => (
  <SuccessStep
    places={bookingPlaces(data.checkups, data.locations, data.language)}
    seller={
      data.settings.legalEntity === null
        ? null
        : [data.settings.legalEntity.name, ...data.settings.legalEntity.addressLines].join(', ')
    }
    // The policy's short terms for the booked time, built from site settings as the summary's.
    cancellationPolicy={cancellationPolicyOf((await getPageSiteSettings())?.cancellationPolicy)}
    reservationTypes={Object.fromEntries(
      data.checkups.map((checkup) => [checkup.slug, checkup.reservationType]),
    )}
  />
));
