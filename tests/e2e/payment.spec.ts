// Paying in the browser with the test gateway: in full, in instalments, a downpayment, a declined card, and the pay-later link.
import { expect, test } from '@playwright/test';
import { bookThroughApi, seedSession } from '../pages/payment-booking';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';

test('pays a booking in full with 4242 and ends on success', async ({ page, request }) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open('en-ch', booked.id);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(payment.dueNow).toHaveText(/CHF\s2’490\.00/);
  await payment.payWith(CARDS.success);
  const success = new SuccessPage(page);
  await success.expectBooked(booked.name);
  await expect(page.getByText('Zurich Bellevue')).toBeVisible();
  // Paid for good: fetch-unpaid refuses it now.
  const lookup = await request.get(
    `/api/reservation/fetch-unpaid?${new URLSearchParams({ id: booked.id, email: booked.email })}`,
  );
  expect(await lookup.json()).toEqual({ error: 'unpaid-reservation-already-confirmed' });
});

test('pays the first of twelve monthly instalments', async ({ page, request }) => {
  const booked = await bookThroughApi(request, { locale: 'de-ch', installmentMonths: 12 });
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open('de-ch', booked.id);
  await expect(page.getByText('Heute: Rate 1 von 12')).toBeVisible();
  // CHF 2490 in 12: 207.50 each month.
  await expect(payment.dueNow).toHaveText(/CHF\s207\.50/);
  await expect(page.getByText(/CHF\s207\.50 pro Monat/)).toBeVisible();
  await expect(payment.payButton).toHaveText(/CHF\s207\.50 bezahlen/);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
});

test('pays the downpayment of a premium check-up and leaves the rest for the clinic', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'fr-ch', checkup: 'nova_premium' });
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open('fr-ch', booked.id);
  await expect(payment.dueNow).toHaveText(/^500\.00\sCHF$/);
  // CHF 6990 in all: 6490 at the clinic.
  await expect(page.getByText('À régler à la clinique').locator('..')).toContainText(
    /6\s490\.00\sCHF/,
  );
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
});

test('shows a declined card in the error modal, back on payment, and then pays', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open('en-ch', booked.id);
  await payment.payWith(CARDS.declined);
  await expect(page).toHaveURL(/\/en-ch\/payment-return$/);
  await expect(payment.errorModal).toContainText('Payment failed. Please try again.');
  await payment.acceptError();
  await expect(page).toHaveURL(new RegExp(`/en-ch/payment\\?.*reservationId=${booked.id}`));
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
});

test('the pay-later link asks for the booking’s email, refuses another, and pays with the right one', async ({
  browser,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'de-de' });
  // A new browser: no session, no cart, only the link from the email.
  const context = await browser.newContext();
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  const payment = new PaymentPage(page);
  await payment.open('de-de', booked.id);
  await payment.confirmEmail('jemand@example.ch');
  await expect(payment.errorModal).toContainText('E-Mail-Adresse stimmt nicht überein');
  await payment.acceptError();
  await payment.confirmEmail(booked.email.toUpperCase());
  await expect(payment.dueNow).toHaveText(/2\.490,00\s€/);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  expect(addresses.join('\n')).not.toContain('example.ch');
  // Only the provider's own redirect carries the client secret; the return page removes it at once.
  for (const address of addresses.filter((url) => url.includes('secret'))) {
    expect(address).toContain('/de-de/payment-return?payment_intent=');
  }
  expect(page.url()).not.toContain('secret');

  // Paid: the link now says so.
  const again = await context.newPage();
  const later = new PaymentPage(again);
  await later.open('de-de', booked.id);
  await later.confirmEmail(booked.email);
  await expect(later.errorModal).toContainText('Reservierung bereits bestätigt');
  await context.close();
});
