// The summary step in all five locales: no axe violation with prices and with the details' messages shown; and a keyboard-only pass to payment.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart } from '../pages/booking-api';
import { ANNA, SummaryPage } from '../pages/summary-page';
import { expectNoAxeViolations } from './support';

const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCALES = [
  { locale: 'de-ch', location: 'zurich_bellevue', total: 'CHF 2’490.00' },
  { locale: 'en-ch', location: 'zurich_bellevue', total: 'CHF 2’490.00' },
  { locale: 'fr-ch', location: 'zurich_bellevue', total: /^2’490\.00\sCHF$/ },
  { locale: 'de-de', location: 'munich', total: '2.490,00 €' },
  { locale: 'en-de', location: 'munich', total: '€2,490.00' },
];

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

for (const { locale, location, total } of LOCALES) {
  test(`summary step in ${locale} has no axe violation, with or without messages`, async ({
    page,
    request,
  }) => {
    const start = await someFreeStart(request, { checkup: CHECKUP, location, locale });
    const summary = new SummaryPage(page);
    await summary.open(locale, { checkup: CHECKUP, location, 'timeslot-start': start });
    await expect(summary.total).toHaveText(total);
    await expectNoAxeViolations(page, `${locale} summary`);
    await summary.reserveButton.click();
    // The safety questions come first on the page: the first one unanswered takes the focus, and
    // the details show their messages too.
    await expect(
      page.locator('input[type="radio"][id^="screening-customer-"]').first(),
    ).toBeFocused();
    await expect(
      page.locator('[data-form="customer"] [aria-invalid="true"]').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `${locale} summary with messages`);
  });
}

test('the summary works with the keyboard alone, through Reserve to payment', async ({
  page,
  request,
}) => {
  const location = 'zurich_bellevue';
  const start = await someFreeStart(request, { checkup: CHECKUP, location, locale: 'en-ch' });
  const summary = new SummaryPage(page);
  await summary.open('en-ch', { checkup: CHECKUP, location, 'timeslot-start': start });
  await summary.answerSafetyWithKeyboard();
  await summary.field(/First name/).focus();
  const type = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await type(ANNA.firstName);
  await type(ANNA.lastName);
  await type(ANNA.email);
  // The calling code's combo box keeps its default (+41); its button is skipped by Tab.
  await page.keyboard.press('Tab');
  await type(ANNA.phone);
  // The birth date's three fields: en-CH writes day, month, year.
  await expect(page.getByRole('textbox', { name: 'Day', exact: true })).toBeFocused();
  await type(ANNA.birthDate.day);
  await type(ANNA.birthDate.month);
  await type(ANNA.birthDate.year);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await type(ANNA.street);
  await type(ANNA.postalCode);
  await type(ANNA.city);
  // The country select keeps Switzerland; on to the price card, the consent boxes (ticked with
  // Space on the way) and Reserve.
  for (let presses = 0; presses < 30; presses += 1) {
    if (await summary.reserveButton.evaluate((node) => node === document.activeElement)) break;
    const onUntickedConsent = await page.evaluate(() => {
      const focused = document.activeElement;
      return (
        focused instanceof HTMLInputElement &&
        focused.type === 'checkbox' &&
        focused.closest('[data-consent]') !== null &&
        !focused.checked
      );
    });
    if (onUntickedConsent) await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
  }
  await expect(summary.termsBox).toBeChecked();
  await expect(summary.healthDataBox).toBeChecked();
  await expect(summary.reserveButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=/);
});
