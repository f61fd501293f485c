// Pay-later and partner lookups: a reservation found by id (the partner's: by their own token) and proven by an email address, both in a POST body.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { BOOKED, holdsRoom } from '../../booking/reservation-status';
import { sameEmail } from '../../booking/validation';
import { type Database, getDatabase } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { clientOf, limitLookup } from '../limits/requests';
import { partnerLimitKey, reservationIdOfPartnerToken } from './partner-token';
import { readLookupBody } from './requests';
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
  body: unknown;
  now: Date;
  headers: Headers;
}

/**
 * POST /api/reservation/fetch-unpaid {id, email}. An unknown id and a wrong email answer alike, so
 * neither an id nor an email can be confirmed by asking. Expired or cancelled counts as not found:
 * its rooms are gone. A paid one is answered with its paid status, for the page to show the
 * booking (its link, say a pay-later email's, outlived the payment).
 */
export async function fetchUnpaid({ body, now, headers }: LookupRequest) {
  const { id, email } = readLookupBody(body, 'id');
  if (id === null || email === null) {
    throw new BookingError('unpaid-missing-reservation-id-or-email');
  }
  return limitLookup({ client: clientOf(headers), reservationId: id, email }, async () => {
    const row = await findReservation({ db: await getDatabase(), id });
    // Paid already (a pay-later link opened after paying): the booking itself, its status saying
    // so, for the page to show it as booked instead of an error. Only once the email proved it.
    if (row !== null && sameEmail(row.personalData.email, email) && BOOKED.includes(row.status))
      return { reservation: unpaidView(row) };
    return { reservation: unpaidView(checkPayable(row, email, now)) };
  });
}

/**
 * A reservation its customer may still pay. Nothing is told before the email proves who asks: a
 * wrong one is "not found", as an unknown id is. A paid one cannot be paid again; an expired or
 * cancelled one counts as not found.
 */
export function checkPayable<R extends Reservation>(row: R | null, email: string, now: Date): R {
  if (row === null || !sameEmail(row.personalData.email, email)) {
    throw new BookingError('unpaid-reservation-not-found');
  }
  if (BOOKED.includes(row.status)) throw new BookingError('unpaid-reservation-already-confirmed');
  if (!holdsRoom(row.status, row.holdExpiresAt, now)) {
    throw new BookingError('unpaid-reservation-not-found');
  }
  return row;
}

/**
 * The pair booking a partner's token stands for, for the partner whose email the customer gave.
 * An unknown token, a booking that is gone, a booking that is not a pair and every email that is
 * not the partner's (the customer's own among them) answer the same `partner-reservation-not-found`:
 * whoever holds a link learns nothing from it but with the partner's own email.
 */
export function checkPartnerReservation(
  row: Reservation | null,
  email: string,
  now: Date,
  /** Also a pair booking its customer cancelled, for the partner's page to say so. */
  { cancelled = false }: { cancelled?: boolean } = {},
): Reservation {
  if (
    row === null ||
    !(holdsRoom(row.status, row.holdExpiresAt, now) || (cancelled && row.status === 'cancelled')) ||
    !row.isPartnerBooking ||
    sameEmail(row.personalData.email, email) ||
    !sameEmail(row.personalDataPartner?.email, email)
  ) {
    throw new BookingError('partner-reservation-not-found');
  }
  return row;
}

/** The pair booking a partner token stands for and the partner's email proves; `lock` as findReservation's. */
export async function partnerReservationOf({
  db,
  token,
  email,
  now,
  lock = false,
  cancelled = false,
}: PartnerProof & {
  db: Database;
  now: Date;
  lock?: boolean;
  cancelled?: boolean;
}): Promise<Reservation> {
  const id = await reservationIdOfPartnerToken(db, token);
  const row = id === null ? null : await findReservation({ db, id, forUpdate: lock });
  return checkPartnerReservation(row, email, now, { cancelled });
}

export interface PartnerProof {
  token: string;
  email: string;
}

/** The partner token and email of a body; a missing one is `invalid-request` naming it. */
export function readPartnerProof(body: unknown): PartnerProof {
  const { token, email } = readLookupBody(body, 'token');
  const missing = [token === null ? 'token' : null, email === null ? 'email' : null];
  if (token === null || email === null) {
    throw new BookingError(
      'invalid-request',
      missing.filter((field) => field !== null),
    );
  }
  return { token, email };
}

/**
 * POST /api/reservation/fetch-partner {token, email}: the partner's view, without the reservation
 * id, also once the customer has cancelled or moved it (the view says so). Within the lookup limits, a token's guesses counted under its hash (an unknown one too).
 */
export async function fetchPartner({ body, now, headers }: LookupRequest) {
  const proof = readPartnerProof(body);
  return limitLookup(
    { client: clientOf(headers), reservationId: partnerLimitKey(proof.token), email: proof.email },
    async () => {
      const db = await getDatabase();
      // A cancelled pair is shown as cancelled, not as a link leading nowhere; nothing can be
      // completed on it (the create route still refuses it).
      const row = await partnerReservationOf({ ...proof, db, now, cancelled: true });
      return { reservation: partnerView(row) };
    },
  );
}
