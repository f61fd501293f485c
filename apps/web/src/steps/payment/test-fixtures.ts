// Tests only. Shared by the payment, return and success component tests: a stored reservation as the API answers it, and the places it names.
import type { PricingInput } from '@/booking/pricing';
import { catalogue, priced, welcome100 } from '@/booking/test-fixtures';
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

/**
 * A stored reservation as fetch-unpaid answers it: the order priced by the booking domain from the
 * fixture catalogue (with `order` changing what is priced), and the amounts that pricing gives.
 */
export function unpaid(
  overrides: Partial<UnpaidReservation> = {},
  order: Partial<PricingInput> = {},
): UnpaidReservation {
  const pricing = priced({
    checkupSlug: overrides.checkupSlug ?? 'whole_body_scan_with_blood_test',
    isPartnerBooking: overrides.isPartnerBooking ?? false,
    services: overrides.services ?? [],
    servicesPartner: overrides.servicesPartner ?? [],
    installmentMonths: overrides.installmentMonths ?? 0,
    ...order,
  });
  const due = pricing.paymentDataDiscounted;
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
    currency: due.currency,
    installmentMonths: 0,
    discountCode: pricing.discounts.find((discount) => discount.kind === 'code')?.code ?? null,
    reservationType: due.reservationType,
    amounts: {
      subtotal: due.subtotal,
      discountTotal: due.discountTotal,
      total: due.total,
      dueNow: due.dueNow,
    },
    pricing,
    ...overrides,
  };
}

/** A pair at Basel Rheinfelden (a location discount for both), an add-on each, and the code WELCOME100. */
export function pairOrder(): UnpaidReservation {
  return unpaid(
    {
      isPartnerBooking: true,
      locationSlug: 'basel_rheinfelden',
      services: ['dxa'],
      servicesPartner: ['mr-mammography-add-on'],
    },
    { locationSlug: 'basel_rheinfelden', discountCode: 'WELCOME100', discount: welcome100 },
  );
}

/** Each term of a price list beside its amount, Intl's no-break space after the currency read as a space. */
export function linesOf(list: Element): [string | null, string | undefined][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextSibling?.textContent?.replace(/\s/g, ' '),
  ]);
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
