// The waiting list end to end: a day at a clinic fully booked, a visitor leaves an email under it, a time on that day is freed, and the email is in the mailbox with a link back to that day.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { MailboxPage } from '../pages/mailbox-page';
import { TimeslotPage } from '../pages/timeslot-page';
import { givenConsent } from '../support/consent';
import { fineScreening } from '../support/screening';

// Bern is no other browser test's clinic: filling one of its days disturbs nobody.
const SELECTION = { checkup: 'whole_body_scan_with_blood_test', location: 'bern' };
/** A customer may wait this long for the email (the server's outbox timer runs every 15 s). */
const DELIVERED_WITHIN_MS = 30_000;

async function calendar(request: APIRequestContext, startDate?: string, days?: number) {
  const params = new URLSearchParams({ ...SELECTION });
  if (startDate) params.set('startDate', startDate);
  if (days) params.set('days', String(days));
  const response = await request.get(`/api/timeslots/fetch-time-slots?${params}`);
  expect(response.ok()).toBe(true);
  const body: { days: { date: string; slots: string[] }[] } = await response.json();
  return body.days;
}

interface Booked {
  id: string;
  email: string;
}

/** Someone else's reservation at `start` (waiting for payment), or null when no room is free then. */
async function bookAt(
  request: APIRequestContext,
  start: string,
  replaces: Booked | null = null,
): Promise<Booked | null> {
  const email = `other-${randomUUID().slice(0, 8)}@example.ch`;
  const response = await request.post('/api/reservation/create', {
    data: {
      reservationData: {
        checkupSlug: SELECTION.checkup,
        timeSlotStart: start,
        locationSlug: SELECTION.location,
        services: [],
        servicesPartner: [],
        paymentId: `${SELECTION.checkup}-${randomUUID()}`,
        personalData: {
          firstName: 'Other',
          lastName: 'Customer',
          email: replaces?.email ?? email,
          phone: '+41791234567',
          birthDate: '1970-01-15',
          biologicalSex: 'male',
          street: 'Bundesplatz 1',
          postalCode: '3011',
          city: 'Bern',
          country: 'CH',
        },
        discountCode: null,
        personalDataPartner: null,
        replacesReservation: replaces,
        installmentMonths: 0,
        screening: fineScreening(SELECTION.checkup),
        country: 'ch',
        consent: givenConsent(),
      },
      url: 'http://localhost/en-ch/summary',
      utmParameters: {},
    },
  });
  if (response.status() === 409) return null;
  expect(response.ok(), await response.text()).toBe(true);
  const body: { reservation: { id: string } } = await response.json();
  return { id: body.reservation.id, email: replaces?.email ?? email };
}

/** Books every free start of a day until it has none; answers the reservations made. */
async function fillDay(request: APIRequestContext, day: string): Promise<Booked[]> {
  const booked: Booked[] = [];
  for (let round = 0; round < 100; round += 1) {
    const [shown] = await calendar(request, day, 1);
    const start = shown?.slots[0];
    if (start === undefined) return booked;
    const made = await bookAt(request, start);
    if (made !== null) booked.push(made);
  }
  throw new Error(`day ${day} never filled up`);
}

test('en-ch: a visitor waits for a full day, a time on it is freed, and the email with a link to that day arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await keepIdlePopupAway(page);
  const days = (await calendar(request)).filter((day) => day.slots.length > 0);
  // A day late in the calendar (other tests' random picks there are few), and another to move to.
  const full = days.at(-2)?.date;
  const other = days.at(-1)?.slots[0];
  if (full === undefined || other === undefined) throw new Error('no free days at Bern');
  const bookings = await fillDay(request, full);
  expect(bookings.length).toBeGreaterThan(0);

  const timeslot = new TimeslotPage(page);
  await timeslot.open('en-ch', SELECTION);
  // A fully booked day is struck through like a closed one, yet it can be chosen.
  await timeslot.chooseDay(full);
  await expect(page.getByText('No free appointments on this day.')).toBeVisible();
  // A screen reader hears what the strike-through shows: the day is full, and has a waiting list.
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${full}T12:00:00Z`),
  );
  await expect(
    page.getByRole('grid').getByRole('button', {
      name: new RegExp(
        `^${weekday}, ${Number(full.slice(8))} .*selected, fully booked — join the waiting list$`,
      ),
    }),
  ).toBeVisible();
  // A day the calendar does not offer (past its six weeks, or closed) is named unavailable.
  const unavailable = page.getByRole('grid').getByRole('button', { name: /, unavailable$/ });
  await expect(unavailable.first()).toHaveAttribute('aria-disabled', 'true');
  const form = page.getByRole('region', { name: 'Tell me when a time frees up' });
  await expect(form).toBeVisible();

  // Keyboard only: an empty field is refused with its message, then the email goes in.
  const email = `waiting-${randomUUID().slice(0, 8)}@example.ch`;
  const field = form.getByRole('textbox', { name: 'Email' });
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    'Check your email to confirm: we have sent you a link. Once you confirm it, we will email you if a time becomes free on this day.',
  );

  // The address confirms itself: the emailed link opens a page that asks for one press.
  const mailbox = new MailboxPage(page);
  await mailbox.openTheMessageTo(email, DELIVERED_WITHIN_MS);
  const confirm = new URL(
    String(
      await mailbox.message
        .getByRole('link', { name: 'Confirm', exact: true })
        .getAttribute('href'),
    ),
  );
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^You are on the waiting list\./)).toBeVisible();

  // One of the day's customers moves to another day: their time on the full day is free again.
  const [first] = bookings;
  if (first === undefined) throw new Error('no booking to move');
  expect(await bookAt(request, other, first)).not.toBeNull();

  await mailbox.openTheMessageTo(email, DELIVERED_WITHIN_MS, 2);
  await expect(
    mailbox.message.getByRole('heading', { name: 'A time has become free' }),
  ).toBeVisible();
  const book = mailbox.message.getByRole('link', { name: 'Choose a time' });
  const href = await book.getAttribute('href');
  expect(href).toContain(`/en-ch/timeslot?`);
  expect(href).toContain(`selectedDate=${full}`);
  expect(href).toContain('location=bern');
  await expect(mailbox.message.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
});
