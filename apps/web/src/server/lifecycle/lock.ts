// The reservation row lock every transition of a booking's life is taken under: a row read FOR UPDATE, marked so in its type.
import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Reservation, reservations } from '../db/schema';

declare const lockedRow: unique symbol;

/**
 * A reservation read FOR UPDATE in the transaction at hand: nobody else changes it until that
 * transaction ends, so a transition decided on it stays true. Only lockReservation makes one.
 */
export type LockedReservation = Reservation & { readonly [lockedRow]: true };

/**
 * Locks the one reservation `where` names (by id, by payment intent) for the caller's transaction:
 * a second transition on it (another tab, a retried webhook, the sweep) waits for this one and
 * then sees its outcome. Undefined when there is none.
 */
export async function lockReservation(
  db: Database,
  where: SQL,
): Promise<LockedReservation | undefined> {
  const [row] = await db.select().from(reservations).where(where).for('update');
  return row as LockedReservation | undefined;
}
