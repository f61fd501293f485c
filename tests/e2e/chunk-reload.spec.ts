// A deploy while a page is open: the next step's script chunks are gone. The visitor gets that step by a full load (once per 10 s per path), never the 500 screen.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { CheckupStepPage } from '../pages/booking-steps';

test('a step whose script chunks fail to load is loaded whole instead of showing the 500 screen', async ({
  page,
}) => {
  await keepIdlePopupAway(page);
  const checkup = new CheckupStepPage(page);
  await checkup.open('en-ch');
  // Hydrated and idle: the page's own chunks are in; from now on every chunk is gone.
  await page.waitForLoadState('networkidle');
  await page.route('**/_next/static/chunks/**', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.getByRole('link', { name: 'Select: Whole Body Scan with Blood Test' }).click();
  await expect(page).toHaveURL(/\/en-ch\/add-ons\?checkup=whole_body_scan_with_blood_test/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add to your check-up');
  await expect(page.getByText('Something went wrong on our side')).toHaveCount(0);
  // Reloaded by the recovery, which keeps the path's time: a second failure within 10 s shows the error screen.
  const reloads = await page.evaluate(() => sessionStorage.getItem('nova.chunkReloads'));
  expect(Object.keys(JSON.parse(reloads ?? '{}'))).toEqual(['/en-ch/add-ons']);
});
