// A redirect method in the browser (as TWINT, Klarna or a bank's page), with the test gateway's own: leaving the site for the bank page, and coming back approved, refused or cancelled.
import { expect, type Page, test } from '@playwright/test';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, SuccessPage } from '../pages/payment-page';

/** From the payment form to the test bank, outside the booking's pages. */
async function leaveForTheBank(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bank redirect (test)' }).click();
  await page.waitForURL(/\/en-ch\/test-bank\?/);
  await expect(page.getByRole('heading', { name: 'Test bank' })).toBeVisible();
  // Not the booking any more: no booking steps on the bank's page.
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).toHaveCount(0);
}

test('approved at the bank: back through the return page to a confirmed booking', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  await openPaymentAfterSummary(page, booked);
  await leaveForTheBank(page);
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  await page.waitForURL(/\/en-ch\/payment-return/);
  await new SuccessPage(page).expectBooked(booked.name);
});

test('refused by the bank: the return page says why and leads back to payment, where a card pays', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await leaveForTheBank(page);
  await page.getByRole('button', { name: 'The bank refuses' }).click();
  await page.waitForURL(/\/en-ch\/payment-return/);
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveText(
    'Your card was declined. Please try another card.',
  );
  await page.getByRole('link', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?/);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
});

test('cancelled at the bank: the return page says the payment was not made, and the bank can be tried again', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  await openPaymentAfterSummary(page, booked);
  await leaveForTheBank(page);
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await page.waitForURL(/\/en-ch\/payment-return/);
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toHaveText(
    'Payment failed. Please try again.',
  );
  await page.getByRole('link', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?/);
  await leaveForTheBank(page);
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  await new SuccessPage(page).expectBooked(booked.name);
});
