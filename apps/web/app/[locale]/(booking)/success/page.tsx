// /[locale]/success: the success step with its receipt; the shared step page checks the locale and the guards first.
import { bookingPlaces } from '@/steps/payment/places';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { SuccessStep } from '@/steps/success/success-step';

export const generateMetadata = stepMetadata('success.heading', 'Booked');

export default bookingStepPage(['success.', 'payment.', 'partner.'], (data) => (
  <SuccessStep places={bookingPlaces(data.checkups, data.locations, data.language)} />
));
