// A reservation comes into being: its row inserted in its initial status, and its `create` event recorded, in the booking's transaction.
import 'server-only';
import type { Database } from '../db/client';
import { type NewReservation, reservations } from '../db/schema';
import { recordEvent } from './events';

/**
 * Inserts the new reservation (its status the initial one, reservation-status.ts `initialStatus`)
 * in the caller's transaction, with its `create` event; the rooms it takes are the caller's
 * (reservations/rooms.ts). The only insert of a reservation (only-here.test.ts).
 */
export async function insertReservation(
  tx: Database,
  row: NewReservation & { id: string },
  now: Date,
): Promise<void> {
  await tx.insert(reservations).values(row);
  await recordEvent(tx, {
    reservationId: row.id,
    event: 'create',
    from: null,
    to: row.status,
    at: now,
  });
}
