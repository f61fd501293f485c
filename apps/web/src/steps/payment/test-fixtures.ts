// Shared by the payment, return and success component tests: a stored reservation as the API answers it, and the places it names.
import { catalogue } from '@/booking/test-fixtures';
import type { BookingCart } from '../cart/cart';
import type { UnpaidReservation } from './api';
import { bookingPlaces } from './places';

export const RESERVATION_ID = '0b7d2a61-8c1e-4f3a-9d2b-6e5f4a3b2c1d';
export const EMAIL = 'anna@example.ch';

export const places = bookingPlaces(
  catalogue.checkups,
  catalogue.locations.filter((location) => location.country === 'ch'),
  'en',
);

export function unpaid(overrides: Partial<UnpaidReservation> = {}): UnpaidReservation {
  return {
    id: RESERVATION_ID,
    name: 'NOVA-7K2Q9M',
    status: 'pending',
    checkupSlug: 'whole_body_scan_with_blood_test',
    locationSlug: 'zurich_bellevue',
    isPartnerBooking: false,
    timeSlotStart: '2027-03-04T10:00:00+01:00',
    timeSlotEnd: '2027-03-04T11:30:00+01:00',
    holdExpiresAt: '2027-03-01T08:30:00.000Z',
    services: [],
    servicesPartner: [],
    currency: 'CHF',
    installmentMonths: 0,
    discountCode: null,
    reservationType: 'full',
    amounts: { subtotal: 249000, discountTotal: 0, total: 249000, dueNow: 249000 },
    ...overrides,
  };
}

/** What the session cart holds after the summary created the reservation. */
export function sessionAfterSummary(reservation: UnpaidReservation = unpaid()) {
  return {
    checkupSlug: reservation.checkupSlug,
    locationSlug: reservation.locationSlug,
    timeSlotStart: reservation.timeSlotStart,
    timeSlotEnd: reservation.timeSlotEnd,
    reservationId: reservation.id,
    reservationName: reservation.name,
    isReservationSuccess: true,
    isPartnerBooking: reservation.isPartnerBooking,
    installmentMonths: reservation.installmentMonths,
    personalData: {
      firstName: 'Anna',
      lastName: 'Muster',
      email: EMAIL,
      phone: '+41791234567',
      city: 'Zürich',
      country: 'CH',
      postalCode: '8001',
      street: 'Bahnhofstrasse 1',
      birthDate: '1980-05-17',
      biologicalSex: 'female',
      language: 'en',
      localization: 'en-ch',
    },
    visitedSteps: ['check-up', 'location', 'timeslot', 'summary'],
  } satisfies Partial<BookingCart>;
}
