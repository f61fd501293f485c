// Deletes the MRI safety answers the clinic no longer needs: a set time after the appointment, or at the next sweep once it will not take place (decision 0072).
import 'server-only';
import { inArray, lt, or } from 'drizzle-orm';
import type { ReservationStatus } from '../../booking/reservation-status';
import { screeningRetentionDays } from '../config';
import type { Database } from '../db/client';
import { reservations, screeningAnswers } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bookings without an appointment to come: their answers are needed by no one. */
const NO_APPOINTMENT: readonly ReservationStatus[] = ['cancelled', 'expired', 'refunded'];

/**
 * Deletes the stored answers of every reservation whose appointment ended more than
 * `retentionDays` before `now`, or that was cancelled, expired or refunded; answers how many rows
 * went. One statement, idempotent: several processes sweeping at once delete each row once, and a
 * row another sweep deleted first is simply not there.
 */
export async function dropLapsedScreeningAnswers({
  db,
  now,
  retentionDays = screeningRetentionDays(),
}: {
  db: Database;
  now: Date;
  retentionDays?: number;
}): Promise<number> {
  const endedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const lapsed = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      or(lt(reservations.endsAt, endedBefore), inArray(reservations.status, [...NO_APPOINTMENT])),
    );
  const dropped = await db
    .delete(screeningAnswers)
    .where(inArray(screeningAnswers.reservationId, lapsed))
    .returning({ reservationId: screeningAnswers.reservationId });
  return dropped.length;
}
