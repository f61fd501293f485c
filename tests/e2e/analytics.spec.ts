// Tracking in the browser: the cookies of section 9 with their lifetimes, and no tag manager without a container id.
import { expect, test } from '@playwright/test';

const DAY = 24 * 60 * 60;

test('sets the visitor, session, CRM and campaign cookies with their lifetimes', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/en-ch/check-up?utm_source=newsletter&fbclid=xyz');
  await expect
    .poll(async () =>
      (await page.context().cookies())
        .map((cookie) => cookie.name)
        .filter((name) => name === 'nova_sid' || name === 'nova_vid')
        .sort(),
    )
    .toEqual(['nova_sid', 'nova_vid']);
  const now = Date.now() / 1000;
  const cookies = new Map((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  const lifetime = (name: string) => (cookies.get(name)?.expires ?? 0) - now;
  expect(lifetime('nova_sid')).toBeGreaterThan(29 * 60);
  expect(lifetime('nova_sid')).toBeLessThanOrEqual(30 * 60 + 5);
  expect(Number(cookies.get('nova_sexp')?.value) / 1000 - now).toBeGreaterThan(29 * 60);
  // Two years asked for; Chromium caps every cookie at 400 days, and each visit renews it.
  expect(lifetime('nova_vid')).toBeGreaterThan(399 * DAY);
  expect(lifetime('nova_crm')).toBeGreaterThan(29 * DAY);
  expect(lifetime('nova_crm')).toBeLessThanOrEqual(30 * DAY + 5);
  expect(cookies.get('nova_utm_source')?.value).toBe('newsletter');
  expect(cookies.get('nova_fbclid')?.value).toBe('xyz');
  expect(cookies.get('nova_sid')?.sameSite).toBe('Lax');
  expect(requests.some((url) => url.includes('googletagmanager.com'))).toBe(false);
});

test('keeps the session across pages and starts a new one once it has expired', async ({
  page,
}) => {
  await page.goto('/en-ch/check-up');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'nova_sid')?.value)
    .toBeTruthy();
  const first = (await page.context().cookies()).find((c) => c.name === 'nova_sid')?.value;
  await page.goto('/de-ch/check-up');
  await page.waitForLoadState('networkidle');
  expect((await page.context().cookies()).find((c) => c.name === 'nova_sid')?.value).toBe(first);
  await page
    .context()
    .addCookies([
      { name: 'nova_sexp', value: String(Date.now() - 1000), domain: 'localhost', path: '/' },
    ]);
  await page.goto('/fr-ch/check-up');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'nova_sid')?.value)
    .not.toBe(first);
});
