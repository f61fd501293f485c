// Pay-later and partner lookups: a reservation found by id and proven by an email address.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { holdsRoom, PAID } from '../../booking/reservation-status';
import { sameEmail } from '../../booking/validation';
import { type Database, getDatabase } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { clientOf, limitLookup } from '../limits/requests';
import type { LookupQuery } from './requests';
import { isReservationId, partnerView, unpaidView } from './views';

export async function findReservation({
  db,
  id,
  forUpdate = false,
}: {
  db: Database;
  id: string;
  /** Lock the row for the rest of the caller's transaction. */
  forUpdate?: boolean;
}): Promise<Reservation | null> {
  if (!isReservationId(id)) return null;
  const query = db.select().from(reservations).where(eq(reservations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

interface LookupRequest {
  query: LookupQuery;
  now: Date;
  headers: Headers;
}

/**
 * GET /api/reservation/fetch-unpaid. An unknown id and a wrong email answer alike, so neither an id
 * nor an email can be confirmed by asking. Expired or cancelled counts as not found: its rooms are
 * gone.
 */
export async function fetchUnpaid({ query, now, headers }: LookupRequest) {
  const { id, email } = query;
  if (id === null || email === null) {
    throw new BookingError('unpaid-missing-reservation-id-or-email');
  }
  return limitLookup({ client: clientOf(headers), reservationId: id, email }, async () => {
    const row = await findReservation({ db: await getDatabase(), id });
    return { reservation: unpaidView(checkPayable(row, email, now)) };
  });
}

/**
 * A reservation its customer may still pay. Nothing is told before the email proves who asks: a
 * wrong one is "not found", as an unknown id is. A paid one cannot be paid again; an expired or
 * cancelled one counts as not found.
 */
export function checkPayable(row: Reservation | null, email: string, now: Date): Reservation {
  if (row === null || !sameEmail(row.personalData.email, email)) {
    throw new BookingError('unpaid-reservation-not-found');
  }
  if (PAID.includes(row.status)) throw new BookingError('unpaid-reservation-already-confirmed');
  if (!holdsRoom(row.status, row.holdExpiresAt, now)) {
    throw new BookingError('unpaid-reservation-not-found');
  }
  return row;
}

/**
 * The pair booking a partner's link points to, for the partner whose email the customer gave.
 * An unknown id, a booking that is gone, and an email that is not the partner's all answer "not
 * found", so the link proves nothing to whoever holds it. Only someone who already knows the
 * customer's own email for this id (what the pay-later lookup asks) learns more: that the partner
 * must be someone else, or that the booking is not a pair.
 */
export function checkPartnerReservation(
  row: Reservation | null,
  email: string,
  now: Date,
): Reservation {
  if (row === null || !holdsRoom(row.status, row.holdExpiresAt, now)) {
    throw new BookingError('partner-reservation-not-found');
  }
  if (sameEmail(row.personalData.email, email)) {
    throw new BookingError(
      row.isPartnerBooking
        ? 'partner-reservation-email-not-allowed'
        : 'partner-reservation-not-partner-booking',
    );
  }
  if (!row.isPartnerBooking || !sameEmail(row.personalDataPartner?.email, email)) {
    throw new BookingError('partner-reservation-not-found');
  }
  return row;
}

/** GET /api/reservation/fetch-partner. */
export async function fetchPartner({ query, now, headers }: LookupRequest) {
  const { id, email } = query;
  const missing = [id === null ? 'id' : null, email === null ? 'email' : null];
  if (id === null || email === null) {
    throw new BookingError(
      'invalid-request',
      missing.filter((field) => field !== null),
    );
  }
  return limitLookup({ client: clientOf(headers), reservationId: id, email }, async () => {
    const row = await findReservation({ db: await getDatabase(), id });
    return { reservation: partnerView(checkPartnerReservation(row, email, now)) };
  });
}
