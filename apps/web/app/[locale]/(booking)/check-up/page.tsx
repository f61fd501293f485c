// /[locale]/check-up: the check-up step; the shared step page checks the locale and the guards first.
import { CheckupStep } from '@/steps/checkup/checkup-entry';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { servicesNamedBy } from '@/steps/step-views';

export const generateMetadata = stepMetadata('checkup.heading', 'Check-ups');

export default bookingStepPage(
  STEP_COPY_PREFIXES['check-up'],
  ({ locale, market, currency, view }) => (
    <CheckupStep
      locale={locale}
      market={market}
      currency={currency}
      checkups={view.checkups}
      services={servicesNamedBy(view.checkups, view.services)}
      locations={view.locations}
    />
  ),
);
