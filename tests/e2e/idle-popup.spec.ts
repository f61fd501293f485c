// The idle popup in the browser: its real 15-second wait on a booking page, the lead it posts, failures, and closing for the session.
import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoAxeViolations, idlePopup } from './support';

/** Answers POST /api/lead itself and hands back the request, so no database is needed. */
async function interceptLead(page: Page, status = 202, body: unknown = { accepted: true }) {
  const requests: Request[] = [];
  await page.route('**/api/lead', async (route) => {
    requests.push(route.request());
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return requests;
}

test('appears after the default 15 seconds without a click, key or scroll on a booking page', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await page.goto('/en-ch/check-up');
  const started = Date.now();
  await page.waitForTimeout(13_000);
  await expect(idlePopup(page)).toBeHidden();
  await expect(idlePopup(page)).toBeVisible({ timeout: 6_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
});

test('posts the email, phone, locale and campaign as a lead and shows the success state', async ({
  page,
}) => {
  const leads = await interceptLead(page);
  await page.goto(
    '/_design-system?idleSeconds=1&utm_source=newsletter&utm_campaign=spring&gclid=abc',
  );
  const popup = idlePopup(page);
  await expect(popup).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(page, 'with the idle popup open');
  await popup.getByRole('textbox', { name: 'Email' }).fill('anna@example');
  await popup.getByRole('button', { name: 'Contact me' }).click();
  await expect(popup.getByText('Please enter a valid email address.')).toBeVisible();
  await popup.getByRole('textbox', { name: 'Email' }).fill('anna.muster@example.ch');
  await popup.getByRole('textbox', { name: 'Phone (optional)' }).fill('079 123 45 67');
  await popup.getByRole('button', { name: 'Contact me' }).click();
  await expect(popup.getByRole('status')).toContainText('Thank you! We will be in touch shortly.');
  expect(leads).toHaveLength(1);
  const [lead] = leads;
  expect(lead?.method()).toBe('POST');
  expect(new URL(lead?.url() ?? '').search).toBe('');
  expect(lead?.postDataJSON()).toMatchObject({
    email: 'anna.muster@example.ch',
    phoneNumber: '+41791234567',
    locale: 'en-ch',
    campaign: { utmSource: 'newsletter', utmCampaign: 'spring', gclid: 'abc', utmMedium: null },
  });
  expect(lead?.postDataJSON().crmTrackingId).toMatch(/^[0-9a-f-]{36}$/);
});

test('shows the message of a refused lead and logs the failure', async ({ page }) => {
  await interceptLead(page, 429, { error: 'too-many-requests' });
  const logs: Request[] = [];
  await page.route('**/api/log', async (route) => {
    logs.push(route.request());
    await route.fulfill({ status: 202, body: '{}' });
  });
  await page.goto('/_design-system?idleSeconds=1');
  const popup = idlePopup(page);
  await expect(popup).toBeVisible({ timeout: 5_000 });
  await popup.getByRole('textbox', { name: 'Email' }).fill('anna.muster@example.ch');
  await popup.getByRole('button', { name: 'Contact me' }).click();
  await expect(popup.getByRole('alert')).toBeVisible();
  await expect(popup.getByRole('alert')).not.toHaveText('too-many-requests');
  await expect.poll(() => logs.length).toBe(1);
  expect(logs[0]?.postData()).toContain('lead-submission-failed');
  expect(logs[0]?.postData()).not.toContain('anna');
});

test('once closed it stays closed for the session', async ({ page }) => {
  await page.goto('/_design-system?idleSeconds=1');
  await expect(idlePopup(page)).toBeVisible({ timeout: 5_000 });
  await idlePopup(page).getByRole('button', { name: 'Close' }).click();
  await expect(idlePopup(page)).toBeHidden();
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(idlePopup(page)).toBeHidden();
});
