// /[locale]/summary: the summary step, told the visitor's country by the host's geo header; the shared step page checks the locale and the guards first.
import { headers } from 'next/headers';
import { stepMetadata } from '@/steps/step-metadata';
import { bookingStepPage } from '@/steps/step-page';
import { SummaryPage } from '@/steps/summary/summary-page';

export const generateMetadata = stepMetadata('summary.heading', 'Summary');

/** The host's geo header (DESIGN.md section 3): two letters, or nothing. */
async function visitorCountry(): Promise<string | null> {
  const country = (await headers()).get('x-vercel-ip-country')?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

export default bookingStepPage('summary', async (data, locale) => (
  <SummaryPage
    locale={locale}
    checkups={data.view.checkups}
    services={data.view.services}
    locations={data.view.locations}
    visitorCountry={await visitorCountry()}
  />
));
