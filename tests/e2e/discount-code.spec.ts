// A discount code on the summary in the German market: a valid one lowers the total, an invalid one says so and changes nothing.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart } from '../pages/booking-api';
import { SummaryPage } from '../pages/summary-page';

const MUNICH = { checkup: 'whole_body_scan_with_blood_test', location: 'munich', locale: 'en-de' };

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test('en-de: WELCOME200 takes 200 euros off, an unknown code is refused and the total stays', async ({
  page,
  request,
}) => {
  const start = await someFreeStart(request, MUNICH);
  const summary = new SummaryPage(page);
  await summary.open(MUNICH.locale, {
    checkup: MUNICH.checkup,
    location: MUNICH.location,
    'timeslot-start': start,
  });
  await expect(summary.total).toHaveText('€2,490.00');

  const field = page.getByRole('textbox', { name: 'Discount code' });
  const apply = page.getByRole('button', { name: 'Apply' });
  await field.fill('NOPE2026');
  await apply.click();
  await expect(page.getByText('Invalid discount code')).toBeVisible();
  await expect(summary.total).toHaveText('€2,490.00');
  expect(new URL(page.url()).searchParams.get('discountCode')).toBeNull();

  await field.fill('welcome200');
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME200' })).toBeVisible();
  await expect(summary.total).toHaveText('€2,290.00');

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(summary.total).toHaveText('€2,490.00');
});
