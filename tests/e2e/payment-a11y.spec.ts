// Accessibility of payment, payment-return and success in every locale (axe-core), and a payment made with the keyboard alone.
import { expect, test } from '@playwright/test';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';
import { expectNoAxeViolations } from './support';

const LOCALES = ['de-ch', 'en-ch', 'fr-ch', 'de-de', 'en-de'] as const;

for (const locale of LOCALES) {
  test(`payment, payment-return and success have no axe violation in ${locale}`, async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, { locale });
    const payment = await openPaymentAfterSummary(page, booked);
    await payment.waitForForm();
    await expectNoAxeViolations(page, `payment ${locale}`);

    // A refused card, said at the card field.
    await payment.payWith(CARDS.declined);
    await expect(payment.cardNumber).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `payment refused ${locale}`);

    // The return page after a redirect that failed (opened again after the refusal): no layout
    // around it, as the spec has it (no header, step indicator or footer).
    await page.goto(`/${locale}/payment-return`);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page, `payment-return failed ${locale}`);
    await page
      .getByRole('link', { name: /Back to payment|Zurück zur Zahlung|Retour au paiement/ })
      .click();

    await payment.payWith(CARDS.success);
    await new SuccessPage(page).expectBooked(booked.name);
    await expectNoAxeViolations(page, `success ${locale}`);
  });
}

test('the pay-later email form has no axe violation', async ({ browser, request }) => {
  const booked = await bookThroughApi(request, { locale: 'fr-ch' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await new PaymentPage(page).open('fr-ch', booked.id);
  await expect(page.getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible();
  await expectNoAxeViolations(page, 'pay-later email');
  await context.close();
});

test('pays with the keyboard alone', async ({ page, request }) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.waitForForm();
  // Tab from the top of the page until the card number has focus.
  await page.locator('body').focus();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await payment.cardNumber.evaluate((input) => input === document.activeElement)) break;
  }
  await expect(payment.cardNumber).toBeFocused();
  await payment.typeCardAndPay(CARDS.success);
  const success = new SuccessPage(page);
  await success.expectBooked(booked.name);
  // The calendar file and "book another" are reachable and work from the keyboard too.
  await success.calendarButton.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe(`${booked.name}.ics`);
});
