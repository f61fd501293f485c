// Pressing Reserve again after going back from payment: the same booking is the same reservation, a changed one replaces it.
import {
  isPaymentIdFor,
  paymentIdFor,
  planReservationRequest,
  REPEAT_WINDOW_MS,
  type ReservationRequestRecord,
  reservationFingerprint,
} from './reservation-request';

const CREATED = Date.parse('2027-03-01T09:00:00Z');
const FIRST_UUID = '3b241101-e2bb-4255-8caf-4136c566a962';
const NEW_UUID = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const booking = {
  checkupSlug: 'nova_premium',
  locationSlug: 'zurich',
  services: ['ecg'],
  personalData: { email: 'anna@example.com', firstName: 'Anna' },
};
const fingerprint = reservationFingerprint(booking);
const previous: ReservationRequestRecord = {
  reservationId: 'r-1',
  paymentId: `nova_premium-${FIRST_UUID}`,
  fingerprint,
  email: 'anna@example.com',
  createdAt: CREATED,
};

describe('reservationFingerprint', () => {
  it('is the same whatever order the fields were written in', () => {
    const reordered = {
      personalData: { firstName: 'Anna', email: 'anna@example.com' },
      services: ['ecg'],
      locationSlug: 'zurich',
      checkupSlug: 'nova_premium',
    };
    expect(reservationFingerprint(reordered)).toBe(fingerprint);
  });
  it('differs when anything chosen or entered differs', () => {
    expect(reservationFingerprint({ ...booking, services: [] })).not.toBe(fingerprint);
    expect(
      reservationFingerprint({
        ...booking,
        personalData: { ...booking.personalData, email: 'anna@example.org' },
      }),
    ).not.toBe(fingerprint);
  });
});

describe('planReservationRequest', () => {
  const plan = (overrides: Partial<Parameters<typeof planReservationRequest>[0]> = {}) =>
    planReservationRequest({
      previous,
      cartReservationId: 'r-1',
      fingerprint,
      checkupSlug: 'nova_premium',
      now: CREATED + 60_000,
      randomUuid: NEW_UUID,
      ...overrides,
    });

  it('makes a new key from the check-up slug and a fresh random UUID on the first press', () => {
    expect(plan({ previous: null, cartReservationId: null, now: CREATED + 5 })).toEqual({
      paymentId: `nova_premium-${NEW_UUID}`,
      replaces: null,
    });
  });

  it('repeats the key of the same booking, so the server answers the same reservation', () => {
    expect(plan()).toEqual({ paymentId: previous.paymentId, replaces: null });
  });

  it('makes a new key for a changed booking and names the earlier reservation to replace', () => {
    expect(plan({ fingerprint: reservationFingerprint({ ...booking, services: [] }) })).toEqual({
      paymentId: `nova_premium-${NEW_UUID}`,
      replaces: { id: 'r-1', email: 'anna@example.com' },
    });
  });

  it('replaces with the email the earlier reservation was made with, not a corrected one', () => {
    const corrected = reservationFingerprint({
      ...booking,
      personalData: { ...booking.personalData, email: 'anna@example.org' },
    });
    expect(plan({ fingerprint: corrected }).replaces).toEqual({
      id: 'r-1',
      email: 'anna@example.com',
    });
  });

  it('stops repeating once the earlier hold is close to running out', () => {
    const late = plan({ now: CREATED + REPEAT_WINDOW_MS });
    expect(late.paymentId).not.toBe(previous.paymentId);
    expect(late.replaces).toEqual({ id: 'r-1', email: 'anna@example.com' });
    expect(plan({ now: CREATED + REPEAT_WINDOW_MS - 1 }).paymentId).toBe(previous.paymentId);
  });

  it('does not repeat a key from a clock that went backwards', () => {
    expect(plan({ now: CREATED - 1 }).paymentId).toBe(`nova_premium-${NEW_UUID}`);
  });

  it('leaves alone a reservation the cart no longer pays (a pay-later link opened since)', () => {
    expect(plan({ cartReservationId: 'r-2' })).toEqual({
      paymentId: `nova_premium-${NEW_UUID}`,
      replaces: null,
    });
    expect(plan({ cartReservationId: null }).replaces).toBeNull();
  });
});

describe('the payment id', () => {
  it('is the check-up slug, a dash and a random UUID', () => {
    expect(paymentIdFor('nova_premium', NEW_UUID)).toBe(`nova_premium-${NEW_UUID}`);
    expect(isPaymentIdFor(`nova_premium-${NEW_UUID}`, 'nova_premium')).toBe(true);
    expect(isPaymentIdFor(`nova_premium-${NEW_UUID.toUpperCase()}`, 'nova_premium')).toBe(true);
  });

  it('is nothing a clock or a counter makes, nor another check-up’s', () => {
    for (const guessable of [
      'nova_premium-1764576000000',
      'nova_premium-',
      `nova_premium${NEW_UUID}`,
      `nova_premium-${NEW_UUID}-1`,
      // A time-ordered UUID (version 7) and the nil UUID: a valid shape, but not random.
      'nova_premium-01890a5d-ac96-774b-bcce-b302099a8057',
      'nova_premium-00000000-0000-0000-0000-000000000000',
    ]) {
      expect(isPaymentIdFor(guessable, 'nova_premium')).toBe(false);
    }
    expect(isPaymentIdFor(`mammography-${NEW_UUID}`, 'nova_premium')).toBe(false);
  });
});
