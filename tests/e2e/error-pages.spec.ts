// The localised 404: drawn by the server (readable without JavaScript) with a 404 status, and its ways out in the browser.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown path under a locale answers 404 with the page’s heading, the path and the ways out', async ({
    page,
  }) => {
    const response = await page.goto('/de-ch/nope');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Seite nicht gefunden · Nova');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
    await expect(page.getByText('Unter /de-ch/nope gibt es keine Seite.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      '/de-ch/check-up',
    );
    // With no script to read the history, "back" leads home.
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/de-ch\/check-up$/);
  });

  test('a path outside every locale gets the visitor’s language', async ({ page, baseURL }) => {
    if (baseURL === undefined) throw new Error('the browser tests run against baseURL');
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en-de', url: baseURL }]);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find this page');
    await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  });
});

test('“go back” returns to the page the visitor came from; “go home” opens the first step', async ({
  page,
}) => {
  await keepIdlePopupAway(page);
  await page.goto('/en-ch/check-up');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en-ch/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find this page');
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/en-ch\/check-up$/);

  await page.goto('/en-ch/nope');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en-ch\/check-up$/);
});
