// Editors' rich text in the browser: emphasis in a check-up's description and an add-on's notice, and the legal pages with their lists, reached from the footer.
import { expect, test } from '@playwright/test';
import { AddonsStepPage, CheckupStepPage } from '../pages/booking-steps';

test('a check-up description shows its emphasis, in the page language only', async ({ page }) => {
  const step = new CheckupStepPage(page);
  await step.open('en-ch');
  const card = step.card('Whole Body Scan with Blood Test');
  await expect(card.locator('strong', { hasText: 'whole-body MRI' })).toBeVisible();
  await expect(card.locator('strong', { hasText: 'blood test' })).toBeVisible();
  await step.open('de-ch');
  const german = step.card('Ganzkörperscan mit Bluttest');
  await expect(german.locator('strong', { hasText: 'Ganzkörper-MRT' })).toBeVisible();
  await expect(german).not.toContainText('whole-body MRI');
});

test('the breast check-up’s notice shows its emphasis once chosen', async ({ page }) => {
  await page.goto('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test');
  await new AddonsStepPage(page).toggle(/Nova Breast Check-up/);
  const card = page.locator('[data-service="mr-mammography-add-on"]');
  await expect(
    card.locator('strong', { hasText: 'second week of your menstrual cycle (days 7 to 14)' }),
  ).toBeVisible();
});

test('the footer leads to the privacy notice, a list with a link to the terms in the same locale', async ({
  page,
}) => {
  await new CheckupStepPage(page).open('de-ch');
  await page
    .getByRole('navigation', { name: 'Rechtliches' })
    .getByRole('link', { name: 'Datenschutzerklärung' })
    .click();
  await expect(page).toHaveURL('/de-ch/privacy');
  expect((await page.request.get('/de-ch/privacy')).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('list').getByRole('listitem')).toHaveCount(3);
  await article.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' }).click();
  await expect(page).toHaveURL('/de-ch/terms');
  await expect(page.getByRole('article').locator('ol > li')).toHaveCount(2);
  await expect(page).toHaveTitle(/Allgemeine Geschäftsbedingungen/);
});

test('the terms state the seller and the cancellation policy from site settings, per market', async ({
  page,
}) => {
  await page.goto('/de-ch/terms');
  const article = page.getByRole('article');
  await expect(article).toContainText(
    'Ihr Vertragspartner ist Nova Health AG, Bellerivestrasse 10, 8008 Zürich.',
  );
  const policy = article.getByRole('region', { name: 'Stornieren und Verschieben Ihres Termins' });
  await expect(policy.getByRole('listitem')).toHaveText([
    '100 % Rückerstattung bei Stornierung mindestens 48 Stunden vor Beginn.',
    '50 % Rückerstattung bei Stornierung mindestens 24 Stunden vor Beginn.',
    'Keine Rückerstattung bei Stornierung weniger als 24 Stunden vor Beginn.',
    'Noch nicht fällige Raten werden nach einer Stornierung nicht mehr belastet.',
    '100 % Rückerstattung bei Stornierung mindestens 72 Stunden vor Beginn.',
    'Keine Rückerstattung bei Stornierung weniger als 72 Stunden vor Beginn.',
  ]);
  await expect(article).not.toContainText('kostenlos');
  await page.goto('/de-de/terms');
  await expect(page.getByRole('article')).toContainText(
    'Ihr Vertragspartner ist Nova Health GmbH, Leopoldstraße 10, 80802 München.',
  );
});

test('the imprint is a page of every locale', async ({ page }) => {
  for (const [locale, title] of [
    ['en-de', 'Imprint'],
    ['fr-ch', 'Mentions légales'],
  ]) {
    const response = await page.goto(`/${locale}/imprint`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('the imprint names the company of its market, the one the footer names', async ({ page }) => {
  for (const [locale, company, other] of [
    ['de-de', 'Nova Health GmbH', 'Nova Health AG'],
    ['de-ch', 'Nova Health AG', 'Nova Health GmbH'],
  ] as const) {
    await page.goto(`/${locale}/imprint`);
    const article = page.getByRole('article');
    await expect(article.locator('address')).toContainText(company);
    await expect(page.getByRole('contentinfo')).toContainText(company);
    await expect(page.locator('body')).not.toContainText(other);
    await expect(page.locator('body')).not.toContainText('Bahnhofstrasse');
  }
});
