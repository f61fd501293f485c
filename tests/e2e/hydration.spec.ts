// Every step page hydrates in every locale: a server and a browser that write a text differently (an ICU that groups a
// price otherwise) make React throw the server's HTML away and draw the page again, which costs the visitor the first
// paint's work and drops the marks the inline scripts set on <html>, the cookie banner's among them.
import { expect, test } from '@playwright/test';

test.use({ storageState: { cookies: [], origins: [] } });

const LOCALES = ['en-ch', 'de-ch', 'fr-ch', 'de-de', 'en-de'] as const;
const CHECKUP = 'checkup=whole_body_scan_with_blood_test';
const PAGES = [
  'check-up',
  `add-ons?${CHECKUP}`,
  `location?${CHECKUP}`,
  `timeslot?${CHECKUP}`,
  'booking',
];

for (const locale of LOCALES) {
  test(`${locale}: the step pages hydrate without an error, and the cookie banner stays asked`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of PAGES) {
      await page.goto(`/${locale}/${path}`);
      await page.waitForLoadState('networkidle');
      // The banner's code hydrates it once the page is idle: by then a failed hydration has shown itself.
      await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
    }
    expect(errors).toEqual([]);
  });
}
