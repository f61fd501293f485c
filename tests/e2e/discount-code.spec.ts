// A discount code on the summary in each market: a valid one lowers the total, an invalid one says so and changes nothing, and it can be removed.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart } from '../pages/booking-api';
import { SummaryPage } from '../pages/summary-page';

const MARKETS = [
  {
    title: 'en-de: WELCOME200 takes 200 euros off',
    place: { checkup: 'whole_body_scan_with_blood_test', location: 'munich', locale: 'en-de' },
    code: 'welcome200',
    before: '€2,490.00',
    after: '€2,290.00',
    copy: {
      field: 'Discount code',
      apply: 'Apply',
      invalid: 'Invalid discount code',
      remove: 'Remove',
    },
  },
  {
    title: 'de-ch: NOVA10 takes 10 per cent off',
    place: {
      checkup: 'whole_body_scan_with_blood_test',
      location: 'zurich_bellevue',
      locale: 'de-ch',
    },
    code: 'Nova10',
    before: 'CHF 2’490.00',
    after: 'CHF 2’241.00',
    copy: {
      field: 'Rabattcode',
      apply: 'Einlösen',
      invalid: 'Ungültiger Rabattcode',
      remove: 'Entfernen',
    },
  },
];

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

for (const { title, place, code, before, after, copy } of MARKETS) {
  test(`${title}, an unknown code is refused and the total stays`, async ({ page, request }) => {
    const start = await someFreeStart(request, place);
    const summary = new SummaryPage(page);
    await summary.open(place.locale, {
      checkup: place.checkup,
      location: place.location,
      'timeslot-start': start,
    });
    await expect(summary.total).toHaveText(before);

    const field = page.getByRole('textbox', { name: copy.field });
    const apply = page.getByRole('button', { name: copy.apply });
    await field.fill('NOPE2026');
    await apply.click();
    await expect(page.getByText(copy.invalid)).toBeVisible();
    await expect(summary.total).toHaveText(before);
    expect(new URL(page.url()).searchParams.get('discountCode')).toBeNull();

    await field.fill(code);
    await apply.click();
    await expect(page.getByRole('status').filter({ hasText: code.toUpperCase() })).toBeVisible();
    await expect(summary.total).toHaveText(after);

    await page.getByRole('button', { name: copy.remove }).click();
    await expect(summary.total).toHaveText(before);
  });
}
