// The booking cart: what a visitor has chosen and entered in this browser session (spec section 3, "Booking cart").

import { type CampaignData, NO_CAMPAIGN } from '@/booking/campaign';
import type { StepSlug } from '@/booking/guards';
import { isStepSlug } from '@/booking/guards';
import type { InstallmentMonths } from '@/booking/money';
import type { PartnerDetails, PersonalData } from '@/booking/person';
import type { ReservationRequestRecord } from '@/booking/reservation-request';

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

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const bool = (value: unknown): boolean => value === true;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readPersonalData(value: unknown): PersonalData | null {
  const data = record(value);
  if (data === null) return null;
  const text = (key: string) => str(data[key]) ?? '';
  const language = data.language;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    country: text('country'),
    postalCode: text('postalCode'),
    street: text('street'),
    birthDate: text('birthDate'),
    biologicalSex: data.biologicalSex === 'female' ? 'female' : 'male',
    language: language === 'en' || language === 'de' || language === 'fr' ? language : null,
    localization: str(data.localization),
  };
}

function readPartnerData(value: unknown): PartnerDetails | null {
  const data = record(value);
  if (data === null) return null;
  const text = (key: string) => str(data[key]) ?? '';
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email') };
}

function readReservationRequest(value: unknown): ReservationRequestRecord | null {
  const data = record(value);
  if (data === null) return null;
  const reservationId = str(data.reservationId);
  const paymentId = str(data.paymentId);
  const fingerprint = str(data.fingerprint);
  const email = str(data.email);
  const createdAt = num(data.createdAt);
  if (reservationId === null || paymentId === null || fingerprint === null) return null;
  if (email === null || createdAt === null) return null;
  return { reservationId, paymentId, fingerprint, email, createdAt };
}

function readCampaign(value: unknown): CampaignData {
  const data = record(value) ?? {};
  const campaign = { ...NO_CAMPAIGN };
  for (const field of Object.keys(NO_CAMPAIGN) as (keyof CampaignData)[]) {
    campaign[field] = str(data[field]);
  }
  return campaign;
}

/**
 * A cart read back from storage, field by field: storage is written by older versions of this
 * code and can be edited by hand, so nothing is trusted. Slugs the market does not know are
 * dropped, as an address's are.
 */
export function sanitiseCart(value: unknown, known: KnownSlugs): BookingCart {
  const data = record(value);
  if (data === null) return emptyCart();
  const knownOnly = (list: readonly string[], slug: string | null) =>
    slug !== null && list.includes(slug) ? slug : null;
  const months = data.installmentMonths;
  return {
    checkupSlug: knownOnly(known.checkups, str(data.checkupSlug)),
    locationSlug: knownOnly(known.locations, str(data.locationSlug)),
    servicesSlugs: strings(data.servicesSlugs).filter((slug) => known.services.includes(slug)),
    servicesPartnerSlugs: strings(data.servicesPartnerSlugs).filter((slug) =>
      known.services.includes(slug),
    ),
    discountCode: str(data.discountCode),
    startDate: str(data.startDate),
    selectedDate: str(data.selectedDate),
    timeSlotStart: str(data.timeSlotStart),
    timeSlotEnd: str(data.timeSlotEnd),
    totalDuration: num(data.totalDuration),
    personalData: readPersonalData(data.personalData),
    personalDataPartner: readPartnerData(data.personalDataPartner),
    reservationId: str(data.reservationId),
    reservationIdPartner: str(data.reservationIdPartner),
    reservationName: str(data.reservationName),
    reservationRequest: readReservationRequest(data.reservationRequest),
    // A reload mid-request leaves no request running: processing never survives storage.
    isReservationProcessing: false,
    isReservationSuccess: bool(data.isReservationSuccess),
    isPaymentSuccess: bool(data.isPaymentSuccess),
    isPartnerBooking: bool(data.isPartnerBooking),
    partner: bool(data.partner),
    installmentMonths: months === 6 || months === 12 ? months : 0,
    campaign: readCampaign(data.campaign),
    visitedSteps: strings(data.visitedSteps).filter(isStepSlug),
  };
}
