// The ids of the error catalogue: what the API answers with or the storefront shows, and what only the log records.
import { CARD_ERROR_IDS } from './card-errors';

/** Ids shown to a user (each has UI copy in en, de and fr). */
export const USER_ERROR_IDS = [
  'payment-failed-or-canceled-by-user',
  'error-stripe-payment',
  'reserve-timeslot-error-other',
  'reserve-timeslot-error-already-booked',
  // Unpaid reservations hold their share of that clinic-day and this address holds one of them: try another time, or again shortly.
  'reserve-timeslot-temporarily-held',
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
  // Managing a booking from its link (issue 20).
  'manage-link-invalid',
  'booking-not-cancellable',
  'booking-not-reschedulable',
  'booking-move-not-online',
  // A dearer clinic's move whose difference must be paid by card first (issue 20).
  'booking-move-needs-payment',
  // The new time was lost before the difference's payment succeeded: refunded (issue 20).
  'booking-move-time-lost',
  // The waiting list of a full day (issue 20).
  'waitlist-day-full',
  'waitlist-too-many',
  // A waiting list only for a day that is fully booked (issue 21).
  'waitlist-day-open',
  // Replacing a reservation that another tab or window has paid, or is paying (issue 36).
  'reservation-already-being-paid',
  // A second booking of one email at a time it already holds or has paid (issue 36).
  'reservation-overlaps-own-booking',
  // A move's payment started while a newer move of the booking began (another tab): it was cancelled.
  'booking-move-superseded',
  // A waiting-list confirmation link that confirms nothing: unknown, lapsed, or its day is over.
  'waitlist-link-invalid',
  // The process is starting, stopping or without its database or content: a load balancer's
  // readiness probe (GET /api/ready, issue 37) sends its traffic elsewhere.
  'not-ready',
  // The database could not answer in time (down, frozen, overloaded): nothing was saved, try again shortly (issue 37).
  'service-unavailable',
  // The MRI safety questions before paying (issue 40): a question unanswered or an answer not offered,
  // and an answer that cannot be booked online. Nothing is reserved or charged.
  'screening-incomplete',
  'screening-blocked',
  // A staff page or API asked without a signed-in staff member (issue 40).
  'staff-sign-in-required',
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
