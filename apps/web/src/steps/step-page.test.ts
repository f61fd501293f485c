// Every booking step page: an unknown locale is a 404, an address the guards refuse redirects, and only then does the step render, with the seed's content.

import type { StepData } from './step-data';
import { bookingStepPage } from './step-page';

const props = (locale: string, searchParams: Record<string, string> = {}) => ({
  params: Promise.resolve({ locale }),
  searchParams: Promise.resolve(searchParams),
});

/** What Next.js's notFound() and redirect() throw, for the framework to answer with. */
const digestOf = (error: unknown) => (error as { digest?: string }).digest ?? '';

function recordingPage(step: Parameters<typeof bookingStepPage>[0]) {
  const seen: { data: StepData; locale: string }[] = [];
  const Page = bookingStepPage(step, (data, locale) => {
    seen.push({ data, locale });
    return null;
  });
  return { Page, seen };
}

describe('a booking step page', () => {
  it('answers an unknown locale with the 404 page, without rendering the step', async () => {
    const { Page, seen } = recordingPage('check-up');
    const failure = await Page(props('xx-yy')).catch((error: unknown) => error);
    expect(digestOf(failure)).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(seen).toEqual([]);
  });

  it('sends an address the guards refuse to the first step it lacks, keeping the locale', async () => {
    const { Page, seen } = recordingPage('payment');
    const failure = await Page(props('fr-ch')).catch((error: unknown) => error);
    expect(digestOf(failure)).toMatch(/^NEXT_REDIRECT;replace;\/fr-ch\/check-up;307;/);
    expect(seen).toEqual([]);
  });

  it("renders the step with its locale's content when the guards let the visitor in", async () => {
    const Page = bookingStepPage(
      'check-up',
      (data, locale) => `${locale} ${data.market} ${data.currency} ${data.checkups.length > 0}`,
    );
    expect(await Page(props('de-de'))).toBe('de-de de EUR true');
  });
});
