// A payment that settles late (a SEPA debit stays processing for days): its rooms kept while the provider processes it, up to a cap, and released with the customer told when it fails after all.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { holdWhileProcessing, type Transition } from '../../booking/reservation-status';
import type { Catalogue } from '../../booking/types';
import type { Database } from '../db/client';
import { bookingEvents, reservations } from '../db/schema';
import { logger } from '../log';
import { messageOnDebitFailed } from '../notifications/message-data';
import { messageContext, queueMessages } from '../payments/messages';
import { cancelUnpaid } from './cancel';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

/**
 * The provider reports the payment processing, on a row locked in this transaction (lock.ts): the
 * hold is extended as reservation-status.ts `holdWhileProcessing` allows and `payment-processing`
 * recorded (docs/decisions/0069-payments-that-settle-late.md). Nothing changes when it allows
 * nothing (appointment too close, hold lapsed, not awaiting payment, extended already). Answers
 * whether the hold was extended.
 */
export async function keepWhileProcessing(
  db: Database,
  row: LockedReservation,
  now: Date,
): Promise<boolean> {
  const until = holdWhileProcessing(row, now);
  if (until === null) return false;
  await db
    .update(reservations)
    .set({ holdExpiresAt: until, updatedAt: now })
    .where(eq(reservations.id, row.id));
  await recordEvent(db, {
    reservationId: row.id,
    event: 'payment-processing',
    from: row.status,
    to: row.status,
    at: now,
  });
  return true;
}

/** Was this reservation's hold ever kept for a payment the provider was processing? */
async function wasProcessing(db: Database, reservationId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.reservationId, reservationId),
        eq(bookingEvents.event, 'payment-processing'),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * A payment failed, on a row locked in this transaction. A card refused on screen leaves the
 * reservation payable (the customer is there to try again): `unchanged`. A debit that failed after
 * its hold was kept for processing has no customer on screen and holds rooms for days: it is
 * cancelled (its rooms let go, cancel.ts) and the customer told in their language, so nobody keeps
 * an appointment that was never paid.
 */
export async function releaseFailedDebit({
  db,
  row,
  now,
  catalogue,
}: {
  db: Database;
  row: LockedReservation;
  now: Date;
  catalogue: Catalogue;
}): Promise<Transition> {
  if (!(await wasProcessing(db, row.id))) return { kind: 'unchanged' };
  const step = await cancelUnpaid({ db, row, now, reason: 'debit-failed' });
  if (step.kind !== 'changed') return step;
  const messages = messageContext(catalogue, row);
  if (messages) await queueMessages(db, row, [messageOnDebitFailed(row, messages, now)], now);
  logger.warn({ reservation: row.name, reason: 'debit-failed' }, 'cancel-reservation-success');
  return step;
}
