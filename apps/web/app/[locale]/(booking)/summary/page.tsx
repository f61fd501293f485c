// /[locale]/summary: the summary step, prerendered per locale; the proxy and the browser guard it.

import { cancellationPolicyOf } from '@/booking/cancellation-policy';
import { consentTextsIn } from '@/booking/consent';
import { getPageConsent, getPageSiteSettings } from '@/content/catalogue';
import { getPageScreeningQuestions } from '@/content/screening';
import { STEP_COPY_PREFIXES } from '@/steps/step-copy';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { clinicContactsOf, screeningView } from '@/steps/summary/screening-view';
import { SummaryPage } from '@/steps/summary/summary-page';

export const generateMetadata = stepMetadata('summary.heading');

export default bookingStepPage(STEP_COPY_PREFIXES['summary'], async (data, locale) => (
  <SummaryPage
    locale={locale}
    checkups={data.view.checkups}
    services={data.view.services}
    locations={data.view.locations}
    consent={consentTextsIn(await getPageConsent(), data.language)}
    cancellationPolicy={cancellationPolicyOf((await getPageSiteSettings())?.cancellationPolicy)}
    screeningQuestions={screeningView(await getPageScreeningQuestions(), data.language)}
    clinicContact={{ phone: data.settings.supportPhone, email: data.settings.supportEmail }}
    clinicContacts={clinicContactsOf(data.locations, {
      phone: data.settings.supportPhone,
      email: data.settings.supportEmail,
    })}
  />
));
