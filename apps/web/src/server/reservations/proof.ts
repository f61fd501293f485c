// A paid booking proven by its id and an email: what the success page's calendar file and receipt ask for before they answer.
import 'server-only';
import { object, string } from 'yup';
import { BookingError } from '../../booking/errors';
import { BOOKED } from '../../booking/reservation-status';
import { isRecord } from '../../booking/untrusted-json';
import { MESSAGES, sameEmail, validatePayload } from '../../booking/validation';
import { getDatabase } from '../db/client';
import type { Reservation } from '../db/schema';
import { clientOf, limitLookup } from '../limits/requests';
import { findReservation } from './lookup';
import { partnerLimitKey, reservationIdOfPartnerToken } from './partner-token';
import { readLookupBody } from './requests';

/** The body of POST /api/reservation/calendar and /receipt: which reservation, and the email that proves it is the caller's. */
const bookingProofSchema = object({
  reservationId: string().trim().required(MESSAGES.required).max(100, MESSAGES.tooLong),
  email: string().trim().required(MESSAGES.required).max(254, MESSAGES.tooLong),
});

export interface BookingProof {
  reservationId: string;
  email: string;
}

/** The id and email of a request body; anything else is the pay-later lookup's missing-field refusal. */
export function readBookingProof(body: unknown): BookingProof {
  const parsed = validatePayload(bookingProofSchema, body);
  if (!parsed.ok) throw new BookingError('unpaid-missing-reservation-id-or-email');
  return parsed.value;
}

/**
 * The paid reservation the email proves: the customer's own, or with `partnerToo` also the
 * partner's once their details are on file (they attend the same appointment). An unknown id, a
 * wrong email and a booking not paid (or no longer, refunded) all answer `not-found` alike: asking
 * confirms nothing, and each such answer counts against the reservation's wrong-email limit.
 */
export async function findPaidBooking(
  { reservationId, email }: BookingProof,
  { partnerToo }: { partnerToo: boolean },
): Promise<Reservation> {
  const row = await findReservation({ db: await getDatabase(), id: reservationId });
  const isPartner =
    partnerToo &&
    row !== null &&
    row.partnerCompletedAt !== null &&
    sameEmail(row.personalDataPartner?.email, email);
  if (row === null || !(sameEmail(row.personalData.email, email) || isPartner)) {
    throw new BookingError('not-found');
  }
  // The receipt and calendar stay the customer's after the day, came they or not.
  if (!BOOKED.includes(row.status)) throw new BookingError('not-found');
  return row;
}

/**
 * A paid pair booking for its partner, proven by the partner's own link token and email (the
 * partner never learns the reservation id): only the partner's email counts, once their details
 * are on file; anything else is `not-found`, within the lookup limits, counted under the token.
 */
export async function withPaidBookingOfPartner<T>(
  { body, headers }: { body: unknown; headers: Headers },
  use: (row: Reservation) => Promise<T>,
): Promise<T> {
  const { partnerToken, email } = readLookupBody(body, 'partnerToken');
  if (partnerToken === null || email === null) {
    throw new BookingError('unpaid-missing-reservation-id-or-email');
  }
  return limitLookup(
    { client: clientOf(headers), reservationId: partnerLimitKey(partnerToken), email },
    async () => {
      const db = await getDatabase();
      const id = await reservationIdOfPartnerToken(db, partnerToken);
      const row = id === null ? null : await findReservation({ db, id });
      const proven =
        row !== null &&
        row.partnerCompletedAt !== null &&
        sameEmail(row.personalDataPartner?.email, email) &&
        BOOKED.includes(row.status);
      if (!proven) throw new BookingError('not-found');
      return use(row);
    },
  );
}

/** Whether a body proves a booking with a partner token rather than a reservation id. */
export function isPartnerProof(body: unknown): boolean {
  return isRecord(body) && body.partnerToken !== undefined;
}
