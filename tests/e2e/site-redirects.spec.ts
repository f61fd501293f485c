// The editors' redirects of site settings (seed): an internal one keeps the visitor's query, an external one leaves for the other site.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test('a campaign path leads to the check-up it names, with the campaign values kept', async ({
  page,
  request,
}) => {
  const answer = await request.get('/de-ch/ganzkoerper?utm_source=newsletter', { maxRedirects: 0 });
  expect(answer.status()).toBe(307);

  await page.goto('/de-ch/ganzkoerper?utm_source=newsletter');
  await expect(page).toHaveURL(/\/de-ch\/check-up\?/);
  const address = new URL(page.url());
  expect(address.searchParams.get('checkup')).toBe('whole_body_scan_with_blood_test');
  expect(address.searchParams.get('utm_source')).toBe('newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a path sent to another site opens that site as a new page, permanently and without the query', async ({
  page,
  request,
}) => {
  const answer = await request.get('/datenschutz?email=anna%40example.ch', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe('https://www.novahealth.ch/privacy');

  // The other site cannot be reached from the test machine (and Playwright does not route a
  // redirect's target), so the test watches the browser leave for it as a page navigation.
  const leaving = page.waitForRequest('https://www.novahealth.ch/privacy');
  await page.goto('/datenschutz?email=anna%40example.ch').catch(() => null);
  const navigation = await leaving;
  expect(navigation.isNavigationRequest()).toBe(true);
  expect(navigation.frame()).toBe(page.mainFrame());
  expect(navigation.redirectedFrom()?.url()).toMatch(/\/datenschutz\?email=/);
});
