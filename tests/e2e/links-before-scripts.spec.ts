// Booking links before the page's scripts have loaded: with every script bundle blocked (the page's one inline script still runs, as it does while the bundles load), choosing a check-up or a clinic lands where the cart would have led, with the whole booking query.
import { expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';

/** Aborts every script bundle: the page stays as the server sent it, as it is until they have loaded. */
async function blockScriptBundles(page: Page): Promise<void> {
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, (route) => route.abort());
}

/** Only React's cart writes the session cart: none means no bundle ran. */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => sessionStorage.getItem('nova.cart'))).toBeNull();
}

const CHOSEN = 'checkup=whole_body_scan_with_blood_test&services=dxa';
const CAMPAIGN = 'utm_source=x&utm_campaign=spring';

/** The hydrated page: React's cart has written the session. */
async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('nova.cart')), { timeout: 15_000 })
    .not.toBeNull();
}

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test.describe('before the scripts have loaded', () => {
  test.beforeEach(async ({ page }) => {
    await blockScriptBundles(page);
  });

  test('en-ch: choosing a check-up leads to the add-ons with it and the campaign, and on to the clinics', async ({
    page,
  }) => {
    await page.goto('/en-ch/check-up?utm_source=x');
    await chooseCheckup(page, /^Select/);
    await expect(page).toHaveURL(
      '/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&utm_source=x',
    );
    await expectNotHydrated(page);

    await page.getByRole('link', { name: /^Continue/ }).click();
    await expect(page).toHaveURL(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&utm_source=x',
    );
    await expectNotHydrated(page);
  });

  test('en-ch: the step links go back with the whole query', async ({ page }) => {
    await page.goto(`/en-ch/location?${CHOSEN}&location=bern&${CAMPAIGN}`);
    await page.getByRole('link', { name: /^Back/ }).click();
    await expect(page).toHaveURL(`/en-ch/add-ons?${CHOSEN}&location=bern&${CAMPAIGN}`);
    await page
      .getByRole('navigation', { name: 'Booking steps' })
      .getByRole('link', { name: /Check-up/ })
      .click();
    await expect(page).toHaveURL(`/en-ch/check-up?${CHOSEN}&location=bern&${CAMPAIGN}`);
    await expectNotHydrated(page);
  });
});

async function chooseCheckup(page: Page, action: RegExp): Promise<void> {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Whole Body Scan with Blood Test' }) });
  await card.getByRole('link', { name: action }).click();
}

// The same choices before and after hydration give the same address: the page's script and the cart agree.
for (const scripts of ['blocked', 'loaded'] as const) {
  test.describe(`with the script bundles ${scripts}`, () => {
    test.beforeEach(async ({ page }) => {
      if (scripts === 'blocked') await blockScriptBundles(page);
    });

    test('en-ch: booking another check-up for two drops the add-ons chosen for the old one', async ({
      page,
    }) => {
      await page.goto('/en-ch/check-up?checkup=mammography&services=dxa&utm_source=x');
      if (scripts === 'loaded') await waitForHydration(page);
      await chooseCheckup(page, /^Book for two/);
      await expect(page).toHaveURL(
        '/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&isPartnerBooking=true&utm_source=x',
      );
    });

    test('en-ch: choosing a clinic leads to the time slots with the whole query', async ({
      page,
    }) => {
      await page.goto(`/en-ch/location?${CHOSEN}&${CAMPAIGN}`);
      if (scripts === 'loaded') await waitForHydration(page);
      const bern = page.getByRole('radio', { name: /Bern/ });
      // The card is the radio's label: a click on it checks the browser's own radio.
      await page.locator('label', { has: bern }).click();
      await expect(bern).toBeChecked();
      await page.getByRole('button', { name: /^Continue/ }).click();
      await expect(page).toHaveURL(`/en-ch/timeslot?${CHOSEN}&location=bern&${CAMPAIGN}`);
      if (scripts === 'blocked') await expectNotHydrated(page);
    });
  });
}
