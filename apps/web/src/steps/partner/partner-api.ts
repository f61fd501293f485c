// The partner's calls: the pair booking their link's token stands for (fetch-partner), and storing their own details (create with partnerToken); the token and email travel in POST bodies only.
import type { ConsentGiven } from '@/booking/consent';
import type { PersonalData } from '@/booking/person';
import { paymentIdFor } from '@/booking/reservation-request';
import type { ScreeningAnswers } from '@/booking/screening';
import { isRecord } from '@/booking/untrusted-json';
import { ApiError, FALLBACK_ERROR_ID, readJson, refusalOf, send } from '@/client-api/request';
import type { BookedAppointment } from '../cart/cart';

/**
 * What fetch-partner tells the partner: the fixed selection, nothing about the customer, and not
 * the reservation id (with the customer's email it would prove the booking as theirs).
 */
export interface PartnerReservation extends Omit<BookedAppointment, 'id'> {
  servicesPartner: string[];
  partnerCompleted: boolean;
  /** The customer called the booking off: the page says so, and offers nothing to complete. */
  cancelled: boolean;
  /** The customer moved it since the partner was invited: the time and clinic are the new ones. */
  moved: boolean;
}

const NOT_FOUND = 'partner-reservation-not-found';

function readReservation(body: unknown): PartnerReservation | null {
  if (!isRecord(body) || !isRecord(body.reservation)) return null;
  const r = body.reservation;
  const text = (key: string) => (typeof r[key] === 'string' ? r[key] : null);
  const name = text('name');
  const checkupSlug = text('checkupSlug');
  const locationSlug = text('locationSlug');
  const timeSlotStart = text('timeSlotStart');
  const timeSlotEnd = text('timeSlotEnd');
  if (!name || !checkupSlug || !locationSlug || !timeSlotStart || !timeSlotEnd) return null;
  const services = Array.isArray(r.servicesPartner) ? r.servicesPartner : [];
  return {
    name,
    checkupSlug,
    locationSlug,
    timeSlotStart,
    timeSlotEnd,
    servicesPartner: services.filter((slug): slug is string => typeof slug === 'string'),
    partnerCompleted: r.partnerCompleted === true,
    cancelled: r.cancelled === true,
    moved: r.moved === true,
  };
}

export const FETCH_PARTNER_ROUTE = '/api/reservation/fetch-partner';

export async function fetchPartnerReservation(
  token: string,
  email: string,
  fetcher: typeof fetch = fetch,
): Promise<PartnerReservation> {
  const response = await send(
    FETCH_PARTNER_ROUTE,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, email }),
      cache: 'no-store',
    },
    { fallback: NOT_FOUND, fetcher },
  );
  if (!response.ok) throw await refusalOf(response, NOT_FOUND);
  const reservation = readReservation(await readJson(response));
  if (reservation === null) throw new ApiError(NOT_FOUND, response.status);
  return reservation;
}

export interface PartnerCompletionRequest {
  /** The partner's own link token: it stands for the pair booking. */
  token: string;
  reservation: PartnerReservation;
  personalData: PersonalData;
  /** The partner's own consent, stamped on the pair booking with their details. */
  consent: ConsentGiven;
  /** The partner's own MRI safety answers (health data: in the body only, never the address). */
  screening: ScreeningAnswers;
  market: 'ch' | 'de';
  /** The page address without its query. */
  url: string;
}

/**
 * The reservation create route completes the pair booking `partnerToken` stands for: it
 * stores the partner's details, takes no room and prices nothing (docs/decisions/0011-reservations-and-database.md).
 */
export async function completePartnerDetails(
  request: PartnerCompletionRequest,
  fetcher: typeof fetch = fetch,
): Promise<{ name: string }> {
  const { token, reservation, personalData, consent, screening, market, url } = request;
  const body = {
    reservationData: {
      checkupSlug: reservation.checkupSlug,
      timeSlotStart: reservation.timeSlotStart,
      locationSlug: reservation.locationSlug,
      services: [],
      servicesPartner: [],
      // The server reads only the id and the details; the key has the shape every create needs.
      paymentId: paymentIdFor(reservation.checkupSlug, crypto.randomUUID()),
      // Unset rather than null: the create route's schema allows these to be missing, not empty.
      personalData: {
        ...personalData,
        language: personalData.language ?? undefined,
        localization: personalData.localization ?? undefined,
      },
      discountCode: null,
      replacesReservation: null,
      partnerToken: token,
      personalDataPartner: null,
      installmentMonths: 0,
      paymentMethodId: null,
      country: market,
      consent,
      // The request's own person answers as `customer`: here the partner, for themselves.
      screening: { customer: screening, partner: null },
    },
    url,
  };
  const response = await send(
    '/api/reservation/create',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    { fetcher },
  );
  if (!response.ok) throw await refusalOf(response);
  const answer = await readJson(response);
  if (isRecord(answer) && isRecord(answer.reservation)) {
    const { name } = answer.reservation;
    if (typeof name === 'string') return { name };
  }
  throw new ApiError(FALLBACK_ERROR_ID, response.status);
}
