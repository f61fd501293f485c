// The time slot and summary steps end to end: choose a day and a time, enter details, reserve, land on payment; a slot taken meanwhile.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway, someFreeStart, takeEveryRoom } from '../pages/booking-api';
import { ANNA, ANNA_IN_MUNICH, SummaryPage } from '../pages/summary-page';
import { TimeslotPage } from '../pages/timeslot-page';

const ZURICH = {
  checkup: 'whole_body_scan_with_blood_test',
  location: 'zurich_bellevue',
  locale: 'en-ch',
};
const MUNICH = { ...ZURICH, location: 'munich', locale: 'de-de' };

/** A free start chosen on the time slot step, then the summary with its price shown. */
async function reachSummary(page: Page, request: APIRequestContext, place = ZURICH) {
  const timeslot = new TimeslotPage(page);
  await timeslot.open(place.locale, { checkup: place.checkup, location: place.location });
  const start = await timeslot.continueWithSomeFreeStart(request, place);
  return { start, summary: new SummaryPage(page) };
}

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test('from a chosen check-up and location: a day, a time, the details, a reservation, then payment', async ({
  page,
  request,
}) => {
  const timeslot = new TimeslotPage(page);
  await timeslot.open('en-ch', { checkup: ZURICH.checkup, location: ZURICH.location });
  const start = await timeslot.continueWithSomeFreeStart(request, ZURICH);
  // The chosen start travelled in the address from the time slot step.
  expect(new URL(page.url()).searchParams.get('timeslot-start')).toBe(start);
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  const summary = new SummaryPage(page);
  await expect(summary.total).toHaveText('CHF 2’490.00');
  await summary.fill(ANNA);
  await summary.reserveButton.click();

  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=[0-9a-f-]{36}/);
  const url = new URL(page.url());
  // Personal details never travel in an address.
  for (const value of [ANNA.email, ANNA.lastName, ANNA.street]) {
    expect(decodeURIComponent(url.search)).not.toContain(value);
  }
  const events = await page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(layer) ? layer.map((entry) => entry?.event) : [];
  });
  expect(events).toEqual(expect.arrayContaining(['choose_slot', 'view_summary', 'enter_details']));
});

test('a slot taken on the time slot step before continuing opens the error modal and disappears', async ({
  page,
  request,
}) => {
  const start = await someFreeStart(request, ZURICH);
  const timeslot = new TimeslotPage(page);
  await timeslot.open('en-ch', { checkup: ZURICH.checkup, location: ZURICH.location });
  await timeslot.choose(start);
  expect(await takeEveryRoom(request, ZURICH, start)).toBeGreaterThan(0);
  await timeslot.continueButton.click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Reservation failed. Please try again.');
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/en-ch\/timeslot/);
  await expect(page.locator(`[data-slot-start="${start}"]`)).toHaveCount(0);
  await expect(timeslot.continueButton).toBeDisabled();
});

const TAKEN_MEANWHILE = [
  { place: ZURICH, details: ANNA, message: 'Reservation failed. Please try again.' },
  { place: MUNICH, details: ANNA_IN_MUNICH, message: 'Reservierung fehlgeschlagen.' },
];

for (const { place, details, message } of TAKEN_MEANWHILE) {
  test(`${place.locale}: a slot taken by someone else between the time slot step and Reserve opens the error modal and leads back`, async ({
    page,
    request,
  }) => {
    const { start, summary } = await reachSummary(page, request, place);
    await summary.fill(details);

    // Every room of the clinic goes to other customers while this one types.
    expect(await takeEveryRoom(request, place, start)).toBeGreaterThan(0);
    await summary.reserveButton.click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/${place.locale}/timeslot\\?`));
    await expect(page.locator(`[data-slot-start="${start}"]`)).toHaveCount(0);
  });
}

test('Reserve without consent says why beside each box, focuses the first and reserves nothing', async ({
  page,
  request,
}) => {
  const { summary } = await reachSummary(page, request);
  await summary.fill(ANNA, { consent: false });
  await expect(summary.termsBox).not.toBeChecked();
  await expect(summary.healthDataBox).not.toBeChecked();
  let creates = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/reservation/create')) creates += 1;
  });
  await summary.reserveButton.click();
  await expect(summary.termsBox).toBeFocused();
  await expect(summary.termsBox).toHaveAttribute('aria-invalid', 'true');
  await expect(summary.termsBox).toHaveAccessibleDescription(
    'Please accept the terms and the privacy notice to reserve.',
  );
  await expect(summary.healthDataBox).toHaveAccessibleDescription(
    'We can only examine you with your consent to processing your health data.',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  expect(creates).toBe(0);

  await summary.acceptConsent();
  await expect(summary.termsBox).not.toHaveAttribute('aria-invalid', 'true');
  await summary.reserveButton.click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=[0-9a-f-]{36}/);
  expect(creates).toBe(1);
});

test('back from payment, Reserve again keeps the one reservation; a changed booking replaces it', async ({
  page,
  request,
}) => {
  const { summary } = await reachSummary(page, request);
  await summary.fill(ANNA);
  const reserved = async () => {
    // Consent and the safety answers are asked on every visit of the summary, also back from
    // payment: the answers are health data and stay in the page's memory only.
    await summary.answerSafetyQuestions();
    await summary.acceptConsent();
    await summary.reserveButton.click();
    await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=[0-9a-f-]{36}/);
    return new URL(page.url()).searchParams.get('reservationId') ?? '';
  };
  const lookup = async (id: string) => {
    const answer = await request.post('/api/reservation/fetch-unpaid', {
      data: { id, email: ANNA.email },
    });
    return { status: answer.status(), body: await answer.json() };
  };

  const first = await reserved();
  await page.goBack();
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  await expect(summary.field(/First name/)).toHaveValue(ANNA.firstName);
  expect(await reserved()).toBe(first);
  expect((await lookup(first)).status).toBe(200);

  // A corrected first name is another booking: the earlier one is cancelled, its room freed.
  await page.goBack();
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  await summary.field(/First name/).fill('Anne');
  const second = await reserved();
  expect(second).not.toBe(first);
  expect((await lookup(second)).status).toBe(200);
  expect(await lookup(first)).toEqual({
    status: 404,
    body: { error: 'unpaid-reservation-not-found' },
  });
});
