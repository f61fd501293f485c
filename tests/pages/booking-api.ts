// The booking API as browser tests use it: free starts of a location, and reservations made by "someone else".
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { givenConsent } from '../support/consent';
import { fineScreening } from '../support/screening';

export interface Selection {
  checkup: string;
  location: string;
  locale: string;
}

/** Every free start of the next six weeks, earliest first. */
export async function freeStarts(
  request: APIRequestContext,
  selection: Selection,
): Promise<string[]> {
  const params = new URLSearchParams({ checkup: selection.checkup, location: selection.location });
  const response = await request.get(`/api/timeslots/fetch-time-slots?${params}`);
  expect(response.ok()).toBe(true);
  const calendar: { days: { date: string; slots: string[] }[] } = await response.json();
  return calendar.days.flatMap((day) => day.slots);
}

/** A start unlikely to be taken by another test running at the same time: picked at random. */
export async function someFreeStart(
  request: APIRequestContext,
  selection: Selection,
): Promise<string> {
  const starts = await freeStarts(request, selection);
  const start = starts[Math.floor(Math.random() * starts.length)];
  if (start === undefined) throw new Error(`no free start at ${selection.location}`);
  return start;
}

/** Takes every room of a location at `start`, as other customers would; answers how many it took. */
export async function takeEveryRoom(
  request: APIRequestContext,
  selection: Selection,
  start: string,
): Promise<number> {
  let taken = 0;
  for (let room = 0; room < 10; room += 1) {
    const response = await request.post('/api/reservation/create', {
      data: {
        reservationData: {
          checkupSlug: selection.checkup,
          timeSlotStart: start,
          locationSlug: selection.location,
          services: [],
          servicesPartner: [],
          paymentId: `${selection.checkup}-${randomUUID()}`,
          personalData: {
            firstName: 'Other',
            lastName: `Customer ${'ABCDEFGHIJ'[room]}`,
            email: `other-${room}-${Date.now()}@example.ch`,
            phone: '+41791234567',
            birthDate: '1970-01-15',
            biologicalSex: 'male',
            street: 'Seefeldstrasse 1',
            postalCode: '8008',
            city: 'Zürich',
            country: 'CH',
          },
          discountCode: null,
          personalDataPartner: null,
          installmentMonths: 0,
          country: selection.locale.endsWith('-de') ? 'de' : 'ch',
          consent: givenConsent(),
          screening: fineScreening(selection.checkup),
        },
        url: 'http://localhost/en-ch/summary',
        utmParameters: {},
      },
    });
    if (response.status() === 409) return taken;
    expect(response.ok(), await response.text()).toBe(true);
    taken += 1;
  }
  throw new Error('a location with more than ten rooms?');
}

/** The idle popup stays away: it would cover what a test looks at. */
export async function keepIdlePopupAway(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('nova.idlePopup.closed', '1'));
}
