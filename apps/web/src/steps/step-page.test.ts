// Every booking step page: an unknown locale is a 404, and a known one renders the step with the seed's content for its market and the copy it reads.
import type { ReactElement } from 'react';
import type { StepData } from './step-data';
import { bookingStepPage } from './step-page';

const props = (locale: string) => ({ params: Promise.resolve({ locale }) });

/** What Next.js's notFound() throws, for the framework to answer with. */
const digestOf = (error: unknown) => (error as { digest?: string }).digest ?? '';

describe('a booking step page', () => {
  it('answers an unknown locale with the 404 page, without rendering the step', async () => {
    const seen: StepData[] = [];
    const Page = bookingStepPage([], (data) => {
      seen.push(data);
      return null;
    });
    const failure = await Page(props('xx-yy')).catch((error: unknown) => error);
    expect(digestOf(failure)).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(seen).toEqual([]);
  });

  it("renders the step with its locale's market, currency and content, and only the copy it names", async () => {
    const Page = bookingStepPage(
      ['checkup.'],
      (data, locale) => `${locale} ${data.market} ${data.currency} ${data.checkups.length > 0}`,
    );
    const page = (await Page(props('de-de'))) as ReactElement<{
      copy: Record<string, string>;
      children: unknown;
    }>;
    expect(page.props.children).toBe('de-de de EUR true');
    const keys = Object.keys(page.props.copy);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('checkup.'))).toBe(true);
  });
});
