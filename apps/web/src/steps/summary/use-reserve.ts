'use client';
// Creating the reservation from the summary: the create payload, one request at a time, and what happens after it answers.
import { useCallback, useRef, useState } from 'react';
import { trackDetailsEntered } from '@/analytics/deferred-analytics';
import type { CampaignData } from '@/booking/campaign';
import type { ConsentGiven } from '@/booking/consent';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { ReservationCreatePayload } from '@/booking/reservation-payload';
import {
  planReservationRequest,
  type ReservationRequestPlan,
  type ReservationRequestRecord,
  reservationFingerprint,
} from '@/booking/reservation-request';
import type { ScreeningSheet } from '@/booking/screening';
import type { Language, Locale, Market } from '@/booking/types';
import { sendClientLog } from '@/client/client-log/client-log';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { errorIdOf } from '@/client-api/request';
import { type CreatedReservation, createReservation, type PaymentDataRequest } from './api';

/** Refusals about the slot itself: closing the modal leads back to the time slot step. */
export const SLOT_ERRORS: readonly string[] = [
  'reserve-timeslot-error-already-booked',
  'reserve-timeslot-temporarily-held',
  'timeslot-invalid',
];

/** The server's own refusal of the safety answers (issue 40). */
const SCREENING_ERRORS: readonly string[] = ['screening-incomplete', 'screening-blocked'];

/** The consent text changed since the page was drawn: closing the modal loads the current one. */
export const CONSENT_OUTDATED = 'consent-version-outdated';

export interface ReservationInput {
  locale: Locale;
  language: Language;
  market: Market;
  booking: PaymentDataRequest & { timeSlotStart: string | null };
  customer: PersonDetails;
  partner: PartnerDetails | null;
  campaign: CampaignData;
  /** The summary's two boxes and the version of the text they were ticked beside. */
  consent: ConsentGiven;
  /** The reservation the cart holds now (made here before, or opened by a pay-later link). */
  reservationId: string | null;
  /** How this session made its last reservation: pressing Reserve again repeats or replaces it. */
  lastRequest: ReservationRequestRecord | null;
  /** The MRI safety answers: sent with the request only, never in the fingerprint the session keeps. */
  screening: ScreeningSheet;
}

/** Spec section 4: never while one is processing, nor without check-up, slot, location, names and email. */
export function isReservationBlocked(input: ReservationInput, isProcessing: boolean): boolean {
  const missing = (value: string | null) => value === null || value.trim() === '';
  const { booking, customer } = input;
  return (
    isProcessing ||
    [booking.checkupSlug, booking.timeSlotStart, booking.locationSlug].some(missing) ||
    [customer.firstName, customer.lastName, customer.email].some(missing)
  );
}

type ReservationData = ReservationCreatePayload['reservationData'];

/** Everything the reservation is made of but its idempotency key, what it replaces and the safety answers. */
export function reservationBooking(
  input: ReservationInput,
): Omit<ReservationData, 'paymentId' | 'replacesReservation' | 'screening'> {
  const { booking, customer, partner } = input;
  return {
    checkupSlug: booking.checkupSlug,
    timeSlotStart: booking.timeSlotStart ?? '',
    locationSlug: booking.locationSlug,
    services: booking.services,
    servicesPartner: partner === null ? [] : booking.servicesPartner,
    personalData: { ...customer, language: input.language, localization: input.locale },
    discountCode: booking.discountCode,
    partnerToken: null,
    personalDataPartner: partner,
    installmentMonths: booking.installmentMonths,
    paymentMethodId: null,
    country: input.market,
    consent: input.consent,
  };
}

export function reservationPayload(
  input: ReservationInput,
  request: ReservationRequestPlan,
  pageUrl: string,
): ReservationCreatePayload {
  return {
    reservationData: {
      ...reservationBooking(input),
      // The idempotency key: a double submission, or the same booking reserved again, answers the same reservation.
      paymentId: request.paymentId,
      replacesReservation: request.replaces,
      screening: input.screening,
    },
    url: pageUrl,
    utmParameters: input.campaign,
  };
}

/**
 * This press of Reserve: the key to send and what the cart should remember of it once the
 * server has answered. The same booking as last time keeps the last record (and its age); a new
 * key takes `randomUuid` as its unique part.
 */
export function reservationRequest(
  input: ReservationInput,
  now: number,
  randomUuid: string,
): { plan: ReservationRequestPlan; record: (reservationId: string) => ReservationRequestRecord } {
  const fingerprint = reservationFingerprint(reservationBooking(input));
  const plan = planReservationRequest({
    previous: input.lastRequest,
    cartReservationId: input.reservationId,
    fingerprint,
    checkupSlug: input.booking.checkupSlug,
    now,
    randomUuid,
  });
  const record = (reservationId: string): ReservationRequestRecord =>
    input.lastRequest !== null &&
    input.lastRequest.paymentId === plan.paymentId &&
    input.lastRequest.reservationId === reservationId
      ? input.lastRequest
      : {
          reservationId,
          paymentId: plan.paymentId,
          fingerprint,
          email: input.customer.email,
          createdAt: now,
        };
  return { plan, record };
}

export interface Reserve {
  reserve: (input: ReservationInput) => Promise<void>;
  isProcessing: boolean;
}

export function useReserve(options: {
  timeslotHref: string;
  onProcessingChange: (isProcessing: boolean) => void;
  onReserved: (reservation: CreatedReservation, request: ReservationRequestRecord) => void;
}): Reserve {
  const { timeslotHref, onProcessingChange, onReserved } = options;
  const { showError } = useErrorModal();
  const [isProcessing, setProcessing] = useState(false);
  // A ref as well as state: two presses within one render must not send two requests.
  const busy = useRef(false);

  const reserve = useCallback(
    async (input: ReservationInput) => {
      if (busy.current || isReservationBlocked(input, false)) return;
      busy.current = true;
      setProcessing(true);
      onProcessingChange(true);
      // The page without its query: an address may carry personal data.
      const pageUrl = `${window.location.origin}${window.location.pathname}`;
      try {
        const { plan, record } = reservationRequest(input, Date.now(), crypto.randomUUID());
        const reservation = await createReservation(reservationPayload(input, plan, pageUrl));
        await trackDetailsEntered({ locale: input.locale, email: input.customer.email }).catch(
          () => undefined,
        );
        onReserved(reservation, record(reservation.id));
      } catch (error) {
        const id = errorIdOf(error);
        // A safety refusal says something of a person's health: it is not reported to the log.
        if (!SCREENING_ERRORS.includes(id)) {
          sendClientLog({
            level: 'warn',
            message: 'reserve-timeslot-failed',
            context: { error: id },
          });
        }
        onProcessingChange(false);
        showError(
          id,
          SLOT_ERRORS.includes(id)
            ? timeslotHref
            : id === CONSENT_OUTDATED
              ? { reload: true }
              : null,
        );
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [timeslotHref, onProcessingChange, onReserved, showError],
  );

  return { reserve, isProcessing };
}
