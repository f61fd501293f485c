// How much one client, one customer email, one reservation and one recipient may ask of the booking system, so no visitor takes what the others need.

/** At most `points` requests per `windowSeconds` in one bucket. */
export interface RequestLimit {
  points: number;
  windowSeconds: number;
  /** Once full, refused from this process's memory until the window ends (no query per refusal). */
  blockInMemory?: boolean;
}

const QUARTER_HOUR = 15 * 60;
const DAY = 24 * 60 * 60;

/**
 * Reservations waiting for payment (holding rooms) at once. Two per client: one Zurich Bellevue
 * day is three rooms of up to two long check-ups each, so even two pair bookings leave a third of
 * it free. Two per email: the customer's booking and one started again in another tab.
 */
export const PENDING_RESERVATIONS_PER_CLIENT = 2;
export const PENDING_RESERVATIONS_PER_EMAIL = 2;

/** The counted buckets, each with its own limit; keys are hashed before they are stored. */
export const REQUEST_LIMITS = {
  /** Creates (a booking, a changed time, a partner's details): churning holds is bounded too. */
  reservationCreatesPerClient: { points: 10, windowSeconds: QUARTER_HOUR },
  /** Lookups by reservation id and email: pay-later, partner link, calendar file, payment start. */
  lookupsPerClient: { points: 30, windowSeconds: QUARTER_HOUR },
  /**
   * Lookups of one reservation whose email did not match, from any client: past this, even the
   * right email is refused until the window ends, so the email cannot be guessed from many places.
   */
  failedLookupsPerReservation: { points: 10, windowSeconds: QUARTER_HOUR },
  /** Pay-later and partner emails to one address: more is spam someone else sets off. */
  messagesPerRecipient: { points: 3, windowSeconds: DAY },
  /** A person types one lead; a handful a minute is already generous. */
  leadsPerClient: { points: 5, windowSeconds: 60 },
  /** Waiting-list sign-ups: a person asks for a few days; more in a quarter hour is a script. */
  waitlistJoinsPerClient: { points: 10, windowSeconds: QUARTER_HOUR },
  /**
   * Waiting-list confirmation emails to one mailbox (mailboxKey: +tags and Gmail's dots are one
   * mailbox): whoever types someone else's address can make us write to it three times a day.
   */
  waitlistConfirmationsPerMailbox: { points: 3, windowSeconds: DAY },
  /** Confirmation clicks: each guess of a token counts, so tokens cannot be tried in bulk. */
  waitlistConfirmsPerClient: { points: 20, windowSeconds: QUARTER_HOUR },
  /** Unsubscribe clicks: each guess of a token counts, so tokens cannot be tried in bulk. */
  waitlistUnsubscribesPerClient: { points: 20, windowSeconds: QUARTER_HOUR },
  /**
   * Time slot requests (the calendar and "is this start still free"): a person paging through
   * months and clinics asks one or two a click; one client's hundreds slowed everyone's calendar.
   * A short window, so even a burst the limit lets through is small (two a second on average).
   * Refusals past the limit are answered from the process's memory, without the database.
   */
  slotRequestsPerClient: { points: 20, windowSeconds: 10, blockInMemory: true },
  /** A browser logs a handful of records per visit; more in a minute is a loop or abuse. */
  logRecordsPerClient: { points: 30, windowSeconds: 60 },
} as const satisfies Record<string, RequestLimit>;

export type LimitedBucket = keyof typeof REQUEST_LIMITS;
