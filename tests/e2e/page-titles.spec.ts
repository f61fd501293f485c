// Every step names itself (WCAG 2.4.2), reached by its links too: a client-side navigation must leave one <title>, the step's own.
import { expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { AddonsStepPage, CheckupStepPage, LocationStepPage } from '../pages/booking-steps';
import { TimeslotPage } from '../pages/timeslot-page';

const PLACE = {
  checkup: 'whole_body_scan_with_blood_test',
  location: 'zurich_bellevue',
  locale: 'en-ch',
};

/** The document's title, once its heading is there: the <title> elements of the head (icons' SVG titles aside). */
async function expectTitled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} · Nova`);
  const titles = await page.evaluate(() =>
    [...document.querySelectorAll('title')]
      .filter((title) => title.closest('svg') === null)
      .map((title) => title.textContent),
  );
  expect(titles).toEqual([`${heading} · Nova`]);
}

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test('walking the flow by its links, and back by the step indicator, every step is titled after itself', async ({
  page,
  request,
}) => {
  const checkup = new CheckupStepPage(page);
  await checkup.open(PLACE.locale);
  await expectTitled(page, 'Choose your check-up');

  await checkup.choose('Whole Body Scan with Blood Test');
  await expectTitled(page, 'Add to your check-up');

  await new AddonsStepPage(page).continue();
  await expectTitled(page, 'Choose a location');

  const location = new LocationStepPage(page);
  await location.choose(/Zurich Bellevue/);
  await location.continue();
  await expectTitled(page, 'Choose a date and time');

  await new TimeslotPage(page).continueWithSomeFreeStart(request, PLACE);
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  await expectTitled(page, 'Review your booking');

  // Back through the indicator's links: each earlier step again by a client-side navigation.
  const steps = page.getByRole('navigation', { name: /steps/i });
  for (const [link, heading] of [
    [/^Date & time/, 'Choose a date and time'],
    [/^Location/, 'Choose a location'],
    [/^Add-ons/, 'Add to your check-up'],
    [/^Check-up/, 'Choose your check-up'],
  ] as const) {
    await steps.getByRole('link', { name: link }).click();
    await expectTitled(page, heading);
  }
});
