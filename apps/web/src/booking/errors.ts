// The error catalogue: every id the API answers with or the storefront shows, and its HTTP status.
import { type ErrorId, USER_ERROR_IDS, type UserErrorId } from './error-ids';

export { BookingError } from './booking-error';
export {
  type ErrorId,
  LOG_ONLY_IDS,
  type LogOnlyId,
  USER_ERROR_IDS,
  type UserErrorId,
} from './error-ids';

const STATUS: Partial<Record<ErrorId, number>> = {
  'reserve-timeslot-error-already-booked': 409,
  'reserve-timeslot-temporarily-held': 409,
  'unpaid-reservation-already-confirmed': 409,
  'unpaid-email-does-not-match': 403,
  'partner-reservation-email-not-allowed': 422,
  'unpaid-reservation-not-found': 404,
  'partner-reservation-not-found': 404,
  'not-found': 404,
  'too-many-requests': 429,
  // The database could not answer in time; answered with Retry-After, never as a fault of the input.
  'service-unavailable': 503,
  'too-many-pending-reservations': 429,
  'discount-code-used-up': 409,
  'idempotency-key-reused': 422,
  'partner-already-completed': 409,
  // Well-formed, but without the agreement a reservation needs.
  'consent-required': 422,
  // Consent to a wording that is no longer the current one: the page must reload the text.
  'consent-version-outdated': 409,
  'payload-too-large': 413,
  // Well-formed, but a safety question is unanswered or answered with a choice it does not offer.
  'screening-incomplete': 422,
  // A safety answer that needs the clinic's advice before an MRI is booked (issue 40).
  'screening-blocked': 422,
  // The staff pages and their API without a staff session (issue 40).
  'staff-sign-in-required': 401,
  // A link that opens nothing: unknown, expired or mistyped, answered alike.
  'manage-link-invalid': 404,
  // Not paid, already refunded, or the appointment has begun.
  'booking-not-cancellable': 409,
  // Not paid, or past the cut-off before the start.
  'booking-not-reschedulable': 409,
  // Another clinic whose price would need a further charge or a new instalment plan: support moves it.
  'booking-move-not-online': 409,
  // A dearer clinic: /api/booking/reschedule cannot move it, the card payment of the difference can.
  'booking-move-needs-payment': 409,
  // The difference was paid but the held time was taken meanwhile: the charge goes back.
  'booking-move-time-lost': 409,
  // That day's list holds as many as a freed time could ever reach.
  'waitlist-day-full': 409,
  // The day still has a free start for that selection: it is booked, not waited for.
  'waitlist-day-open': 409,
  // A confirmation link that confirms nothing: unknown, lapsed or for a day over, answered alike.
  'waitlist-link-invalid': 404,
  // The address already waits for as many days as one person may.
  'waitlist-too-many': 429,
  // The reservation a new one was to replace is paid or being paid: nothing is replaced or made.
  'reservation-already-being-paid': 409,
  // The email already holds or has paid a booking at an overlapping time.
  'reservation-overlaps-own-booking': 409,
  // A newer move of the booking began meanwhile: this move's payment was cancelled.
  'booking-move-superseded': 409,
  // Starting, stopping or cut off from the database or content: try another process, or shortly.
  'not-ready': 503,
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

export function isUserErrorId(value: string): value is UserErrorId {
  return (USER_ERROR_IDS as readonly string[]).includes(value);
}
