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
 * Reservations waiting for payment (holding rooms) at once. Per client address, for volume only:
 * many real customers share one (an office, a hotel, a mobile carrier), so it is what twenty
 * colleagues booking in the same half hour need; a script behind one address is held to half of
 * any clinic-day by the unpaid share (unpaid-share.ts) however many it may hold. Two per email, the
 * person: their booking and one started again in another tab.
 */
export const PENDING_RESERVATIONS_PER_CLIENT = 25;
export const PENDING_RESERVATIONS_PER_EMAIL = 2;

/** The counted buckets, each with its own limit; keys are hashed before they are stored. */
export const REQUEST_LIMITS = {
  /**
   * Creates (a booking, a changed time, a partner's details) per address: volume, so churning holds
   * is bounded too; twenty customers behind one address, each changing their time once or twice,
   * fit in a quarter hour.
   */
  reservationCreatesPerClient: { points: 60, windowSeconds: QUARTER_HOUR },
  /**
   * Per address: manage-link requests (each counted), and lookups by reservation id and email
   * (pay-later, partner link, receipt, calendar file, manage link, payment start) that proved
   * nothing; one that proves its reservation is not counted (limitLookup).
   */
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
   * Waiting-list confirmation emails to one mailbox (recipientMailboxKey: +tags and Gmail's dots are one
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
  /**
   * Staff sign-in link requests per address (issue 40): a clinic's desk shares one address, and a
   * person asks once or twice a shift; more in a quarter hour is a script.
   */
  staffSignInsPerClient: { points: 20, windowSeconds: QUARTER_HOUR },
  /** Sign-in links to one work mailbox: a few an hour, however many addresses ask. */
  staffSignInLinksPerMailbox: { points: 5, windowSeconds: 60 * 60 },
  /** A browser logs a handful of records per visit; more in a minute is a loop or abuse. */
  logRecordsPerClient: { points: 30, windowSeconds: 60 },
} as const satisfies Record<string, RequestLimit>;

export type LimitedBucket = keyof typeof REQUEST_LIMITS;
