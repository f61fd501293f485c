// The clinic staff's side (issue 40): a Bern desk signs in with the link from /_dev/mailbox, finds a booking paid in the browser on Bern's day sheet, marks the arrival by keyboard, and cannot open Zurich's sheet; axe on every staff page, usable at 320 px.
import { expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { MailboxPage } from '../pages/mailbox-page';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, SuccessPage } from '../pages/payment-page';
import { expectNoAxeViolations, tabTo } from './support';

const BERN_STAFF = 'staff-bern@nova.example';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/staff/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page, 'on the sign-in page');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  const mailbox = new MailboxPage(page);
  await expect(async () => {
    await mailbox.open();
    await expect(mailbox.messagesTo(email).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await mailbox.messagesTo(email).first().getByRole('link').click();
  const link = await mailbox.message
    .getByRole('link', { name: 'Sign in to Nova staff' })
    .getAttribute('href');
  expect(link).toContain('/api/staff/auth/magic-link/verify?token=');
  await page.goto(String(link));
  await expect(page).toHaveURL(/\/staff$/);
}

test('a Bern desk signs in by email link, sees a booking paid in the browser on Bern’s sheet, marks it arrived and cannot open Zurich’s', async ({
  page,
  request,
}) => {
  // A whole day at the desk in one test: paying, the mailbox, four pages checked by axe.
  test.setTimeout(180_000);
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'en-ch', location: 'bern' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  // Paying waits on the gateway and the database: on a loaded machine that takes more than the usual wait.
  await expect(page).toHaveURL(/\/success\?/, { timeout: 30_000 });
  await new SuccessPage(page).expectBooked(booked.name);

  await signIn(page, BERN_STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Your clinics' })).toBeVisible();
  await expectNoAxeViolations(page, 'on the clinics page');

  const day = booked.start.slice(0, 10);
  const response = await page.goto(`/staff/bern/${day}`);
  expect(response?.headers()['cache-control']).toContain('no-store');
  const appointment = page.getByRole('article').filter({ hasText: booked.name });
  await expect(appointment).toBeVisible();
  await expect(appointment).toContainText('Anna Muster');
  await expect(appointment).toContainText('Paid in full');
  await expectNoAxeViolations(page, 'on the day sheet');

  // By keyboard: Tab to the booking's "Mark arrived" and press Enter.
  const arrive = appointment.getByRole('button', { name: /^Mark arrived/ });
  await tabTo(page, arrive);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Marked as arrived.');
  await expect(page.getByRole('article').filter({ hasText: booked.name })).toContainText('Arrived');

  // Usable at 320 px: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: booked.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The CSV export holds the booking.
  const csv = await page.request.get(`/api/staff/sheet?clinic=bern&day=${day}&format=csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(booked.name);

  // Zurich's sheet is not there for Bern's staff, by page or by API.
  const zurich = await page.goto(`/staff/zurich_bellevue/${day}`);
  expect(zurich?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  const api = await page.request.get(`/api/staff/sheet?clinic=zurich_bellevue&day=${day}`);
  expect(api.status()).toBe(404);

  await page.goto('/staff/bern/calendar');
  await expectNoAxeViolations(page, 'on the calendar page');
  await page.getByRole('button', { name: /^Make (an|a new) address/ }).click();
  await expect(page.getByLabel('Calendar address')).toHaveValue(/\/api\/staff\/calendar-feed\//);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status')).toContainText('You are signed out.');
  await page.goto(`/staff/bern/${day}`);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});
