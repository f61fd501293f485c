// The events of a booking's life as they are recorded (server/lifecycle/events.ts): their names, and the few non-personal details one may carry.

/**
 * Every recorded event: the machine's (reservation-status.ts) and those that change no status —
 * the reservation made, its payment first started, its bank debit reported processing (the hold
 * kept longer), the partner's details completed, a move, and a part of what was paid given back (an instalment charged after the booking ended, a move's
 * difference); a move's difference reported processing by the bank (its new time kept longer), and
 * that debit failing after all (the new time let go, the booking staying where it was).
 */
export const BOOKING_EVENT_NAMES = [
  'create',
  'start-payment',
  'payment-processing',
  'confirm',
  'cancel',
  'withdraw',
  'expire',
  'refund',
  'complete-partner',
  'move',
  'refund-instalment',
  'refund-move',
  'move-processing',
  'move-debit-failed',
  'arrive',
  'no-show',
] as const;
export type BookingEventName = (typeof BOOKING_EVENT_NAMES)[number];

/**
 * What an event may say besides its statuses: times, places and amounts only. Never a name, an
 * email, a birth date or anything of the customer's health.
 */
export interface BookingEventDetails {
  /** Minor units: refunded, or charged for a move. */
  amount?: number;
  /** How many provider payments a refund was split over. */
  payments?: number;
  /** A move's new start (ISO instant) and clinic. */
  startsAt?: string;
  locationSlug?: string;
  /** The move (booking_moves id) an event of a move's payment concerns. */
  move?: string;
  /** A short code saying why (e.g. a move refunded because its time was lost: `time-lost`). */
  reason?: string;
}
