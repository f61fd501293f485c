// /[locale]/payment: the payment step; the shared step page checks the locale and the guards first.
import { PaymentStep } from '@/steps/payment/payment-step';
import { bookingPlaces } from '@/steps/payment/places';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';

export const generateMetadata = stepMetadata('payment.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['payment'], (data) => (
  <PaymentStep places={bookingPlaces(data.checkups, data.locations, data.language)} />
));
