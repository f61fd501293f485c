// A reservation given up before it was paid (replaced by the customer's newer one, or its payment cancelled at the provider): cancelled, and everything it held let go.
import 'server-only';
import { eq } from 'drizzle-orm';
import { type Transition, transition } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { letGo } from '../reservations/release';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

/**
 * The `cancel` event on a row locked in this transaction (lock.ts): the status and its
 * time written, its rooms, code and open payment let go (release.ts). A row that cannot be
 * cancelled (paid, ended) is left as it is; the answer says which.
 */
export async function cancelUnpaid({
  db,
  row,
  now,
  reason,
}: {
  db: Database;
  row: LockedReservation;
  now: Date;
  /** Why, when not the customer's own replacement or a cancelled payment (e.g. `debit-failed`). */
  reason?: string;
}): Promise<Transition> {
  const step = transition(row.status, 'cancel');
  if (step.kind !== 'changed') return step;
  await db
    .update(reservations)
    .set({ status: step.to, cancelledAt: now, updatedAt: now })
    .where(eq(reservations.id, row.id));
  await recordEvent(db, {
    reservationId: row.id,
    event: 'cancel',
    from: row.status,
    to: step.to,
    at: now,
    ...(reason === undefined ? {} : { details: { reason } }),
  });
  await letGo({ db, row, now });
  return step;
}
