// A reservation comes into being: its row inserted in its initial status, and its `create` event recorded, in the booking's transaction.
import 'server-only';
import type { KeptAnswer } from '../../booking/screening';
import type { Database } from '../db/client';
import { type NewReservation, reservations } from '../db/schema';
import { keepScreeningAnswers } from '../screening/answers';
import { recordEvent } from './events';

/**
 * Inserts the new reservation (its status the initial one, reservation-status.ts `initialStatus`)
 * in the caller's transaction, with its `create` event; the rooms it takes are the caller's
 * (reservations/rooms.ts). The only insert of a reservation (only-here.test.ts). The customer's
 * safety answers, checked by the caller, are kept with it: in this transaction, beside the row
 * that records the art. 9 consent they were given under (decision 0072).
 */
export async function insertReservation(
  tx: Database,
  row: NewReservation & { id: string },
  now: Date,
  screening: readonly KeptAnswer[] = [],
): Promise<void> {
  await tx.insert(reservations).values(row);
  await keepScreeningAnswers(tx, row.id, 'customer', screening, now);
  await recordEvent(tx, {
    reservationId: row.id,
    event: 'create',
    from: null,
    to: row.status,
    at: now,
  });
}
