// Pressing Reserve again after going back from payment: the same booking is the same reservation, a changed one replaces it.
import {
  planReservationRequest,
  REPEAT_WINDOW_MS,
  type ReservationRequestRecord,
  reservationFingerprint,
} from './reservation-request';

const CREATED = Date.parse('2027-03-01T09:00:00Z');
const booking = {
  checkupSlug: 'nova_premium',
  locationSlug: 'zurich',
  services: ['ecg'],
  personalData: { email: 'anna@example.com', firstName: 'Anna' },
};
const fingerprint = reservationFingerprint(booking);
const previous: ReservationRequestRecord = {
  reservationId: 'r-1',
  paymentId: `nova_premium-${CREATED}`,
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
      ...overrides,
    });

  it('makes a new key and replaces nothing on the first press', () => {
    const now = CREATED + 5;
    expect(plan({ previous: null, cartReservationId: null, now })).toEqual({
      paymentId: `nova_premium-${now}`,
      replaces: null,
    });
  });

  it('repeats the key of the same booking, so the server answers the same reservation', () => {
    expect(plan()).toEqual({ paymentId: previous.paymentId, replaces: null });
  });

  it('makes a new key for a changed booking and names the earlier reservation to replace', () => {
    const now = CREATED + 60_000;
    expect(plan({ fingerprint: reservationFingerprint({ ...booking, services: [] }) })).toEqual({
      paymentId: `nova_premium-${now}`,
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
    expect(plan({ now: CREATED - 1 }).paymentId).toBe(`nova_premium-${CREATED - 1}`);
  });

  it('leaves alone a reservation the cart no longer pays (a pay-later link opened since)', () => {
    expect(plan({ cartReservationId: 'r-2' })).toEqual({
      paymentId: `nova_premium-${CREATED + 60_000}`,
      replaces: null,
    });
    expect(plan({ cartReservationId: null }).replaces).toBeNull();
  });
});
