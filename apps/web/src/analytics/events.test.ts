/** @jest-environment jsdom */
import { createHash, webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import {
  type Purchase,
  trackAddonsChosen,
  trackCheckupsViewed,
  trackDetailsEntered,
  trackLocationChosen,
  trackPaymentStarted,
  trackPurchase,
  trackSlotChosen,
  trackSummaryViewed,
} from './events';
import { hashEmail } from './sha256';

// jsdom lacks SubtleCrypto and TextEncoder; browsers have both, the same APIs Node implements.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
}
globalThis.TextEncoder ??= TextEncoder;

const events = () => (window.dataLayer ?? []).filter((entry) => 'event' in entry);
const last = () => events().at(-1);

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
});

describe('booking funnel events', () => {
  it('reports each step with its choices, an event id and the session id', () => {
    trackCheckupsViewed({ locale: 'de-ch', checkups: ['whole_body_scan', 'mammography'] });
    trackAddonsChosen({ locale: 'de-ch', checkup: 'whole_body_scan', services: ['dxa'] });
    trackLocationChosen({ locale: 'de-ch', checkup: 'whole_body_scan', location: 'bern' });
    trackSlotChosen({
      locale: 'de-ch',
      checkup: 'whole_body_scan',
      location: 'bern',
      slotStart: '2026-12-01T07:30:00Z',
    });
    trackSummaryViewed({
      locale: 'de-ch',
      checkup: 'whole_body_scan',
      location: 'bern',
      totalMinor: 324_000,
      currency: 'CHF',
    });
    trackPaymentStarted({
      locale: 'de-ch',
      totalMinor: 324_000,
      currency: 'CHF',
      installmentMonths: 6,
    });
    expect(events().map((entry) => entry.event)).toEqual([
      'view_checkups',
      'choose_addons',
      'choose_location',
      'choose_slot',
      'view_summary',
      'begin_payment',
    ]);
    expect(events()[3]).toMatchObject({ booking_date: '2026-12-01', booking_time: '08:30' });
    expect(events()[4]).toMatchObject({ value: 3240, currency: 'CHF' });
    expect(last()).toMatchObject({ installment_months: 6 });
    const eventIds = new Set(events().map((entry) => entry.event_id));
    expect(eventIds.size).toBe(6);
    expect(new Set(events().map((entry) => entry.session_id)).size).toBe(1);
  });

  it('carries the email of the details step only as the SHA-256 of its lowercased, trimmed form', async () => {
    await trackDetailsEntered({ locale: 'en-ch', email: '  Anna.Muster@Example.CH ' });
    const expected = createHash('sha256').update('anna.muster@example.ch').digest('hex');
    expect(last()).toMatchObject({ event: 'enter_details', email_sha256: expected });
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/anna/i);
    expect(await hashEmail('ANNA.muster@example.ch')).toBe(expected);
  });
});

describe('purchase event', () => {
  const purchase: Purchase = {
    locale: 'de-ch',
    reservationId: '4f1c2a9e-0000-4000-8000-000000000001',
    totalMinor: 224_000,
    currency: 'CHF',
    slotStart: '2026-07-01T06:00:00Z',
    checkup: 'whole_body_scan_with_blood_test',
    location: 'basel_rheinfelden',
    discountMinor: 25_000,
    discountCode: 'SPRING',
  };

  it('carries value, currency, booking date and time, scan type, location and the discount', () => {
    expect(trackPurchase(purchase)).toBe(true);
    expect(last()).toMatchObject({
      event: 'purchase',
      transaction_id: purchase.reservationId,
      value: 2240,
      currency: 'CHF',
      booking_date: '2026-07-01',
      booking_time: '08:00',
      scan_type: 'whole_body_scan_with_blood_test',
      location: 'basel_rheinfelden',
      discount_applied: true,
      discount_value: 250,
      discount_code: 'SPRING',
    });
  });

  it('is sent once per reservation, also after a reload', () => {
    expect(trackPurchase(purchase)).toBe(true);
    expect(trackPurchase(purchase)).toBe(false);
    expect(trackPurchase({ ...purchase, reservationId: 'another' })).toBe(true);
    expect(events().filter((entry) => entry.event === 'purchase')).toHaveLength(2);
  });

  it('says when no discount applied', () => {
    trackPurchase({ ...purchase, discountMinor: 0, discountCode: null });
    expect(last()).toMatchObject({
      discount_applied: false,
      discount_value: 0,
      discount_code: null,
    });
  });
});
