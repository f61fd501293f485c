// The copy each booking step page carries besides the frame's: the prefixes of the keys its components read (step-copy.test.ts walks their imports to check it).
import type { StepSlug } from '@/booking/guards';

type PageStep = Exclude<StepSlug, 'payment-return'>;

export const STEP_COPY_PREFIXES: Record<PageStep, readonly string[]> = {
  // The partner's completion on the check-up step draws the summary's details form, consent and
  // safety questions.
  'check-up': ['checkup.', 'partner.', 'form.', 'summary.consent.', 'summary.screening.'],
  'add-ons': ['addons.'],
  location: ['location.', 'addons.'],
  timeslot: ['timeslot.', 'waitlist.'],
  summary: ['summary.', 'form.', 'timeslot.', 'success.'],
  payment: ['payment.', 'success.', 'summary.', 'form.', 'timeslot.'],
  success: ['success.', 'payment.', 'partner.', 'summary.', 'form.', 'timeslot.'],
};
