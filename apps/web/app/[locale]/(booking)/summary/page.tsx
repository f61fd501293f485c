// /[locale]/summary: the summary step, prerendered per locale; the proxy and the browser guard it.
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { SummaryPage } from '@/steps/summary/summary-page';

export const generateMetadata = stepMetadata('summary.heading', 'Summary');

export default bookingStepPage(['summary.', 'form.', 'timeslot.', 'success.'], (data, locale) => (
  <SummaryPage
    locale={locale}
    checkups={data.view.checkups}
    services={data.view.services}
    locations={data.view.locations}
  />
));
