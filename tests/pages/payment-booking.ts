// Reservations for the payment tests, made through the API at a free start, and the session cart the summary step would leave behind.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { givenConsent } from '../support/consent';
import { fineScreening } from '../support/screening';
import { PaymentPage } from './payment-page';

export interface BookingRequest {
  locale: string;
  checkup?: string;
  location?: string;
  installmentMonths?: 0 | 6 | 12;
  partner?: boolean;
}

export interface Booked {
  id: string;
  name: string;
  email: string;
  locale: string;
  checkup: string;
  location: string;
  start: string;
  end: string;
  installmentMonths: number;
  isPartnerBooking: boolean;
}

const GERMAN = (locale: string) => locale.endsWith('-de');

/** A free start picked at random, so tests running side by side rarely want the same room. */
async function freeStart(request: APIRequestContext, checkup: string, location: string) {
  const params = new URLSearchParams({ checkup, location });
  const response = await request.get(`/api/timeslots/fetch-time-slots?${params}`);
  expect(response.ok()).toBe(true);
  const calendar: { days: { slots: string[] }[] } = await response.json();
  const starts = calendar.days.flatMap((day) => day.slots);
  const start = starts[Math.floor(Math.random() * starts.length)];
  if (start === undefined) throw new Error(`no free start at ${location}`);
  return start;
}

/** Creates a pending reservation as the summary step does, for a unique customer email. */
export async function bookThroughApi(
  request: APIRequestContext,
  booking: BookingRequest,
): Promise<Booked> {
  const germany = GERMAN(booking.locale);
  const checkup = booking.checkup ?? 'whole_body_scan_with_blood_test';
  const location = booking.location ?? (germany ? 'munich' : 'zurich_bellevue');
  const email = `e2e.${randomUUID().slice(0, 8)}@example.ch`;
  const create = async (start: string) =>
    request.post('/api/reservation/create', {
      data: {
        reservationData: {
          checkupSlug: checkup,
          timeSlotStart: start,
          locationSlug: location,
          services: [],
          servicesPartner: [],
          paymentId: `${checkup}-${randomUUID()}`,
          personalData: {
            firstName: 'Anna',
            lastName: 'Muster',
            email,
            phone: '+41791234567',
            birthDate: '1980-05-17',
            biologicalSex: 'female',
            street: germany ? 'Marienplatz 1' : 'Bahnhofstrasse 1',
            postalCode: germany ? '80331' : '8001',
            city: germany ? 'München' : 'Zürich',
            country: germany ? 'DE' : 'CH',
            language: booking.locale.slice(0, 2),
          },
          discountCode: null,
          partnerToken: null,
          personalDataPartner: booking.partner
            ? { firstName: 'Ben', lastName: 'Muster', email: `partner.${email}` }
            : null,
          installmentMonths: booking.installmentMonths ?? 0,
          paymentMethodId: null,
          country: germany ? 'de' : 'ch',
          consent: givenConsent(),
          screening: fineScreening(checkup),
        },
        url: `http://localhost/${booking.locale}/summary`,
        utmParameters: {},
      },
    });
  // Another test running beside this one may take the same random start first (409): pick again.
  let response = await create(await freeStart(request, checkup, location));
  for (let attempt = 1; attempt < 5 && response.status() === 409; attempt += 1) {
    response = await create(await freeStart(request, checkup, location));
  }
  expect(response.status(), await response.text()).toBe(201);
  const { reservation } = (await response.json()) as { reservation: { id: string; name: string } };
  const lookup = await request.post('/api/reservation/fetch-unpaid', {
    data: { id: reservation.id, email },
  });
  const { reservation: view } = (await lookup.json()) as {
    reservation: { timeSlotStart: string; timeSlotEnd: string };
  };
  return {
    ...reservation,
    email,
    locale: booking.locale,
    checkup,
    location,
    start: view.timeSlotStart,
    end: view.timeSlotEnd,
    installmentMonths: booking.installmentMonths ?? 0,
    isPartnerBooking: booking.partner ?? false,
  };
}

/** The session cart right after the summary created the reservation. */
export function cartAfterSummary(booked: Booked) {
  return {
    checkupSlug: booked.checkup,
    locationSlug: booked.location,
    timeSlotStart: booked.start,
    timeSlotEnd: booked.end,
    reservationId: booked.id,
    reservationName: booked.name,
    isReservationSuccess: true,
    isPartnerBooking: booked.isPartnerBooking,
    installmentMonths: booked.installmentMonths,
    personalData: { firstName: 'Anna', lastName: 'Muster', email: booked.email },
    visitedSteps: ['check-up', 'add-ons', 'location', 'timeslot', 'summary'],
  };
}

/** Writes the session cart in this tab (sessionStorage is per tab and origin), from a page with no script of ours. */
export async function seedSession(page: Page, booked: Booked): Promise<void> {
  await page.goto('/icon.svg');
  await page.evaluate((cart) => {
    window.sessionStorage.setItem('nova.cart', JSON.stringify(cart));
  }, cartAfterSummary(booked));
}

/** The payment step of a reservation as the summary leaves it: the session cart, then the page. */
export async function openPaymentAfterSummary(page: Page, booked: Booked): Promise<PaymentPage> {
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open(booked.locale, booked.id);
  return payment;
}
