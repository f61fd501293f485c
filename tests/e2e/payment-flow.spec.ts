// The whole booking in the browser, every step through its own page: check-up to success, paid with the test card 4242.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { AddonsStepPage, CheckupStepPage, LocationStepPage } from '../pages/booking-steps';
import { CARDS, PaymentPage, purchases, SuccessPage } from '../pages/payment-page';
import { ANNA, ANNA_IN_MUNICH, SummaryPage } from '../pages/summary-page';
import { TimeslotPage } from '../pages/timeslot-page';

const MARKETS = [
  {
    locale: 'en-ch',
    location: 'zurich_bellevue',
    checkupTitle: 'Whole Body Scan with Blood Test',
    clinic: /Zurich Bellevue/,
    details: ANNA,
    dueNow: /CHF\s2’490\.00/,
    currency: 'CHF',
  },
  {
    locale: 'de-de',
    location: 'munich',
    checkupTitle: 'Ganzkörperscan mit Bluttest',
    clinic: /München/,
    details: ANNA_IN_MUNICH,
    dueNow: /2\.490,00\s€/,
    currency: 'EUR',
  },
];

for (const market of MARKETS) {
  test(`${market.locale}: books a check-up through every step and pays it with 4242`, async ({
    page,
    request,
  }) => {
    await keepIdlePopupAway(page);
    const checkup = new CheckupStepPage(page);
    await checkup.open(market.locale);
    await checkup.choose(market.checkupTitle);
    await new AddonsStepPage(page).continue();
    const location = new LocationStepPage(page);
    await location.choose(market.clinic);
    await location.continue();

    const timeslot = new TimeslotPage(page);
    await expect(page.getByRole('grid')).toBeVisible();
    await timeslot.continueWithSomeFreeStart(request, {
      checkup: 'whole_body_scan_with_blood_test',
      location: market.location,
      locale: market.locale,
    });

    const summary = new SummaryPage(page);
    const email = `flow.${randomUUID().slice(0, 8)}@example.ch`;
    await summary.fill({ ...market.details, email });
    await summary.reserveButton.click();

    await expect(page).toHaveURL(new RegExp(`/${market.locale}/payment\\?.*reservationId=`));
    const payment = new PaymentPage(page);
    await expect(payment.dueNow).toHaveText(market.dueNow);
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
    await expect(page.getByText(market.clinic).first()).toBeVisible();
    expect(await purchases(page)).toEqual([
      expect.objectContaining({
        transaction_id: reservationId,
        value: 2490,
        currency: market.currency,
      }),
    ]);
    expect(page.url()).not.toContain('example.ch');
  });
}
