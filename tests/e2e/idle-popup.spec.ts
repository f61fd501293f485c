// The idle popup in the browser: its 15-second wait on a booking page (on the page's clock, not slept), the lead it posts, failures, and closing for the session.
import { expect, type Page, type Request, test } from '@playwright/test';
import { BookingFrame } from '../pages/booking-steps';
import { expectNoAxeViolations, idlePopup } from './support';

/** The popup's default wait, IDLE_POPUP_DELAY_MS. */
const DEFAULT_DELAY_MS = 15_000;

/** The check-up page, hydrated, with its clock in the test's hands (it runs on its own until paused). */
async function openCheckUp(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/en-ch/check-up');
  await untilHydrated(page);
}

/** The language menu opens only once the page has hydrated; opening and closing it restart the popup's wait. */
async function untilHydrated(page: Page): Promise<void> {
  await new BookingFrame(page).openLanguageMenu();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Answers POST /api/lead itself, to show how the popup handles a refusal. */
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
  await openCheckUp(page);
  // From here the page's time moves only as the test moves it: a key press starts the wait at a known instant.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(DEFAULT_DELAY_MS - 1);
  await expect(idlePopup(page)).toBeHidden();
  await page.clock.runFor(1);
  // Time runs on its own again: React times the reveal of the popup's lazily loaded form.
  await page.clock.resume();
  await expect(idlePopup(page)).toBeVisible();
});

test('posts the email, phone, locale and campaign as a lead to the real API and shows the success state', async ({
  page,
}) => {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/lead'));
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
  const response = await answered;
  expect(response.status()).toBe(201);
  const lead = response.request();
  expect(lead.method()).toBe('POST');
  expect(new URL(lead.url()).search).toBe('');
  expect(lead.postDataJSON()).toMatchObject({
    email: 'anna.muster@example.ch',
    phoneNumber: '+41791234567',
    locale: 'en-ch',
    campaign: { utmSource: 'newsletter', utmCampaign: 'spring', gclid: 'abc', utmMedium: null },
  });
  expect(lead.postDataJSON().crmTrackingId).toMatch(/^[0-9a-f-]{36}$/);
});

test('the lead API refuses malformed and flooding submissions and keeps the good ones', async ({
  request,
}) => {
  // One visitor, as the rate limit counts per client.
  const headers = { 'x-forwarded-for': '198.51.100.77' };
  const malformed = await request.post('/api/lead', { headers, data: { email: 'not an email' } });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ error: 'validation-failed', fields: ['email'] });
  const statuses: number[] = [];
  for (let n = 0; n < 7; n += 1) {
    const answer = await request.post('/api/lead', {
      headers,
      data: { email: `visitor${n}@example.ch` },
    });
    statuses.push(answer.status());
  }
  // The malformed one counted against the limit too: four good ones are stored, the rest refused.
  expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429]);
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
  await openCheckUp(page);
  await page.clock.runFor(DEFAULT_DELAY_MS);
  await expect(idlePopup(page)).toBeVisible();
  await idlePopup(page).getByRole('button', { name: 'Close' }).click();
  await expect(idlePopup(page)).toBeHidden();
  await page.reload();
  await untilHydrated(page);
  // Twice the wait in the page's time, looked at every second: a popup opened wrongly would have
  // the real moments between the steps to load its form and show.
  for (let second = 1; second <= (2 * DEFAULT_DELAY_MS) / 1_000; second += 1) {
    await page.clock.runFor(1_000);
    await expect(idlePopup(page)).toBeHidden();
  }
});
