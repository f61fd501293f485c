// Add-ons and clinics (issue 18): only add-ons a bookable clinic of the market delivers are offered, a clinic lacking a chosen add-on asks before anything is removed, and a clinic opening soon in the address sends the visitor back to choose another.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { AddonsStepPage, LocationStepPage } from '../pages/booking-steps';

const BRAIN_AGE = 'checkup=whole_body_scan_with_blood_test&services=brain_age&services=dxa';

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test('de-de does not offer the premium blood test, which no German clinic delivers', async ({
  page,
}) => {
  await page.goto('/de-de/add-ons?checkup=whole_body_scan_with_blood_test');
  const addons = new AddonsStepPage(page);
  await expect(addons.addon(/Knochendichtemessung/)).toBeVisible();
  await expect(addons.addon(/Premium-Bluttest|Premium blood/i)).toHaveCount(0);
  // Switzerland, where clinics deliver it, still offers it.
  await page.goto('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test');
  await expect(addons.addon(/Premium blood test/)).toBeVisible();
});

test('a clinic without brain age is marked, and choosing it asks: pick another clinic keeps everything', async ({
  page,
}) => {
  await page.goto(`/en-ch/location?${BRAIN_AGE}`);
  const location = new LocationStepPage(page);
  await expect(location.clinic(/Zurich/)).toHaveAccessibleName(
    /Does not offer: Brain age analysis/,
  );
  await expect(location.clinic(/Basel Central|Basel Zentral/)).not.toHaveAccessibleName(
    /Does not offer/,
  );

  await location.clinic(/Zurich/).focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', {
    name: 'Zurich Bellevue does not offer all your add-ons',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pick another clinic' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pick another clinic' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the clinic once the dialog has faded out.
  await expect(location.clinic(/Zurich/)).toBeFocused();
  await expect(page.locator('[data-exiting]')).toHaveCount(0);
  await expect(location.clinic(/Zurich/)).not.toBeChecked();
  await expect(page).toHaveURL(`/en-ch/location?${BRAIN_AGE}`);

  // Escape closes it the same way.
  await location.clinic(/Zurich/).click({ force: true });
  await expect(dialog).toBeVisible();
  // Escape is the dialog's once it holds the focus (it takes it as it opens).
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-exiting]')).toHaveCount(0);
  await expect(page).toHaveURL(`/en-ch/location?${BRAIN_AGE}`);

  // Basel Central delivers it: chosen at once, and the summary's add-ons are kept.
  await location.choose(/Basel Central|Basel Zentral/);
  await location.continue();
  await expect(page).toHaveURL(/services=brain_age&services=dxa&location=basel_zentral/);
});

test('removing the add-ons a clinic lacks chooses it, with the other add-ons kept', async ({
  page,
}) => {
  await page.goto(`/en-ch/location?${BRAIN_AGE}`);
  const location = new LocationStepPage(page);
  // The mark shows once the page has read the address: the step then asks.
  await expect(location.clinic(/Zurich/)).toHaveAccessibleName(/Does not offer/);
  await location.clinic(/Zurich/).click({ force: true });
  const dialog = page.getByRole('dialog', {
    name: 'Zurich Bellevue does not offer all your add-ons',
  });
  await dialog
    .getByRole('button', { name: 'Remove Brain age analysis and choose this clinic' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(location.clinic(/Zurich/)).toBeChecked();
  await location.continue();
  await expect(page).toHaveURL(
    '/en-ch/timeslot?checkup=whole_body_scan_with_blood_test&services=dxa&location=zurich_bellevue',
  );
});

test('a later step with a clinic lacking a chosen add-on goes back to the location step, nothing dropped', async ({
  page,
}) => {
  await page.goto(`/en-ch/timeslot?${BRAIN_AGE}&location=zurich_bellevue`);
  await expect(page).toHaveURL(`/en-ch/location?${BRAIN_AGE}&location=zurich_bellevue`);
  const location = new LocationStepPage(page);
  await expect(location.clinic(/Zurich/)).toBeChecked();
  await expect(location.clinic(/Zurich/)).toHaveAccessibleName(/Does not offer/);
  await location.continueButton.click();
  await expect(page.getByRole('dialog')).toContainText('Brain age analysis');
});

test('a clinic opening soon in the address sends the visitor to the location step, saying why', async ({
  page,
}) => {
  const response = await page.request.get(
    '/en-de/timeslot?checkup=whole_body_scan_with_blood_test&location=frankfurt',
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe(
    '/en-de/location?checkup=whole_body_scan_with_blood_test&locationComingSoon=frankfurt',
  );
  await page.goto('/en-de/timeslot?checkup=whole_body_scan_with_blood_test&location=frankfurt');
  await expect(page.getByText(/Frankfurt is opening soon and cannot be booked yet/)).toBeVisible();
  await expect(page).toHaveURL('/en-de/location?checkup=whole_body_scan_with_blood_test');
  await expect(new LocationStepPage(page).clinic(/Frankfurt/)).toBeDisabled();
});
