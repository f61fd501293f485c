// The whole booking in the browser, every step through its own page: check-up to success, paid with the test card 4242.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart } from '../pages/booking-api';
import { AddonsStepPage, CheckupStepPage, LocationStepPage } from '../pages/booking-steps';
import { CARDS, PaymentPage, purchases, SuccessPage } from '../pages/payment-page';
import { ANNA, SummaryPage } from '../pages/summary-page';
import { TimeslotPage } from '../pages/timeslot-page';

const ZURICH = {
  checkup: 'whole_body_scan_with_blood_test',
  location: 'zurich_bellevue',
  locale: 'en-ch',
};

test('books a check-up through every step and pays it with 4242', async ({ page, request }) => {
  await keepIdlePopupAway(page);
  const checkup = new CheckupStepPage(page);
  await checkup.open('en-ch');
  await checkup.choose('Whole Body Scan with Blood Test');
  await new AddonsStepPage(page).continue();
  const location = new LocationStepPage(page);
  await location.choose(/Zurich Bellevue/);
  await location.continue();

  const start = await someFreeStart(request, ZURICH);
  const timeslot = new TimeslotPage(page);
  await expect(page.getByRole('grid')).toBeVisible();
  await timeslot.choose(start);
  await timeslot.continueButton.click();

  const summary = new SummaryPage(page);
  await expect(summary.total).toBeVisible();
  const email = `flow.${randomUUID().slice(0, 8)}@example.ch`;
  await summary.fill({ ...ANNA, email });
  await summary.reserveButton.click();

  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=/);
  const payment = new PaymentPage(page);
  await expect(payment.dueNow).toHaveText(/CHF\s2’490\.00/);
  await payment.payWith(CARDS.success);

  const cart = await page.waitForFunction(() => {
    const stored = JSON.parse(sessionStorage.getItem('nova.cart') ?? '{}');
    return stored.isPaymentSuccess ? stored : null;
  });
  const { reservationName, reservationId } = (await cart.jsonValue()) as {
    reservationName: string;
    reservationId: string;
  };
  const success = new SuccessPage(page);
  await success.expectBooked(reservationName);
  await expect(page.getByText('Zurich Bellevue')).toBeVisible();
  expect(await purchases(page)).toEqual([
    expect.objectContaining({ transaction_id: reservationId, value: 2490, currency: 'CHF' }),
  ]);
  expect(page.url()).not.toContain('example.ch');
});
