// Narrow phones (WCAG 1.4.10 reflow): at 320 px the time slot calendar fits, the step is named whole, a chosen full day stays legible under the pointer; at 390 px the instalment plan shows every column; the cookie banner comes first to the keyboard; control names read without stray punctuation.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway, takeEveryRoom } from '../pages/booking-api';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, SuccessPage } from '../pages/payment-page';
import { TimeslotPage } from '../pages/timeslot-page';

const CHECKUP = 'whole_body_scan_with_blood_test';
// Geneva: no other browser test books there, so filling one of its days disturbs nobody.
const GENEVA = { checkup: CHECKUP, location: 'geneva', locale: 'en-ch' };

test.use({ viewport: { width: 320, height: 700 } });

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

async function freeDays(request: APIRequestContext, startDate?: string, days?: number) {
  const params = new URLSearchParams({ checkup: GENEVA.checkup, location: GENEVA.location });
  if (startDate) params.set('startDate', startDate);
  if (days) params.set('days', String(days));
  const response = await request.get(`/api/timeslots/fetch-time-slots?${params}`);
  expect(response.ok()).toBe(true);
  const body: { days: { date: string; slots: string[] }[] } = await response.json();
  return body.days.filter((day) => day.slots.length > 0);
}

/** Takes every room at every free start of a day, as other customers would. */
async function fillDay(request: APIRequestContext, day: string) {
  for (let round = 0; round < 60; round += 1) {
    const [shown] = await freeDays(request, day, 1);
    const start = shown?.slots[0];
    if (start === undefined) return;
    await takeEveryRoom(request, GENEVA, start);
  }
  throw new Error(`day ${day} never filled up`);
}

/** WCAG's contrast ratio of an element's text colour on its own background colour. */
function contrastOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

test('320 px: the calendar fits its box and the page, and the current step is named whole', async ({
  page,
}) => {
  const timeslot = new TimeslotPage(page);
  await timeslot.open('en-ch', { checkup: CHECKUP, location: 'zurich_bellevue' });
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('button').first()).toBeVisible();
  const overflow = await page.evaluate(() => {
    const calendar = document.querySelector('[data-day-calendar]');
    const box = calendar?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      calendar: calendar ? calendar.scrollWidth - calendar.clientWidth : -1,
      box: box ? box.scrollWidth - box.clientWidth : -1,
    };
  });
  expect(overflow).toEqual({ page: 0, calendar: 0, box: 0 });
  // "Step 4 of 6" and the step's whole name beside it, not "4 D…" squeezed between the numbers.
  const count = page.locator('p', { hasText: /^Step 4 of 6/ });
  await expect(count).toBeVisible();
  const name = count.getByText('Date & time', { exact: true });
  await expect(name).toBeVisible();
  const shown = await name.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { whole: element.scrollWidth <= element.clientWidth, right: box.right };
  });
  expect(shown.whole).toBe(true);
  expect(shown.right).toBeLessThanOrEqual(320);
});

test('320 px: a chosen full day under the pointer keeps its contrast', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const days = await freeDays(request);
  // A day late in the calendar, so the month it opens on keeps its free days.
  const full = days.at(-1)?.date;
  if (full === undefined) throw new Error('no free days at Geneva');
  await fillDay(request, full);
  const timeslot = new TimeslotPage(page);
  await timeslot.open('en-ch', { checkup: CHECKUP, location: GENEVA.location });
  await timeslot.chooseDay(full);
  await expect(page.getByText('No free appointments on this day.')).toBeVisible();
  const chosen = '[role="grid"] button[data-selected]';
  await page.locator(chosen).hover();
  await expect(page.locator(`${chosen}:hover`)).toHaveCount(1);
  expect(await contrastOf(page, chosen)).toBeGreaterThanOrEqual(4.5);
});

test('control names read "Select: …", with no stray space before the colon', async ({ page }) => {
  await page.goto('/en-ch/check-up');
  await expect(
    page.getByRole('link', { name: 'Select: Whole Body Scan with Blood Test', exact: true }),
  ).toBeVisible();
  expect(await page.locator('main').ariaSnapshot()).not.toMatch(/ : /);
});

test.describe('a visitor who has not chosen cookies yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('reaches the cookie banner with the first Tab, while it is drawn at the bottom', async ({
    page,
  }) => {
    await page.goto('/en-ch/check-up');
    const banner = page.locator('[data-consent-banner]');
    await expect(banner).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
    // Drawn last: below the page's own content, stuck to the bottom of the screen.
    const box = await banner.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(700, 0);
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the instalment plan on the success page shows its status column whole', async ({
    page,
    request,
  }) => {
    // French: the longest headings ("Échéance", "Statut") and amounts ("207.50 CHF").
    const booked = await bookThroughApi(request, { locale: 'fr-ch', installmentMonths: 12 });
    const payment = await openPaymentAfterSummary(page, booked);
    await payment.payWith(CARDS.success);
    await new SuccessPage(page).expectBooked(booked.name);
    const plan = page.getByRole('table');
    await expect(plan.getByRole('row')).toHaveCount(13);
    const widths = await plan.evaluate((table) => ({
      table: table.scrollWidth,
      box: table.parentElement?.clientWidth ?? 0,
      cells: [...table.querySelectorAll('tr:nth-child(2) td, th')].map((cell) => [
        cell.textContent,
        Math.round(cell.getBoundingClientRect().width),
      ]),
    }));
    expect(widths.table, JSON.stringify(widths)).toBeLessThanOrEqual(widths.box);
    const status = plan.getByRole('columnheader', { name: 'Statut' });
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeInViewport({ ratio: 1 });
  });
});
