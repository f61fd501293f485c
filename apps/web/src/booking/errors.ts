// The error catalogue: every id the API answers with or the storefront shows, and its HTTP status.
import { CARD_ERROR_IDS } from './card-errors';

/** Ids shown to a user (each has UI copy in en, de and fr). */
export const USER_ERROR_IDS = [
  'payment-failed-or-canceled-by-user',
  'error-stripe-payment',
  'reserve-timeslot-error-other',
  'reserve-timeslot-error-already-booked',
  'error-confirming-reservation-from-app',
  'salesforce-reservation-failed',
  'error-in-wallee-lightbox-initialization',
  'unpaid-missing-reservation-id-or-email',
  'unpaid-reservation-already-confirmed',
  'unpaid-email-does-not-match',
  'unpaid-reservation-not-found',
  'discount-code-invalid',
  'partner-reservation-not-found',
  'partner-reservation-not-partner-booking',
  'partner-reservation-email-not-allowed',
  // Added by us for input the specification does not name; each has UI copy too.
  'invalid-request',
  'validation-failed',
  'checkup-not-found',
  'checkup-not-sold-in-market',
  'location-not-found',
  'location-coming-soon',
  'service-not-found',
  'service-cannot-be-booked',
  'service-not-available-for-checkup',
  'service-unsupported-at-location',
  'services-cannot-be-booked-together',
  'service-not-sold-in-currency',
  'installments-not-available',
  'timeslot-invalid',
  'too-many-requests',
  'payload-too-large',
  'not-found',
  // Added with the money path's limits (issue 14).
  'discount-code-used-up',
  'idempotency-key-reused',
  'partner-already-completed',
  'timeslot-beyond-horizon',
  'too-many-pending-reservations',
  // Added with the consent on the summary (issue 18).
  'consent-required',
  'consent-version-outdated',
  // Why a card was refused (issue 18), shown beside the card field.
  ...CARD_ERROR_IDS,
  // The bank's 3-D Secure check was not passed (a redirect that came back failed).
  'payment-authentication-failed',
  // The waiting list of a full day (issue 20).
  'waitlist-day-full',
  'waitlist-too-many',
] as const;
export type UserErrorId = (typeof USER_ERROR_IDS)[number];

/** Ids written only to the internal log. */
export const LOG_ONLY_IDS = [
  'cancel-reservation-error',
  'cancel-reservation-success',
  'confirm-reservation-error',
  'confirm-reservation-success',
  'check-timeslot-occupation-error',
  'timeslot-occupied',
  'error-fetching-timeslots',
  'reserve-timeslot-success',
  'reserve-timeslot-success-with-downpayment',
  'payment-downpayment-pending',
  'payment-confirmation',
  'logging-failed',
  'lead-webhook-failed',
  // What the browser reports to /api/log (issue 14: only catalogue ids are accepted there).
  'lead-submission-failed',
  'reserve-timeslot-failed',
  'page-error',
] as const;
export type LogOnlyId = (typeof LOG_ONLY_IDS)[number];

export type ErrorId = UserErrorId;

const STATUS: Partial<Record<ErrorId, number>> = {
  'reserve-timeslot-error-already-booked': 409,
  'unpaid-reservation-already-confirmed': 409,
  'unpaid-email-does-not-match': 403,
  'partner-reservation-email-not-allowed': 422,
  'unpaid-reservation-not-found': 404,
  'partner-reservation-not-found': 404,
  'not-found': 404,
  'too-many-requests': 429,
  'too-many-pending-reservations': 429,
  'discount-code-used-up': 409,
  'idempotency-key-reused': 422,
  'partner-already-completed': 409,
  // Well-formed, but without the agreement a reservation needs.
  'consent-required': 422,
  // Consent to a wording that is no longer the current one: the page must reload the text.
  'consent-version-outdated': 409,
  'payload-too-large': 413,
  // That day's list holds as many as a freed time could ever reach.
  'waitlist-day-full': 409,
  // The address already waits for as many days as one person may.
  'waitlist-too-many': 429,
  'payment-failed-or-canceled-by-user': 402,
  'card-declined': 402,
  'card-insufficient-funds': 402,
  'card-expired': 402,
  'card-incorrect-cvc': 402,
  'card-processing-error': 402,
  'payment-authentication-failed': 402,
  'error-stripe-payment': 502,
  'salesforce-reservation-failed': 502,
  'error-in-wallee-lightbox-initialization': 502,
  'error-confirming-reservation-from-app': 502,
};

/** The HTTP status an error id is answered with; input errors default to 400. */
export function httpStatusOf(id: ErrorId): number {
  return STATUS[id] ?? 400;
}

/** A refusal decided by the domain: an error id plus, for validation, the fields at fault. */
export class BookingError extends Error {
  readonly id: ErrorId;
  readonly fields: string[];
  constructor(id: ErrorId, fields: string[] = []) {
    super(id);
    this.name = 'BookingError';
    this.id = id;
    this.fields = fields;
  }
}

export function isUserErrorId(value: string): value is UserErrorId {
  return (USER_ERROR_IDS as readonly string[]).includes(value);
}
