// One whole booking with the keyboard alone, in the German market: check-up to success, paid with the test card.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';
import { ANNA_IN_MUNICH, SummaryPage } from '../pages/summary-page';
import { TimeslotPage } from '../pages/timeslot-page';
import { tabTo } from './support';

test('de-de: books and pays a check-up from the first step to success with the keyboard alone', async ({
  page,
}) => {
  await keepIdlePopupAway(page);
  const details = { ...ANNA_IN_MUNICH, email: `keys.${Date.now()}@example.de` };
  await page.goto('/de-de/check-up');
  // The check-up's select and the add-ons' Continue are links and the clinics a native form: each
  // works at once, before the page's scripts have loaded too.
  const continueLink = page.getByRole('link', { name: /^Weiter/ });
  const continueButton = page
    .getByRole('button', { name: /^Weiter/ })
    .and(page.locator('[data-button]'));

  // Check-up: the package's own select link, which leads on by itself.
  const select = page.getByRole('link', { name: /^Auswählen\W+Ganzkörperscan mit Bluttest$/ });
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de-de\/add-ons\?/);

  // Add-ons: none; on to the clinic.
  await tabTo(page, continueLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de-de\/location\?/);

  const munich = page.getByRole('radio', { name: /München/ });
  await tabTo(page, page.getByRole('radio').first());
  // Arrow keys move within the clinics' radio group; Space chooses.
  for (let presses = 0; presses < 10; presses += 1) {
    if (await munich.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(munich).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de-de\/timeslot\?.*location=munich/);

  // Time slot: the calendar's focused day is the first with free times; then a time.
  const timeslot = new TimeslotPage(page);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('button').first()).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await grid.evaluate((node) => node.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const times = page.getByRole('radiogroup');
  await expect(times).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(times.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(timeslot.endTime).toBeVisible();
  await tabTo(page, timeslot.continueButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de-de\/summary\?/);

  // Summary: the details field by field, then Reserve.
  const summary = new SummaryPage(page);
  await expect(summary.total).toHaveText('2.490,00 €');
  // The MRI safety questions first: Space picks each one's first answer ("Nein").
  await summary.answerSafetyWithKeyboard();
  await tabTo(page, summary.field(/Vorname/));
  const type = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await type(details.firstName);
  await type(details.lastName);
  await type(details.email);
  // The calling code's combo box keeps its default (+49); its button is skipped by Tab.
  await page.keyboard.press('Tab');
  await type(details.phone);
  // The birth date's three fields: de-DE writes day, month, year.
  const { day, month, year } = details.birthDate;
  await expect(page.getByRole('textbox', { name: 'Tag', exact: true })).toBeFocused();
  await type(day);
  await type(month);
  await type(year);
  await expect(page.getByRole('radio', { name: 'Männlich', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Weiblich', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await type(details.street);
  await type(details.postalCode);
  await type(details.city);
  // Consent: Space ticks each box; the links in their texts are tab stops on the way.
  await tabTo(page, summary.termsBox, 10);
  await page.keyboard.press('Space');
  await tabTo(page, summary.healthDataBox, 10);
  await page.keyboard.press('Space');
  await expect(summary.termsBox).toBeChecked();
  await expect(summary.healthDataBox).toBeChecked();
  await tabTo(page, summary.reserveButton, 25);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de-de\/payment\?.*reservationId=/);

  // Payment: the test card, expiry and CVC, then Enter pays.
  const payment = new PaymentPage(page);
  await payment.waitForForm();
  await page.locator('body').focus();
  await tabTo(page, payment.cardNumber);
  await payment.typeCardAndPay(CARDS.success);
  const success = new SuccessPage(page);
  await expect(page).toHaveURL(/\/de-de\/success\?/);
  await expect(success.heading).toBeVisible();
  await expect(page.getByText(/NOVA-[2-9A-Z]{6}/)).toBeVisible();
});
