// The first booking steps in the browser: check-up → add-ons → location in two markets, the language switch, guards and the localised 404.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import {
  AddonsStepPage,
  BookingFrame,
  CheckupStepPage,
  LocationStepPage,
} from '../pages/booking-steps';
import { expectHydrated } from './support';

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test.describe('booking steps', () => {
  test('de-ch: check-up, add-ons and location fill the address and the session cart', async ({
    page,
  }) => {
    const checkup = new CheckupStepPage(page);
    await checkup.open('de-ch');
    await expect(new BookingFrame(page).currentStep()).toHaveText(/Check-up/);
    await expect(checkup.card('Ganzkörperscan mit Bluttest')).toContainText('CHF 2’490.00');
    await checkup.choose('Ganzkörperscan mit Bluttest');
    await expect(page).toHaveURL('/de-ch/add-ons?checkup=whole_body_scan_with_blood_test');

    const addons = new AddonsStepPage(page);
    await addons.toggle(/Knochendichtemessung/);
    await expect(page).toHaveURL(/services=dxa/);
    await expect(addons.addon(/ApoE4/)).toBeDisabled();
    await addons.continue();

    const location = new LocationStepPage(page);
    await expect(page.getByText(/CHF\s250\.00 Rabatt pro Person/)).toBeVisible();
    await location.choose(/Bern/);
    await location.continue();
    await expect(page).toHaveURL(
      '/de-ch/timeslot?checkup=whole_body_scan_with_blood_test&services=dxa&location=bern',
    );
    const cart = await page.evaluate(() => sessionStorage.getItem('nova.cart'));
    expect(JSON.parse(cart ?? '{}')).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      servicesSlugs: ['dxa'],
      locationSlug: 'bern',
      visitedSteps: expect.arrayContaining(['check-up', 'add-ons', 'location']),
    });
  });

  test('en-de: prices in euros, a pair booking, and German clinics only', async ({ page }) => {
    const checkup = new CheckupStepPage(page);
    await checkup.open('en-de');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await checkup.choose('Whole Body Scan with Blood Test', true);
    await expect(page).toHaveURL(/isPartnerBooking=true/);
    const addons = new AddonsStepPage(page);
    await expect(addons.addon(/Bone density/, 'Add-ons for the second person')).toBeVisible();
    await addons.continue();
    const location = new LocationStepPage(page);
    await expect(location.clinic(/Frankfurt/)).toBeDisabled();
    await expect(location.clinic(/Zurich/)).toHaveCount(0);
    await location.choose(/Munich/);
    await location.continue();
    await expect(page).toHaveURL(/\/en-de\/timeslot\?.*location=munich/);
  });

  test('de-de speaks German of Germany and names the German support and company; de-ch stays Swiss', async ({
    page,
  }) => {
    await page.goto('/de-de/add-ons?checkup=whole_body_scan_with_blood_test');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+49 89 2154 8800' })).toHaveAttribute(
      'href',
      'tel:+498921548800',
    );
    await expect(footer.getByRole('link', { name: 'support@novahealth.de' })).toBeVisible();
    // The imprint in brief names the German company (site settings' legal entity of Germany).
    await expect(footer).toContainText('Nova Health GmbH, Leopoldstraße 10, 80802 München');
    await expect(footer).toContainText('Handelsregister: HRB 123456, Amtsgericht München');
    const moreInfo = page.getByRole('button', { name: 'Mehr erfahren' }).first();
    // The info modal needs the page's scripts: one press once they have taken the button.
    await expectHydrated(moreInfo);
    await moreInfo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Schließen' })).toBeVisible();

    await page.goto('/de-ch/add-ons?checkup=whole_body_scan_with_blood_test');
    await expect(footer.getByRole('link', { name: '+41 44 505 12 00' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@novahealth.ch' })).toBeVisible();
    await expect(footer).not.toContainText('novahealth.de');
    await expect(footer).toContainText('Nova Health AG, Bellerivestrasse 10, 8008 Zürich');
    await expect(footer).not.toContainText('GmbH');
  });

  const SWITCHES = [
    { from: 'de-ch', to: 'en-ch', clinic: /Bern/, slug: 'bern', language: /English.*Switzerland/ },
    { from: 'de-de', to: 'en-de', clinic: /München/, slug: 'munich', language: /English.*Germany/ },
  ];
  for (const { from, to, clinic, slug, language } of SWITCHES) {
    test(`${from} to ${to}: switching the language mid-flow keeps the step and the selection`, async ({
      page,
      context,
    }) => {
      await page.goto(`/${from}/location?checkup=whole_body_scan_with_blood_test&services=dxa`);
      const location = new LocationStepPage(page);
      await location.choose(clinic);
      await expect(page).toHaveURL(new RegExp(`location=${slug}`));
      await new BookingFrame(page).switchLanguage(language);
      await expect(page).toHaveURL(
        `/${to}/location?checkup=whole_body_scan_with_blood_test&services=dxa&location=${slug}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a location');
      await expect(location.clinic(slug === 'munich' ? /Munich/ : clinic)).toBeChecked();
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe(to);
    });
  }

  test('a later step entered without its requirements redirects, keeping the query', async ({
    page,
  }) => {
    await page.goto('/en-ch/location');
    await expect(page).toHaveURL('/en-ch/check-up');
    await page.goto('/de-ch/summary?checkup=mammography&services=dxa');
    await expect(page).toHaveURL('/de-ch/location?checkup=mammography&services=dxa');
    await page.goto('/de-de/timeslot?checkup=whole_body_scan_with_blood_test&services=dxa');
    await expect(page).toHaveURL(
      '/de-de/location?checkup=whole_body_scan_with_blood_test&services=dxa',
    );
  });

  test('a locale root leads to its first step, not to an empty page (decision 0065)', async ({
    page,
  }) => {
    await page.goto('/fr-ch');
    await expect(page).toHaveURL('/fr-ch/check-up');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path shows the 404 in the page language', async ({ page, browser }) => {
    const response = await page.goto('/fr-ch/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
    await expect(page.getByText('/fr-ch/nulle-part')).toBeVisible();
    await expect(page).toHaveTitle(/Page introuvable/);
    const german = await browser.newContext({
      locale: 'de-CH',
      extraHTTPHeaders: { 'accept-language': 'de-CH' },
    });
    const other = await german.newPage();
    const top = await other.goto(
      'http://localhost:' + (process.env.E2E_PORT ?? '3200') + '/irgendwo',
    );
    expect(top?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
    await german.close();
  });

  test('an address naming an unbookable add-on and a past date: dropped on entry, with a notice, the address cleaned', async ({
    page,
  }) => {
    await page.goto(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=dxa,apo_e4_test&startDate=2020-01-06',
    );
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Some of your choices were removed' });
    await expect(notice).toContainText(
      'The add-on “ApoE4 gene test”: cannot be booked at the moment',
    );
    await expect(notice).toContainText('The calendar start 2020-01-06: this day has passed');
    await expect(page).toHaveURL(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=dxa',
    );
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('en-ch to de-de mid-flow: what both markets sell is kept, the rest named in a notice', async ({
    page,
  }) => {
    await page.goto(
      '/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&services=dxa,brain_age&location=zurich_bellevue',
    );
    await expect(page.getByRole('checkbox', { name: /Brain age analysis/ })).toBeChecked();
    await new BookingFrame(page).switchLanguage(/Deutsch.*Deutschland/);
    await expect(page).toHaveURL(
      '/de-de/add-ons?checkup=whole_body_scan_with_blood_test&services=dxa',
    );
    const notice = page.getByRole('status').filter({ hasText: 'Auswahl wurde entfernt' });
    // Named as the page's language names them, not by their slugs (whatever quotes de-DE uses).
    await expect(notice).toContainText(
      /.Analyse des Gehirnalters.: in diesem Land nicht im Angebot/,
    );
    await expect(notice).toContainText(
      /Der Standort .Zürich Bellevue.: kein Standort in diesem Land/,
    );
    await expect(notice).not.toContainText('zurich_bellevue');
    await expect(notice).not.toContainText('Knochendichtemessung');
    const cart = await page.evaluate(() => sessionStorage.getItem('nova.cart'));
    expect(JSON.parse(cart ?? '{}')).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      servicesSlugs: ['dxa'],
      locationSlug: null,
    });
  });
});
