// Cookie consent on a first visit: nothing but necessary cookies until the visitor chooses, Consent Mode v2 in the dataLayer, and the choice changed from the footer.
import { expect, type Page, test } from '@playwright/test';
import { CheckupStepPage } from '../pages/booking-steps';
import { expectNoAxeViolations } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

const TRACKING = /^nova_(vid|sid|sexp|eid|crm|utm_.*|gclid|fbclid|gbraid|wbraid)$/;

async function trackingCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => TRACKING.test(name))
    .sort();
}

/** The dataLayer's consent commands, in order (gtag pushes them as `arguments` objects). */
async function consentCommands(page: Page): Promise<[string, Record<string, string>][]> {
  return page.evaluate(() =>
    (Reflect.get(window, 'dataLayer') as unknown[])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent')
      .map((command) => [command[1], command[2]] as [string, Record<string, string>]),
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

test('asks first and sets no tracking cookie before a choice; accept all sets them and updates Consent Mode', async ({
  page,
}) => {
  await page.goto('/en-ch/check-up?utm_source=newsletter');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await trackingCookies(page)).toEqual([]);
  const first = await page.evaluate(() => {
    const entry = (Reflect.get(window, 'dataLayer') as unknown[])[0];
    return Array.from(entry as ArrayLike<unknown>);
  });
  expect(first).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    }),
  ]);
  await expectNoAxeViolations(page, 'with the cookie banner');

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => trackingCookies(page))
    .toEqual(expect.arrayContaining(['nova_crm', 'nova_sid', 'nova_utm_source', 'nova_vid']));
  expect((await consentCommands(page)).at(-1)).toEqual([
    'update',
    expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
  ]);

  // A returning visitor: the stored choice is the default, and nobody asks again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await consentCommands(page))[0]).toEqual([
    'default',
    expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
  ]);
  await expect(banner(page)).toBeHidden();
});

test('the booking goes on while the banner waits; necessary only keeps every tracking cookie unset', async ({
  page,
}) => {
  const checkups = new CheckupStepPage(page);
  await checkups.open('de-ch', '?gclid=abc');
  await expect(banner(page)).toBeVisible();
  await checkups.choose(/./);
  await expect(banner(page)).toBeVisible();
  expect(await trackingCookies(page)).toEqual([]);
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto('/fr-ch/check-up?utm_source=ads');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(await trackingCookies(page)).toEqual([]);
  expect((await consentCommands(page))[0]).toEqual([
    'default',
    expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
  ]);
});

test('the footer reopens the choice; withdrawn marketing deletes its cookies, statistics stay', async ({
  page,
}) => {
  await page.goto('/en-ch/check-up?utm_source=newsletter');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => trackingCookies(page)).toContain('nova_utm_source');

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  const marketing = banner(page).getByRole('checkbox', { name: 'Marketing' });
  await expect(marketing).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Statistics' })).toBeChecked();
  await marketing.uncheck();
  await banner(page).getByRole('button', { name: 'Save choice' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  const left = await trackingCookies(page);
  expect(left).toContain('nova_vid');
  expect(left).not.toContain('nova_utm_source');
  expect(left).not.toContain('nova_crm');
  expect((await consentCommands(page)).at(-1)).toEqual([
    'update',
    expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'granted' }),
  ]);
});

/** Holds back the page's scripts until `release` is called: the banner as a visitor meets it on a slow phone. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

test('a choice pressed before the page’s scripts have loaded is kept, and so is the campaign of the address', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/en-ch/check-up?utm_source=newsletter', { waitUntil: 'domcontentloaded' });
  await expect(banner(page)).toBeVisible();
  const posted = page.waitForResponse('**/api/consent');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  expect((await posted).status()).toBe(303);
  // The plain form stored the choice and brought the visitor back to the same address.
  await expect(page).toHaveURL(/\/en-ch\/check-up\?utm_source=newsletter$/);
  await expect(banner(page)).toBeHidden();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'nova_consent');
  expect(consent?.value).toBe('v1.s1.m1');
  await release();
  await expect
    .poll(() => trackingCookies(page), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['nova_utm_source', 'nova_vid']));
  expect((await consentCommands(page))[0]).toEqual([
    'default',
    expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
  ]);
});

test('"Necessary only" before the scripts have loaded sets no tracking cookie', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/de-de/check-up?utm_source=ads', { waitUntil: 'domcontentloaded' });
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(page).toHaveURL(/\/de-de\/check-up\?utm_source=ads$/);
  await expect(banner(page)).toBeHidden();
  await release();
  await page.waitForLoadState('networkidle');
  expect(await trackingCookies(page)).toEqual([]);
  expect((await page.context().cookies()).find((c) => c.name === 'nova_consent')?.value).toBe(
    'v1.s0.m0',
  );
});

test('"Choose" pressed by keyboard before the scripts have loaded opens the categories once they have', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/fr-ch/check-up?utm_source=ads', { waitUntil: 'domcontentloaded' });
  await expect(banner(page)).toBeVisible();
  const posted = page.waitForResponse('**/api/consent');
  await banner(page).getByRole('button', { name: 'Choisir' }).press('Enter');
  expect((await posted).status()).toBe(303);
  // Nothing is stored: the visitor is back on the same address, the banner still asking.
  await expect(page).toHaveURL(/\/fr-ch\/check-up\?utm_source=ads#cookie-choices$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'nova_consent',
  );
  await release();
  const statistics = banner(page).getByRole('checkbox', { name: 'Statistiques' });
  await expect(statistics).toBeFocused({ timeout: 20_000 });
  // The fragment has done its work and leaves the address.
  await expect(page).toHaveURL(/\/fr-ch\/check-up\?utm_source=ads$/);
  await page.keyboard.press('Space');
  await banner(page).getByRole('button', { name: 'Enregistrer mon choix' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'nova_consent')?.value).toBe(
    'v1.s1.m0',
  );
});

test('another site cannot post a choice in the visitor’s name', async ({ page, request }) => {
  const answer = await request.post('/api/consent', {
    form: { choice: 'all' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ error: 'invalid-request', fields: ['origin'] });
  expect(answer.headers()['set-cookie']).toBeUndefined();
  await page.goto('/en-ch/check-up');
  await expect(banner(page)).toBeVisible();
});

test('is operable by keyboard: choose statistics only', async ({ page }) => {
  await page.goto('/en-ch/check-up');
  await expect(banner(page)).toBeVisible();
  // While it asks, the banner comes first: the first Tab from the page's start lands in it.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Choose' })).toBeFocused();
  await page.keyboard.press('Enter');
  const statistics = banner(page).getByRole('checkbox', { name: 'Statistics' });
  await expect(statistics).toBeFocused();
  await page.keyboard.press('Space');
  await expect(statistics).toBeChecked();
  await expectNoAxeViolations(page, 'with the categories open');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Save choice' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => trackingCookies(page)).toContain('nova_vid');
  expect(await trackingCookies(page)).not.toContain('nova_crm');
});
