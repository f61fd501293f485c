// Paying starts for a reservation awaiting payment: its hold extended the one time the machine allows, and that first start recorded.
import 'server-only';
import { eq } from 'drizzle-orm';
import { holdOnPaymentStart } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

/**
 * On a row locked in this transaction (lock.ts) and checked payable by the caller: the hold after
 * this start (reservation-status.ts `holdOnPaymentStart`: extended on the first start only) is
 * stored, and the first start alone records `start-payment`; a reload or a second device changes
 * nothing and records nothing. Answers the row as it now is.
 */
export async function startPaying(
  tx: Database,
  row: LockedReservation,
  now: Date,
): Promise<Reservation> {
  if (row.paymentStartedAt !== null) return row;
  const hold = holdOnPaymentStart(row, now);
  await tx
    .update(reservations)
    .set({ ...hold, updatedAt: now })
    .where(eq(reservations.id, row.id));
  await recordEvent(tx, {
    reservationId: row.id,
    event: 'start-payment',
    from: row.status,
    to: row.status,
    at: now,
  });
  return { ...row, ...hold };
}
