// /[locale]/check-up: the check-up step; the shared step page checks the locale and the guards first.
import { consentTextsIn } from '@/booking/consent';
import { getPageConsent } from '@/content/catalogue';
import { getPageScreeningQuestions } from '@/content/screening';
import { checkupDescriptions, withoutDescriptions } from '@/steps/checkup/checkup-descriptions';
import { CheckupStep } from '@/steps/checkup/checkup-entry';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { servicesNamedBy } from '@/steps/step-views';
import { clinicContactsOf, screeningView } from '@/steps/summary/screening-view';

export const generateMetadata = stepMetadata('checkup.heading');

export default bookingStepPage(
  STEP_COPY_PREFIXES['check-up'],
  async ({ locale, market, currency, view, language, settings, locations }) => (
    <CheckupStep
      locale={locale}
      market={market}
      currency={currency}
      checkups={withoutDescriptions(view.checkups)}
      descriptions={checkupDescriptions(view.checkups, locale)}
      services={servicesNamedBy(view.checkups, view.services)}
      locations={view.locations}
      consent={consentTextsIn(await getPageConsent(), language)}
      screeningQuestions={screeningView(await getPageScreeningQuestions(), language)}
      clinicContact={{ phone: settings.supportPhone, email: settings.supportEmail }}
      clinicContacts={clinicContactsOf(locations, {
        phone: settings.supportPhone,
        email: settings.supportEmail,
      })}
    />
  ),
);
