// A stored cart read back, field by field: only when a page is entered (the cart's arrival), not in the steps' first scripts.
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

import type { BookingCart, KnownSlugs } from './cart';

// Read by hand, not through a schema library: the cart was in every step's first scripts, and yup
// cost them 12 KB gzipped. Each reader answers the stored value where it keeps its rule, else the
// field's default, so one bad field does not cost the rest. Only primitives count (5 is not "5").

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string, or null. */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** One of the allowed values, or null. */
function optionalOneOf<T>(allowed: readonly T[], value: unknown): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

/**
 * A list keeps the items the whitelist allows, checked by Set lookup (a tampered list of a million
 * takes milliseconds); anything else than a list reads as empty. Every list in a stored cart is
 * such a whitelist (known slugs, step names).
 */
function listOf<T>(allowed: readonly T[], value: unknown): T[] {
  const set = new Set<unknown>(allowed);
  return Array.isArray(value) ? value.filter((item): item is T => set.has(item)) : [];
}

/** A real number (JSON has no NaN or Infinity, but a cart is read as if it could). */
function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Any string, '' included: a half-filled form. */
function anyText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function flag(value: unknown): boolean {
  return value === true;
}

function readPersonalData(value: unknown): PersonalData | null {
  if (!isRecord(value)) return null;
  return {
    firstName: anyText(value.firstName),
    lastName: anyText(value.lastName),
    email: anyText(value.email),
    phone: anyText(value.phone),
    city: anyText(value.city),
    country: anyText(value.country),
    postalCode: anyText(value.postalCode),
    street: anyText(value.street),
    birthDate: anyText(value.birthDate),
    biologicalSex: optionalOneOf<BiologicalSex>(BIOLOGICAL_SEXES, value.biologicalSex) ?? 'male',
    language: optionalOneOf<Language>(LANGUAGES, value.language),
    localization: optionalText(value.localization),
  };
}

function readPartnerDetails(value: unknown): PartnerDetails | null {
  if (!isRecord(value)) return null;
  return {
    firstName: anyText(value.firstName),
    lastName: anyText(value.lastName),
    email: anyText(value.email),
  };
}

/** All or nothing: Reserve again cannot repeat half a request. */
function readReservationRequest(value: unknown): ReservationRequestRecord | null {
  if (!isRecord(value)) return null;
  const reservationId = optionalText(value.reservationId);
  const paymentId = optionalText(value.paymentId);
  const fingerprint = optionalText(value.fingerprint);
  const email = optionalText(value.email);
  const createdAt = finiteNumber(value.createdAt);
  if (
    reservationId === null ||
    paymentId === null ||
    fingerprint === null ||
    email === null ||
    createdAt === null
  ) {
    return null;
  }
  return { reservationId, paymentId, fingerprint, email, createdAt };
}

function readCampaign(value: unknown): CampaignData {
  const stored = isRecord(value) ? value : {};
  return Object.fromEntries(
    Object.keys(NO_CAMPAIGN).map((field) => [field, optionalText(stored[field])]),
  ) as unknown as CampaignData;
}

/**
 * A cart read back from storage: storage is written by older versions of this code and can be
 * edited by hand, so nothing is trusted. A field that breaks its rule reads as its default; slugs
 * the market does not know are dropped, as an address's are.
 */
export function sanitiseCart(value: unknown, known: KnownSlugs): BookingCart {
  const stored = isRecord(value) ? value : {};
  return {
    checkupSlug: optionalOneOf(known.checkups, stored.checkupSlug),
    locationSlug: optionalOneOf(known.locations, stored.locationSlug),
    servicesSlugs: listOf(known.services, stored.servicesSlugs),
    servicesPartnerSlugs: listOf(known.services, stored.servicesPartnerSlugs),
    discountCode: optionalText(stored.discountCode),
    startDate: optionalText(stored.startDate),
    selectedDate: optionalText(stored.selectedDate),
    timeSlotStart: optionalText(stored.timeSlotStart),
    timeSlotEnd: optionalText(stored.timeSlotEnd),
    totalDuration: finiteNumber(stored.totalDuration),
    personalData: readPersonalData(stored.personalData),
    personalDataPartner: readPartnerDetails(stored.personalDataPartner),
    reservationId: optionalText(stored.reservationId),
    partnerToken: optionalText(stored.partnerToken),
    reservationName: optionalText(stored.reservationName),
    reservationRequest: readReservationRequest(stored.reservationRequest),
    // A reload mid-request leaves no request running: processing never survives storage.
    isReservationProcessing: false,
    isReservationSuccess: flag(stored.isReservationSuccess),
    isPaymentSuccess: flag(stored.isPaymentSuccess),
    isPartnerBooking: flag(stored.isPartnerBooking),
    partner: flag(stored.partner),
    // Paying at once (0) is the default, which also catches -0, a number JSON can hold.
    installmentMonths: optionalOneOf<InstallmentMonths>([6, 12], stored.installmentMonths) ?? 0,
    campaign: readCampaign(stored.campaign),
    visitedSteps: listOf<StepSlug>(STEP_SLUGS, stored.visitedSteps),
  };
}
