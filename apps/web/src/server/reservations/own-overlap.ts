// One person, one appointment at a time: a second booking of an email overlapping one it holds or has paid is refused.
import 'server-only';
import { and, count, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { AWAITING_PAYMENT, BOOKED } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';

/**
 * Refuses with `reservation-overlaps-own-booking` when the email already has a reservation paid, or
 * waiting for payment within its hold, whose time overlaps `from`–`to` (two tabs booking the same
 * check-up twice). Runs in the transaction that inserts the reservation, after the replaced one is
 * cancelled, under the email's advisory lock (the one the hold limits take), so of two concurrent
 * creates of one email the second sees the first. Only the booker's own email counts: a pair's
 * partner completes the pair's one reservation and is not checked here. A reservation made by the
 * same `paymentId` is no second booking but this request retried: the insert's unique key answers
 * it with what it made.
 */
export async function checkOwnOverlap({
  db,
  email,
  paymentId,
  from,
  to,
  now,
}: {
  db: Database;
  email: string;
  paymentId: string;
  from: Date;
  to: Date;
  now: Date;
}): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`pending-email:${normalized}`}, 0))`,
  );
  const [row] = await db
    .select({ overlapping: count() })
    .from(reservations)
    .where(
      and(
        sql`lower(${reservations.personalData}->>'email') = ${normalized}`,
        ne(reservations.paymentId, paymentId),
        lt(reservations.startsAt, to),
        gt(reservations.endsAt, from),
        or(
          inArray(reservations.status, [...BOOKED]),
          and(
            inArray(reservations.status, [...AWAITING_PAYMENT]),
            gt(reservations.holdExpiresAt, now),
          ),
        ),
      ),
    );
  if ((row?.overlapping ?? 0) > 0) throw new BookingError('reservation-overlaps-own-booking');
}
