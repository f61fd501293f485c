// The success step in the browser: one purchase event, the calendar file, the partner's link, the success lock and "book another".
import { expect, type Page, test } from '@playwright/test';
import { type Booked, bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, dataLayer, purchases, SuccessPage } from '../pages/payment-page';

async function payAndSucceed(page: Page, booked: Booked): Promise<SuccessPage> {
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  const success = new SuccessPage(page);
  await success.expectBooked(booked.name);
  return success;
}

const PURCHASES = [
  { locale: 'en-ch', currency: 'CHF', location: 'zurich_bellevue' },
  { locale: 'en-de', currency: 'EUR', location: 'munich' },
];

for (const market of PURCHASES) {
  test(`${market.locale}: sends the purchase once, with the value and currency, and not again on reload`, async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, { locale: market.locale });
    await payAndSucceed(page, booked);
    const sent = await purchases(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      transaction_id: booked.id,
      value: 2490,
      currency: market.currency,
      scan_type: 'whole_body_scan_with_blood_test',
      location: market.location,
      booking_date: booked.start.slice(0, 10),
      booking_time: booked.start.slice(11, 16),
      discount_applied: false,
    });
    // Nothing personal reaches the data layer.
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain(booked.email);
    expect(layer).not.toContain('Anna');

    await page.reload();
    await expect(page.getByText(booked.name)).toBeVisible();
    expect(await purchases(page)).toHaveLength(0);
    // The success lock: an earlier step leads back here.
    await page.goto(`/${market.locale}/summary?reservationId=${booked.id}`);
    await expect(page).toHaveURL(new RegExp(`/${market.locale}/success\\?`));
  });
}

test('downloads the appointment as the confirmation email’s calendar file', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'de-ch' });
  const success = await payAndSucceed(page, booked);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    success.calendarButton.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${booked.name}.ics`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const ics = await readFile(path, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:${booked.name}@nova`);
  expect(ics).not.toContain(booked.email);
});

test('gives a pair booking the partner’s link to copy, and starts again for another booking', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const booked = await bookThroughApi(request, { locale: 'en-ch', partner: true });
  const success = await payAndSucceed(page, booked);
  const link = page.getByRole('textbox', { name: 'Link for the second person' });
  // The partner's own token in the fragment: the link names no reservation id.
  await expect(link).toHaveValue(/\/en-ch\/check-up#partner=[A-Za-z0-9_-]{43}$/);
  expect(await link.inputValue()).not.toContain(booked.id);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  await success.bookAnother.click();
  await expect(page).toHaveURL(/\/en-ch\/check-up$/);
  const cart = await page.evaluate(() => JSON.parse(sessionStorage.getItem('nova.cart') ?? '{}'));
  expect(cart).toMatchObject({
    reservationId: null,
    personalData: null,
    visitedSteps: ['check-up'],
  });
});
