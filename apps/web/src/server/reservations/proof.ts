// A paid booking proven by its id and an email: what the success page's calendar file and receipt ask for before they answer.
import 'server-only';
import { object, string } from 'yup';
import { BookingError } from '../../booking/errors';
import { PAID } from '../../booking/reservation-status';
import { MESSAGES, sameEmail, validatePayload } from '../../booking/validation';
import { getDatabase } from '../db/client';
import type { Reservation } from '../db/schema';
import { findReservation } from './lookup';

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
  if (!PAID.includes(row.status)) throw new BookingError('not-found');
  return row;
}
