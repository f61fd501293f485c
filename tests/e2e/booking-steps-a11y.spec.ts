// Check-up, add-ons and location in all five locales without an axe violation, and one pass through them by keyboard alone.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { BookingFrame } from '../pages/booking-steps';
import { expectNoAxeViolations } from './support';

const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCALES = [
  { locale: 'de-ch', location: 'basel_rheinfelden' },
  { locale: 'en-ch', location: 'zurich_bellevue' },
  { locale: 'fr-ch', location: 'geneva' },
  { locale: 'de-de', location: 'munich' },
  { locale: 'en-de', location: 'berlin_mitte' },
];

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

for (const { locale, location } of LOCALES) {
  test(`check-up, add-ons and location in ${locale} have no axe violation`, async ({ page }) => {
    await page.goto(`/${locale}/check-up`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expectNoAxeViolations(page, `${locale} check-up`);
    // A pair booking shows both people's add-ons; dxa is chosen so a selected card is checked too.
    await page.goto(`/${locale}/add-ons?checkup=${CHECKUP}&services=dxa&isPartnerBooking=true`);
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expectNoAxeViolations(page, `${locale} add-ons`);
    await page.goto(`/${locale}/location?checkup=${CHECKUP}&services=dxa&location=${location}`);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectNoAxeViolations(page, `${locale} location`);
  });
}

test('keyboard only: choose a check-up, an add-on and a clinic', async ({ page }) => {
  await page.goto('/en-ch/check-up');
  await expect(new BookingFrame(page).currentStep()).toHaveText(/Check-up/);
  const select = page.getByRole('button', { name: /^Select\W+Whole Body Scan with Blood Test$/ });
  // Tab from the top of the page until the first package's button has focus.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/add-ons\?/);

  const dxa = page.getByRole('checkbox', { name: /Bone density scan/ });
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(dxa).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(dxa).toBeChecked();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Continue/ })).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/location\?.*services=dxa/);

  const firstClinic = page.getByRole('radio').first();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(firstClinic).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(firstClinic).toBeChecked();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Continue/ })).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/timeslot\?.*location=/);
});
