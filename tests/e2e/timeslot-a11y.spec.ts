// The time slot step in all five locales: no axe violation with the calendar, a chosen day and a chosen time; and a keyboard-only pass.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart } from '../pages/booking-api';
import { TimeslotPage } from '../pages/timeslot-page';
import { expectNoAxeViolations } from './support';

const CHECKUP = 'whole_body_scan_with_blood_test';
// `selected`: how the site's copy (timeslot.daySelected) names the chosen day to a screen reader.
const LOCALES = [
  { locale: 'de-ch', location: 'zurich_bellevue', selected: /, ausgewählt$/ },
  { locale: 'en-ch', location: 'zurich_bellevue', selected: /, selected$/ },
  { locale: 'fr-ch', location: 'zurich_bellevue', selected: /, sélectionné$/ },
  { locale: 'de-de', location: 'munich', selected: /, ausgewählt$/ },
  { locale: 'en-de', location: 'munich', selected: /, selected$/ },
];

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

for (const { locale, location, selected } of LOCALES) {
  test(`time slot step in ${locale} has no axe violation and names the chosen day in its language`, async ({
    page,
    request,
  }) => {
    const start = await someFreeStart(request, { checkup: CHECKUP, location, locale });
    const timeslot = new TimeslotPage(page);
    await timeslot.open(locale, { checkup: CHECKUP, location });
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expectNoAxeViolations(page, `${locale} calendar`);
    await timeslot.choose(start);
    await expect(page.locator('[role="grid"] button[data-selected]')).toHaveAccessibleName(
      selected,
    );
    await expectNoAxeViolations(page, `${locale} with a time chosen`);
  });
}

test('the time slot step works with the keyboard alone', async ({ page }) => {
  const timeslot = new TimeslotPage(page);
  await timeslot.open('en-ch', { checkup: CHECKUP, location: 'zurich_bellevue' });
  // Into the calendar: previous-month, next-month, then the grid's focused day.
  const grid = page.getByRole('grid');
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await grid.evaluate((node) => node.contains(document.activeElement))) break;
  }
  await expect(grid.locator(':focus')).toHaveCount(1);
  // The focused day is the first one with free times: choose it.
  await page.keyboard.press('Enter');
  const times = page.getByRole('radiogroup');
  await expect(times).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(times.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(timeslot.endTime).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await timeslot.continueButton.evaluate((node) => node === document.activeElement)) break;
  }
  await expect(timeslot.continueButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
});
