// The hand-off to the clinic in the local demo (issue 40 §1): a booking paid in the browser reaches the local clinic receiver by itself, signed and exactly once.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, SuccessPage } from '../pages/payment-page';

/** As for the confirmation email: the clinic has the booking this soon, with no cron or script run. */
const RECEIVED_WITHIN_MS = 10_000;

test('en-ch: a booking paid in the browser reaches the clinic receiver once, as confirmed', async ({
  page,
  request,
}) => {
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);

  const rows = page.getByRole('row').filter({ hasText: booked.name });
  await expect(async () => {
    await page.goto('/_dev/clinic-webhook');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic webhook' })).toBeVisible();
    await expect(rows).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: RECEIVED_WITHIN_MS, intervals: [250, 500, 1000] });
  const row = rows.first();
  await expect(row.getByRole('cell').first()).toHaveText('booking.confirmed');
  // Received once: the receiver counted no second delivery of the same event id.
  await expect(row.getByRole('cell').nth(7)).toHaveText('0');
});
