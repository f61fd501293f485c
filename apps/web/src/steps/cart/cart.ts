// The booking cart: what a visitor has chosen and entered in this browser session (spec section 3, "Booking cart").
import { array, boolean, mixed, number, object, string } from 'yup';
import { type CampaignData, NO_CAMPAIGN } from '@/booking/campaign';
import { STEP_SLUGS, type StepSlug } from '@/booking/guards';
import type { InstallmentMonths } from '@/booking/money';
import {
  BIOLOGICAL_SEXES,
  type BiologicalSex,
  type PartnerDetails,
  type PersonalData,
} from '@/booking/person';
import type { ReservationRequestRecord } from '@/booking/reservation-request';
import { LANGUAGES, type Language } from '@/booking/types';
import { readWithSchema } from './read-with-schema';

export interface BookingCart {
  checkupSlug: string | null;
  locationSlug: string | null;
  /** The customer's additional services. */
  servicesSlugs: string[];
  /** The partner's additional services (pair bookings only). */
  servicesPartnerSlugs: string[];
  discountCode: string | null;
  /** First day the calendar shows, YYYY-MM-DD; null is today. */
  startDate: string | null;
  selectedDate: string | null;
  /** ISO 8601 with Zurich's offset. */
  timeSlotStart: string | null;
  timeSlotEnd: string | null;
  totalDuration: number | null;
  /** The customer's details. Session storage only: never written into an address. */
  personalData: PersonalData | null;
  personalDataPartner: PartnerDetails | null;
  reservationId: string | null;
  /** The pair booking a partner's link completes (`reservationIdPartner`). */
  reservationIdPartner: string | null;
  reservationName: string | null;
  /** How this session made its last reservation: Reserve again repeats it, or replaces it. */
  reservationRequest: ReservationRequestRecord | null;
  isReservationProcessing: boolean;
  isReservationSuccess: boolean;
  isPaymentSuccess: boolean;
  /** The customer books for two. */
  isPartnerBooking: boolean;
  /** The visitor came through a partner's link (`partner=true`). */
  partner: boolean;
  installmentMonths: InstallmentMonths;
  /** Captured on the first landing of the session and kept for the reservation. */
  campaign: CampaignData;
  /** Steps entered in this session, in the order first entered. */
  visitedSteps: StepSlug[];
}

export function emptyCart(): BookingCart {
  return {
    checkupSlug: null,
    locationSlug: null,
    servicesSlugs: [],
    servicesPartnerSlugs: [],
    discountCode: null,
    startDate: null,
    selectedDate: null,
    timeSlotStart: null,
    timeSlotEnd: null,
    totalDuration: null,
    personalData: null,
    personalDataPartner: null,
    reservationId: null,
    reservationIdPartner: null,
    reservationName: null,
    reservationRequest: null,
    isReservationProcessing: false,
    isReservationSuccess: false,
    isPaymentSuccess: false,
    isPartnerBooking: false,
    partner: false,
    installmentMonths: 0,
    campaign: { ...NO_CAMPAIGN },
    visitedSteps: [],
  };
}

/** A stored reservation's appointment, as the server answers it. */
export interface BookedAppointment {
  id: string;
  name: string;
  checkupSlug: string;
  locationSlug: string;
  timeSlotStart: string;
  timeSlotEnd: string;
}

/** The cart takes a stored reservation as its booking: what was booked wins over what was chosen. */
export function adoptReservation(cart: BookingCart, reservation: BookedAppointment): void {
  cart.reservationId = reservation.id;
  cart.reservationName = reservation.name;
  cart.checkupSlug = reservation.checkupSlug;
  cart.locationSlug = reservation.locationSlug;
  cart.timeSlotStart = reservation.timeSlotStart;
  cart.timeSlotEnd = reservation.timeSlotEnd;
  cart.isReservationSuccess = true;
}

export function hasCampaign(campaign: CampaignData): boolean {
  return Object.values(campaign).some((value) => value !== null);
}

/** The slugs this page's market knows; anything else in a cart or an address is dropped. */
export interface KnownSlugs {
  checkups: readonly string[];
  services: readonly string[];
  locations: readonly string[];
}

const text = () => string().min(1);
/** A non-empty string, or null. */
const optionalText = () => text().nullable().default(null);
/** A real number (JSON has no NaN or Infinity, but a cart is read as if it could). */
const finiteNumber = () =>
  number().test('finite', (value) => value === undefined || Number.isFinite(value));
/** Any string, '' included: a half-filled form. */
const anyText = () => string().default('');

// The booking layout's bundle gets yup with this schema (the forms' rules and the idle popup had it in later chunks).
function storedCartSchema(known: KnownSlugs) {
  const campaignFields = Object.fromEntries(
    Object.keys(NO_CAMPAIGN).map((field) => [field, optionalText()]),
  ) as Record<keyof CampaignData, ReturnType<typeof optionalText>>;
  return object({
    checkupSlug: optionalText().oneOf(known.checkups),
    locationSlug: optionalText().oneOf(known.locations),
    servicesSlugs: array(string().required().oneOf(known.services)).default([]),
    servicesPartnerSlugs: array(string().required().oneOf(known.services)).default([]),
    discountCode: optionalText(),
    startDate: optionalText(),
    selectedDate: optionalText(),
    timeSlotStart: optionalText(),
    timeSlotEnd: optionalText(),
    totalDuration: finiteNumber().nullable().default(null),
    personalData: object({
      firstName: anyText(),
      lastName: anyText(),
      email: anyText(),
      phone: anyText(),
      city: anyText(),
      country: anyText(),
      postalCode: anyText(),
      street: anyText(),
      birthDate: anyText(),
      biologicalSex: mixed<BiologicalSex>().oneOf(BIOLOGICAL_SEXES).default('male'),
      language: mixed<Language>().oneOf(LANGUAGES).nullable().default(null),
      localization: optionalText(),
    })
      .nullable()
      .default(null),
    personalDataPartner: object({ firstName: anyText(), lastName: anyText(), email: anyText() })
      .nullable()
      .default(null),
    reservationId: optionalText(),
    reservationIdPartner: optionalText(),
    reservationName: optionalText(),
    // All or nothing: Reserve again cannot repeat half a request.
    reservationRequest: object({
      reservationId: text().required(),
      paymentId: text().required(),
      fingerprint: text().required(),
      email: text().required(),
      createdAt: finiteNumber().required(),
    })
      .nullable()
      .default(null),
    // A reload mid-request leaves no request running: processing never survives storage.
    isReservationProcessing: boolean().isFalse().default(false),
    isReservationSuccess: boolean().default(false),
    isPaymentSuccess: boolean().default(false),
    isPartnerBooking: boolean().default(false),
    partner: boolean().default(false),
    // Paying at once (0) is the default, which also catches -0, a number JSON can hold.
    installmentMonths: mixed<InstallmentMonths>().oneOf([6, 12]).default(0),
    campaign: object(campaignFields),
    visitedSteps: array(mixed<StepSlug>().required().oneOf(STEP_SLUGS)).default([]),
  });
}

/**
 * A cart read back from storage: storage is written by older versions of this code and can be
 * edited by hand, so nothing is trusted. A field that breaks its rule reads as its default; slugs
 * the market does not know are dropped, as an address's are.
 */
export function sanitiseCart(value: unknown, known: KnownSlugs): BookingCart {
  return readWithSchema(storedCartSchema(known), value);
}
