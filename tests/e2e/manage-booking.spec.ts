// Managing a booking without an account (issue 20): the confirmation's "Manage booking" link opens the booking, cancelling states the refund first, and the cancellation arrives by email; a move uses the booking flow's own calendar, times and clinic cards (issue 39).
import { expect, type Page, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { MailboxPage } from '../pages/mailbox-page';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, SuccessPage } from '../pages/payment-page';
import { expectNoAxeViolations, tabTo } from './support';

// Each test books and pays through the browser before it manages the booking: a loaded machine
// needs more than the default minute.
test.describe.configure({ timeout: 120_000 });

/** Messages arrive by themselves within seconds (mailbox.spec.ts); a loaded machine gets a margin. */
const DELIVERED_WITHIN_MS = 15_000;

/** The free times of the day the move calendar shows (the time slot step's slot list). */
const timesOf = (page: Page) => page.locator('[data-slot-start]');

/**
 * Takes the first free time the move calendar offers: the shown day's, else the next day of the
 * calendar with free times (a full day, named "…, fully booked — …", shows its waiting list
 * instead), a month on if need be.
 */
async function chooseFreeTime(page: Page): Promise<{ start: string; time: string }> {
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const times = timesOf(page);
  const tried = new Set<string>();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const offered = await times
      .first()
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (offered) break;
    const days = grid.locator(
      'button:not([data-disabled]):not([data-unavailable]):not([data-selected])',
    );
    const labels = await days.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('aria-label') ?? ''),
    );
    const next = labels.find((label) => !/[—–]/.test(label) && !tried.has(label));
    if (next === undefined) {
      await page.getByRole('button', { name: /Next month|Nächster Monat|Mois suivant/ }).click();
      continue;
    }
    tried.add(next);
    await grid.locator(`button[aria-label="${next}"]`).click();
  }
  const first = times.first();
  const start = (await first.getAttribute('data-slot-start')) ?? '';
  const time = ((await first.textContent()) ?? '').trim();
  await first.click();
  return { start, time };
}

/** The day of a start as the move button names it: "Thu 4 Mar" (de: "Do. 4. März"), Zurich's calendar. */
function briefDay(start: string, language: 'en' | 'de' | 'fr'): string {
  const parts = new Intl.DateTimeFormat(`${language}-CH`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Zurich',
  }).formatToParts(new Date(start));
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index - 1]?.type === 'weekday' ? ' ' : part.value,
    )
    .join('');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('en-ch: the emailed manage link opens the booking, cancelling refunds what it said, and the cancellation is emailed', async ({
  page,
  request,
}) => {
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  const success = new SuccessPage(page);
  await success.expectBooked(booked.name);
  // The success page offers the same kind of link.
  await expect(page.getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
    'href',
    /\/en-ch\/booking#t=[A-Za-z0-9_-]{43}$/,
  );

  const mailbox = new MailboxPage(page);
  await mailbox.openTheMessageTo(booked.email, DELIVERED_WITHIN_MS);
  const manageLink = mailbox.message.getByRole('link', { name: 'Manage booking' });
  const href = await manageLink.getAttribute('href');
  expect(href).toMatch(/\/en-ch\/booking#t=/);
  await page.goto(String(href));

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(booked.name)).toBeVisible();
  await expect(page.getByText('Whole Body Scan with Blood Test')).toBeVisible();
  // The token leaves the address at once: it stays out of history and shared screens.
  await expect(page).toHaveURL(/\/en-ch\/booking$/);

  // The refund is stated before anything happens.
  const quote = page.getByText(/If you cancel now/);
  await expect(quote).toBeVisible();
  const quoted = (await quote.textContent()) ?? '';
  const refund = /CHF\s?[\d’',.]+/.exec(quoted)?.[0];
  expect(refund).toBeDefined();
  await expectNoAxeViolations(page, 'on the manage page');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: /^Yes, cancel and refund/ }).click();

  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
  const refunded = page.getByRole('definition').filter({ hasText: String(refund) });
  await expect(refunded.last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'on the cancelled booking');

  // A reload (the token kept for this tab) shows it cancelled, with nothing left to cancel.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();

  // The cancellation email, with the calendar file that removes the event.
  await expect(async () => {
    await mailbox.open();
    await expect(mailbox.messagesTo(booked.email).filter({ hasText: /is cancelled/ })).toHaveCount(
      1,
      { timeout: 500 },
    );
  }).toPass({ timeout: DELIVERED_WITHIN_MS, intervals: [250, 500, 1000] });
  await mailbox
    .messagesTo(booked.email)
    .filter({ hasText: /is cancelled/ })
    .getByRole('link')
    .click();
  await expect(
    mailbox.message.getByText(
      new RegExp(`We are refunding ${refund?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    ),
  ).toBeVisible();
});

test('de-ch: the success page’s manage link moves the appointment to another free time, with a new confirmation', async ({
  page,
  request,
}) => {
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'de-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  await page.getByRole('link', { name: 'Buchung verwalten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Buchung' })).toBeVisible();

  // The booking flow's calendar, not a date field.
  await expect(page.getByRole('grid', { name: /Tage mit freien Terminen/ })).toBeVisible();
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  const { start, time } = await chooseFreeTime(page);
  await expectNoAxeViolations(page, 'choosing another time');
  // The button names the new day and time.
  await page
    .getByRole('button', { name: `Auf ${briefDay(start, 'de')}, ${time} verschieben` })
    .click();
  await expect(page.getByText(/Ihr Termin ist verschoben/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`^${time} –`))).toBeVisible();

  const mailbox = new MailboxPage(page);
  await expect(async () => {
    await mailbox.open();
    await expect(
      mailbox.messagesTo(booked.email).filter({ hasText: /verschoben auf/ }),
    ).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: DELIVERED_WITHIN_MS, intervals: [250, 500, 1000] });
});

test('fr-ch: a move to another clinic of the market states the difference, takes a time there, and refunds it', async ({
  page,
  request,
}) => {
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'fr-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  await page.getByRole('link', { name: 'Gérer la réservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre réservation' })).toBeVisible();

  // Zurich Bellevue has no discount of its own, Basel Rheinfelden CHF 250 per person.
  const clinics = page.getByRole('group', { name: 'Clinique' });
  await expect(
    clinics.getByRole('radio', { name: /^Zurich Bellevue \(votre clinique\)/ }),
  ).toBeChecked();
  // The location step's clinic card: name, address, and what the move gives back.
  const basel = clinics.getByRole('radio', { name: /Bâle Rheinfelden/ });
  await expect(basel).toHaveAccessibleName(/250[.,]00\sCHF remboursés sur votre carte/);
  // The clinic card, as on the location step (its radio is drawn by the card).
  await page.locator('label[data-location="basel_rheinfelden"]').click();
  await expect(basel).toBeChecked();
  // Rheinfelden books five days ahead and closes at weekends: the calendar offers its free days.
  const { start, time } = await chooseFreeTime(page);
  await expectNoAxeViolations(page, 'choosing another clinic');
  await page
    .getByRole('button', {
      name: `Déplacer au ${briefDay(start, 'fr')}, ${time} à Bâle Rheinfelden`,
    })
    .click();
  await expect(page.getByText(/Votre rendez-vous a été déplacé/).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Bâle Rheinfelden' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /250[.,]00/ })).toBeVisible();
});

test('en-ch: a move of a 6-month plan to a cheaper clinic states the new monthly amount, and the next month is charged it', async ({
  page,
  request,
}) => {
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'en-ch', installmentMonths: 6 });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  const manageLink = page.getByRole('link', { name: 'Manage booking' });
  // The manage page takes its token out of the address once read: keep the link's own.
  const token = new URL(String(await manageLink.getAttribute('href')), page.url()).hash.replace(
    /^#t=/,
    '',
  );
  await manageLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();

  // CHF 2490 over six months; Basel Rheinfelden takes CHF 250 off, spread over the five months left.
  const clinics = page.getByRole('group', { name: 'Clinic' });
  const basel = clinics.getByRole('radio', { name: /Basel Rheinfelden/ });
  await expect(basel).toHaveAccessibleName(
    /Monthly instalments from CHF\s?415\.00 to CHF\s?365\.00$/,
  );
  // The clinic card, as on the location step (its radio is drawn by the card).
  await page.locator('label[data-location="basel_rheinfelden"]').click();
  await expect(basel).toBeChecked();
  const { start, time } = await chooseFreeTime(page);
  await page
    .getByRole('button', { name: `Move to ${briefDay(start, 'en')}, ${time} at Basel Rheinfelden` })
    .click();
  await expect(page.getByText(/Your appointment has moved/).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Basel Rheinfelden' })).toBeVisible();

  // The test gateway's plan changed with the move: the second month is CHF 365.
  // Charging a month takes the booking's manage link's token.
  const charged = await request.post('/api/payment/test-gateway/charge-instalment', {
    data: { reservationId: booked.id, token },
  });
  expect(await charged.json()).toMatchObject({ month: 2, amount: 36500 });
});

test('a page opened without a link, or with a wrong one, says so and shows no booking', async ({
  page,
}) => {
  await keepIdlePopupAway(page);
  await page.goto('/en-ch/booking');
  await expect(page.getByText(/opens a booking from the “Manage booking” link/)).toBeVisible();
  // The frame's footer speaks the page's language, as on every step (not its copy keys).
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'support@novahealth.ch' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
  await expect(footer).toContainText('Questions? Our team is here for you.');
  await expect(footer).not.toContainText('footer.');
  await page.goto(`/de-ch/booking#t=${'x'.repeat(43)}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dieser Link öffnet keine Buchung' }),
  ).toBeVisible();
  await expect(page.getByText('NOVA-')).toHaveCount(0);
});

test('en-ch: a move to a dearer clinic holds the time, takes the difference by the test card through 3-D Secure, and moves the booking', async ({
  page,
  request,
}) => {
  await keepIdlePopupAway(page);
  // Basel Rheinfelden's own discount is CHF 250 per person: Zurich Bellevue costs that much more.
  const booked = await bookThroughApi(request, { locale: 'en-ch', location: 'basel_rheinfelden' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();

  const zurich = page.getByRole('group', { name: 'Clinic' }).getByRole('radio', {
    name: /Zurich Bellevue/,
  });
  await expect(zurich).toHaveAccessibleName(/CHF\s?250\.00 more, paid by card/);
  await page.locator('label[data-location="zurich_bellevue"]').click();
  await expect(zurich).toBeChecked();
  const { start, time: label } = await chooseFreeTime(page);
  await page
    .getByRole('button', {
      name: new RegExp(
        `^Hold ${escaped(briefDay(start, 'en'))}, ${label} and pay CHF\\s?250\\.00$`,
      ),
    })
    .click();

  // The payment step's own test card form, its button stating the difference.
  const pay = page.getByRole('button', { name: /^Pay CHF\s?250\.00$/ });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(page, 'paying the difference');
  await page.getByLabel('Card number').fill(CARDS.threeDSecure);
  await pay.click();

  // Back from the bank's check on the manage page: moved, and the payment off the address.
  await expect(page.getByText(/Your appointment has moved/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/en-ch\/booking$/);
  await expect(page.getByRole('definition').filter({ hasText: 'Zurich Bellevue' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${label} –`))).toBeVisible();
  const paid = page.getByRole('definition').filter({ hasText: /CHF\s?2’490\.00/ });
  await expect(paid.first()).toBeVisible();
});

test('en-ch at 320 px, by keyboard alone: the move calendar fits the screen, a day and a time are chosen with keys, and the button names them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();

  const grid = page.getByRole('grid', { name: /Days with free appointments/ });
  await expect(grid).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Zurich Bellevue \(your clinic\)/ })).toBeChecked();
  // Nothing runs out of the page sideways, the calendar included.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await grid.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page, 'the move calendar at 320 px');

  // Into the calendar with Tab: its focused day is the chosen one, the booking's own; arrows move
  // on to a day with free times, Enter chooses it.
  for (let presses = 0; presses < 60; presses += 1) {
    if (await grid.evaluate((node) => node.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await expect(grid.locator(':focus')).toHaveCount(1);
  for (let days = 0; days < 21; days += 1) {
    await page.keyboard.press('Enter');
    const offered = await timesOf(page)
      .first()
      .waitFor({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    if (offered) break;
    await page.keyboard.press('ArrowRight');
  }
  const times = page.getByRole('radiogroup', { name: /^Free times on / });
  await expect(times).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await times.evaluate((node) => node.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  const chosen = times.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const start =
    (await chosen.locator('xpath=ancestor::label[1]').getAttribute('data-slot-start')) ?? '';
  const time = ((await chosen.locator('xpath=ancestor::label[1]').textContent()) ?? '').trim();
  const move = page.getByRole('button', { name: `Move to ${briefDay(start, 'en')}, ${time}` });
  await tabTo(page, move);
  await expectNoAxeViolations(page, 'a time chosen at 320 px');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Your appointment has moved/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`^${time} –`))).toBeVisible();
});
