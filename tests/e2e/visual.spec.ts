// Visual regression (issue 18): every booking step of en-ch, and the manage page's move (issue 39), at a phone's and a desktop's width, compared with the committed screenshots.
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { type Booked, bookThroughApi, cartAfterSummary } from '../pages/payment-booking';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';
import { SummaryPage } from '../pages/summary-page';
import { TimeslotPage } from '../pages/timeslot-page';

/*
 * A screenshot must not change with the day it is taken on, nor with what other tests book meanwhile.
 * The browser's clock stands still on Monday 4 March 2030, so the calendar shows March 2030 and the
 * footer that year. The answers that carry a day or an hour are made that day's: the slot calendar is
 * a fixed week plan (the real one depends on today and on every test's bookings), and a reservation's
 * appointment, hold and payment times are rewritten on their way to the page. Everything else (prices,
 * copy, the reservation and its payment) is the server's own. Only the reservation number, new for
 * every booking, is masked.
 */
const LOCALE = 'en-ch';
const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';
const NOW = new Date('2030-03-04T08:00:00Z');
const APPOINTMENT = { start: '2030-03-12T09:00:00+01:00', end: '2030-03-12T10:30:00+01:00' };
const HOLD_EXPIRES_AT = new Date(NOW.getTime() + 30 * 60_000).toISOString();
const BASE = `checkup=${CHECKUP}&location=${LOCATION}`;

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** Starts every quarter hour from 07:00 to 16:00 on weekdays, none at weekends; March 2030 is all winter time. */
function weekPlan(startDate: string, days: number) {
  const first = new Date(`${startDate}T12:00:00Z`);
  return {
    timezone: 'Europe/Zurich',
    days: Array.from({ length: days }, (_, index) => {
      const day = new Date(first.getTime() + index * 86_400_000);
      const date = day.toISOString().slice(0, 10);
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
      const slots = weekend
        ? []
        : Array.from({ length: 37 }, (_, quarter) => {
            const minutes = 7 * 60 + quarter * 15;
            const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
            return `${date}T${time}:00+01:00`;
          });
      return { date, slots };
    }),
  };
}

/** Rewrites a JSON answer of the server, keeping its status and headers. */
async function rewrite(route: Route, change: (body: Record<string, unknown>) => void) {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  if (response.ok()) change(body);
  await route.fulfill({ response, json: body });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The still clock and the answers that carry a day, as explained above. */
async function fixTime(page: Page): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await page.route(/\/api\/timeslots\/fetch-time-slots\?/, (route) => {
    const query = new URL(route.request().url()).searchParams;
    const start = query.get('startDate') ?? NOW.toISOString().slice(0, 10);
    return route.fulfill({ json: weekPlan(start, Number(query.get('days') ?? 42)) });
  });
  await page.route(/\/api\/timeslots\/check-time-slot-occupation\?/, (route) =>
    route.fulfill({ json: { available: true } }),
  );
  await page.route(/\/api\/reservation\/fetch-unpaid$/, (route) =>
    rewrite(route, (body) => {
      if (!isObject(body.reservation)) return;
      body.reservation.timeSlotStart = APPOINTMENT.start;
      body.reservation.timeSlotEnd = APPOINTMENT.end;
      body.reservation.holdExpiresAt = HOLD_EXPIRES_AT;
    }),
  );
  await page.route(/\/api\/payment\/create-(intent|subscription)$/, (route) =>
    rewrite(route, (body) => {
      body.holdExpiresAt = HOLD_EXPIRES_AT;
    }),
  );
  await page.route(/\/api\/reservation\/receipt$/, (route) =>
    rewrite(route, (body) => {
      if (isObject(body.receipt) && isObject(body.receipt.payment)) {
        body.receipt.payment.paidAt = NOW.toISOString();
      }
    }),
  );
}

/** A reservation as the summary leaves it, its session cart at the fixed appointment. */
async function seedReservation(page: Page, booked: Booked): Promise<void> {
  await page.goto('/icon.svg');
  await page.evaluate((cart) => window.sessionStorage.setItem('nova.cart', JSON.stringify(cart)), {
    ...cartAfterSummary(booked),
    timeSlotStart: APPOINTMENT.start,
    timeSlotEnd: APPOINTMENT.end,
  });
}

/** The whole page once its fonts, images and lazy parts have loaded, from its top. */
async function expectPage(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    // Antialiasing may differ by a few pixels; a block that moves changes far more than 1 %.
    maxDiffPixelRatio: 0.01,
  });
}

for (const width of WIDTHS) {
  test.describe(`${width.name} (${width.viewport.width} px)`, () => {
    test.use({ viewport: width.viewport });

    test.beforeEach(async ({ page }) => {
      await keepIdlePopupAway(page);
      await fixTime(page);
    });

    test('check-up', async ({ page }) => {
      await page.goto(`/${LOCALE}/check-up`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectPage(page, `check-up-${width.name}`);
    });

    test('add-ons', async ({ page }) => {
      await page.goto(`/${LOCALE}/add-ons?checkup=${CHECKUP}`);
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await expectPage(page, `add-ons-${width.name}`);
    });

    test('location', async ({ page }) => {
      await page.goto(`/${LOCALE}/location?checkup=${CHECKUP}`);
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expectPage(page, `location-${width.name}`);
    });

    test('timeslot, a day and a time chosen', async ({ page }) => {
      const timeslot = new TimeslotPage(page);
      await timeslot.open(LOCALE, { checkup: CHECKUP, location: LOCATION });
      await timeslot.choose(APPOINTMENT.start);
      await expect(timeslot.continueButton).toBeEnabled();
      await expectPage(page, `timeslot-${width.name}`);
    });

    test('summary', async ({ page }) => {
      const summary = new SummaryPage(page);
      await page.goto(
        `/${LOCALE}/summary?${BASE}&timeslot-start=${encodeURIComponent(APPOINTMENT.start)}`,
      );
      await expect(summary.total).toBeVisible();
      await expect(summary.field(/First name/)).toBeVisible();
      await expect(page.getByText('10:30', { exact: false }).first()).toBeVisible();
      await expectPage(page, `summary-${width.name}`);
    });

    test('payment', async ({ page, request }) => {
      const booked = await bookThroughApi(request, { locale: LOCALE });
      await seedReservation(page, booked);
      const payment = new PaymentPage(page);
      await payment.open(LOCALE, booked.id);
      await payment.waitForForm();
      await expectPage(page, `payment-${width.name}`, [page.getByText(booked.name)]);
    });

    test('payment-return after a redirect that failed', async ({ page, request }) => {
      const booked = await bookThroughApi(request, { locale: LOCALE });
      await seedReservation(page, booked);
      await page.goto(`/${LOCALE}/payment-return`);
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await expectPage(page, `payment-return-${width.name}`, [page.getByText(booked.name)]);
    });

    test('success', async ({ page, request }) => {
      const booked = await bookThroughApi(request, { locale: LOCALE });
      await seedReservation(page, booked);
      const payment = new PaymentPage(page);
      await payment.open(LOCALE, booked.id);
      await payment.payWith(CARDS.success);
      await new SuccessPage(page).expectBooked(booked.name);
      await expectPage(page, `success-${width.name}`, [page.getByText(booked.name)]);
    });

    test('manage page, another time chosen on the flow’s calendar', async ({ page, request }) => {
      const booked = await bookThroughApi(request, { locale: LOCALE });
      await seedReservation(page, booked);
      const payment = new PaymentPage(page);
      await payment.open(LOCALE, booked.id);
      await payment.payWith(CARDS.success);
      await new SuccessPage(page).expectBooked(booked.name);
      // The booking at the fixed appointment, the refund as for a time far ahead.
      await page.route(/\/api\/booking\/open$/, (route) =>
        rewrite(route, (body) => {
          const shown = body.booking;
          if (!isObject(shown)) return;
          shown.start = APPOINTMENT.start;
          shown.end = APPOINTMENT.end;
          if (isObject(shown.cancellation)) {
            shown.cancellation.refundPercent = 100;
            shown.cancellation.refundAmount = shown.paidAmount;
          }
        }),
      );
      await page.getByRole('link', { name: 'Manage booking' }).click();
      await page.locator('[data-slot-start="2030-03-12T10:00:00+01:00"]').click();
      await expect(page.getByRole('button', { name: 'Move to Tue 12 Mar, 10:00' })).toBeVisible();
      await expectPage(page, `manage-${width.name}`, [page.getByText(booked.name)]);
    });
  });
}
