// Pay-later and partner lookups: a reservation found by id and proven by an email address.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { holdsRoom, PAID } from '../../booking/reservation-status';
import { sameEmail } from '../../booking/validation';
import { type Database, getDatabase } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import type { LookupQuery } from './requests';
import { isReservationId, partnerView, unpaidView } from './views';

export async function findReservation({
  db,
  id,
}: {
  db: Database;
  id: string;
}): Promise<Reservation | null> {
  if (!isReservationId(id)) return null;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/**
 * GET /api/reservation/fetch-unpaid. The email is checked before anything about the reservation
 * is told, so an id alone reveals nothing. Expired or cancelled counts as not found: its rooms
 * are gone.
 */
export async function fetchUnpaid({ query, now }: { query: LookupQuery; now: Date }) {
  if (query.id === null || query.email === null) {
    throw new BookingError('unpaid-missing-reservation-id-or-email');
  }
  const row = await findReservation({ db: await getDatabase(), id: query.id });
  return { reservation: unpaidView(checkPayable(row, query.email, now)) };
}

/**
 * A reservation its customer may still pay: the email proves who asks before anything is told;
 * a paid one cannot be paid again; an expired or cancelled one counts as not found.
 */
export function checkPayable(row: Reservation | null, email: string, now: Date): Reservation {
  if (row === null) throw new BookingError('unpaid-reservation-not-found');
  if (!sameEmail(row.personalData.email, email)) {
    throw new BookingError('unpaid-email-does-not-match');
  }
  if (PAID.includes(row.status)) throw new BookingError('unpaid-reservation-already-confirmed');
  if (!holdsRoom(row.status, row.holdExpiresAt, now)) {
    throw new BookingError('unpaid-reservation-not-found');
  }
  return row;
}

/**
 * The pair booking a partner's link points to. Refused when it is gone, is not a pair booking, or
 * when the email given is the customer's own: the partner must be a different person.
 */
export function checkPartnerReservation(
  row: Reservation | null,
  email: string,
  now: Date,
): Reservation {
  if (row === null || !holdsRoom(row.status, row.holdExpiresAt, now)) {
    throw new BookingError('partner-reservation-not-found');
  }
  if (!row.isPartnerBooking) throw new BookingError('partner-reservation-not-partner-booking');
  if (sameEmail(row.personalData.email, email)) {
    throw new BookingError('partner-reservation-email-not-allowed');
  }
  return row;
}

/** GET /api/reservation/fetch-partner. */
export async function fetchPartner({ query, now }: { query: LookupQuery; now: Date }) {
  const missing = [query.id === null ? 'id' : null, query.email === null ? 'email' : null];
  if (query.id === null || query.email === null) {
    throw new BookingError(
      'invalid-request',
      missing.filter((field) => field !== null),
    );
  }
  const row = await findReservation({ db: await getDatabase(), id: query.id });
  return { reservation: partnerView(checkPartnerReservation(row, query.email, now)) };
}
