// Check-up, add-ons and location in all five locales without an axe violation, and one pass through them by keyboard alone.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { BookingFrame } from '../pages/booking-steps';
import { expectNoAxeViolations, tabTo } from './support';

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
  // Tab from the top of the page until the first package's select link has focus: a link, it
  // leads on at once, before the page's scripts have loaded too.
  await tabTo(page, page.getByRole('link', { name: /^Select\W+Whole Body Scan with Blood Test$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/add-ons\?/);

  const dxa = page.getByRole('checkbox', { name: /Bone density scan/ });
  await tabTo(page, dxa);
  await page.keyboard.press('Space');
  await expect(dxa).toBeChecked();
  // The cart writes the choice into the address (once hydrated; React replays an earlier press),
  // and Continue carries the address on.
  await expect(page).toHaveURL(/services=dxa/);
  await tabTo(page, page.getByRole('link', { name: /^Continue/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/location\?.*services=dxa/);

  const firstClinic = page.getByRole('radio').first();
  await tabTo(page, firstClinic);
  await page.keyboard.press('Space');
  await expect(firstClinic).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Continue/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/timeslot\?.*location=/);
});
