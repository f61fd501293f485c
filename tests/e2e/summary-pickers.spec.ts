// The summary's two country pickers load after the form is drawn (record 0080): a visitor who reaches one before its code has arrived loses nothing they did.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart } from '../pages/booking-api';
import { SummaryPage } from '../pages/summary-page';

const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';

/**
 * Holds the pickers' code (the chunks holding React Aria's popover) until `release` is called; every
 * other script passes. Were that code among what the form needs to be drawn, the form would not
 * appear while it is held.
 */
async function holdPickers(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('react-aria-Popover')) await released;
    await route.fulfill({ response, body });
  });
  return { release };
}

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

/** The summary opened with the pickers' code held; the form is there. Answers how to let it through. */
async function openWithPickersHeld(page: Page, request: APIRequestContext): Promise<() => void> {
  const start = await someFreeStart(request, {
    checkup: CHECKUP,
    location: LOCATION,
    locale: 'en-ch',
  });
  const { release } = await holdPickers(page);
  const summary = new SummaryPage(page);
  await summary.open('en-ch', { checkup: CHECKUP, location: LOCATION, 'timeslot-start': start });
  await expect(
    summary.field(/First name/),
    'the form is drawn without the pickers’ code',
  ).toBeVisible();
  return release;
}

test('a calling code typed before the combo box has arrived stays, and its list opens on it', async ({
  page,
  request,
}) => {
  const release = await openWithPickersHeld(page, request);
  const standIn = page.getByRole('textbox', { name: 'Country code' });
  await expect(standIn).toHaveValue('+41');
  await standIn.fill('Germ');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  release();
  const comboBox = page.getByRole('combobox', { name: 'Country code' });
  await expect(comboBox).toHaveValue('Germ');
  await expect(comboBox).toBeFocused();
  await page.getByRole('option', { name: 'Germany +49' }).click();
  await expect(comboBox).toHaveValue('+49');
});

test('a press on the country before its list has arrived opens the list once it has', async ({
  page,
  request,
}) => {
  const release = await openWithPickersHeld(page, request);
  await page.getByRole('button', { name: 'Switzerland Country' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  release();
  await page.getByRole('option', { name: 'Germany' }).click();
  await expect(page.getByRole('button', { name: 'Germany Country' })).toBeFocused();
});
