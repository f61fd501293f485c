// Reservations whose hold ran out unpaid: expired, once each however many sweeps and bookings run at once, and everything they held let go.
import 'server-only';
import { and, inArray, type SQL } from 'drizzle-orm';
import { initialStatus } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { holdLapsed } from '../reservations/lapsed';
import { letGo } from '../reservations/release';
import { recordEvent } from './events';

/**
 * The `expire` event on up to `limit` lapsed reservations matching `among` (pending or downpayment
 * pending past their hold: the statuses the machine lets expire, reservation-status.ts), inside the
 * caller's transaction. Their rows are locked FOR UPDATE SKIP LOCKED (two sweeps, or a sweep and a
 * booking, never wait on each other's rows) and the update is conditional on the hold still having
 * lapsed, so each is expired by one transaction only. With `waitlist` false (a booking that takes
 * the freed time at once), nobody is told of it. Answers the ids expired.
 */
export async function expireLapsed({
  db,
  now,
  among,
  limit,
  waitlist,
}: {
  db: Database;
  now: Date;
  among: SQL | undefined;
  limit: number;
  waitlist: boolean;
}): Promise<string[]> {
  const due = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(holdLapsed(now), among))
    .orderBy(reservations.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const expired = await db
    .update(reservations)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(reservations.id, due), holdLapsed(now)))
    .returning({
      id: reservations.id,
      paymentIntentId: reservations.paymentIntentId,
      subscriptionScheduleId: reservations.subscriptionScheduleId,
      reservationType: reservations.reservationType,
    });
  for (const row of expired) {
    // Only a reservation still in its initial status expires (the machine: pending or
    // downpayment pending), so that is the status it left.
    await recordEvent(db, {
      reservationId: row.id,
      event: 'expire',
      from: initialStatus(row.reservationType),
      to: 'expired',
      at: now,
    });
    await letGo({ db, row, now, waitlist });
  }
  return expired.map((row) => row.id);
}
