// A customer calls off their paid booking from its link: once, in one transaction that frees the rooms, stores the refund and queues it with the email.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type CancellationPolicy, quoteCancellation } from '../../booking/cancellation-policy';
import { BookingError } from '../../booking/errors';
import { splitRefund, totalPaid } from '../../booking/refund-split';
import { transition } from '../../booking/reservation-status';
import type { Catalogue } from '../../booking/types';
import { type Database, getDatabase } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { logger } from '../log';
import { messageOnCancellation } from '../notifications/message-data';
import { queueRefund, sendPaymentCommands } from '../payments/commands';
import { paidPaymentsOf } from '../payments/instalments';
import { messageContext, queueMessages } from '../payments/messages';
import { letGo } from '../reservations/release';
import { reservationOfToken } from './token';

export interface CancellationOutcome {
  /** False when an earlier press (another tab, another device) had already cancelled it. */
  changed: boolean;
  row: Reservation;
}

async function cancelLocked(
  tx: Database,
  row: Reservation,
  context: { policy: CancellationPolicy; catalogue: Catalogue; now: Date },
): Promise<CancellationOutcome> {
  const { now } = context;
  const step = transition(row.status, 'withdraw');
  if (step.kind === 'unchanged') return { changed: false, row };
  if (step.kind === 'refused') throw new BookingError('booking-not-cancellable');
  // Under the row lock: an instalment's webhook recording a month waits for it, or went first.
  const payments = await paidPaymentsOf(tx, row);
  const paid = totalPaid(payments);
  const quote = quoteCancellation({
    policy: context.policy,
    reservationType: row.reservationType,
    paidAmount: paid,
    startsAt: row.startsAt,
    now,
  });
  if (quote.kind === 'closed') throw new BookingError('booking-not-cancellable');
  const [cancelled] = await tx
    .update(reservations)
    .set({
      status: step.to,
      cancelledAt: now,
      // A move to a cheaper clinic may have given some back already: the total refunded is stored.
      refundedAmount: (row.refundedAmount ?? 0) + quote.refundAmount,
      updatedAt: now,
    })
    .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
    .returning();
  if (cancelled === undefined) throw new Error('the locked reservation changed under its lock');
  // Rooms free at once, the code's redemption given back, an instalment schedule stopped: the one
  // place every reservation lets go of what it held.
  await letGo({ db: tx, row, now });
  // One refund per paid payment (newest first), each with its own idempotency key.
  for (const part of splitRefund(quote.refundAmount, payments)) {
    await queueRefund(tx, row, { intentId: part.paymentId, amount: part.amount }, now);
  }
  const messages = messageContext(context.catalogue, row);
  if (messages) {
    await queueMessages(
      tx,
      row,
      [messageOnCancellation(row, messages, { paid, refunded: quote.refundAmount, at: now })],
      now,
    );
  }
  logger.info(
    { reservation: row.name, refundPercent: quote.refundPercent },
    'cancel-reservation-success',
  );
  return { changed: true, row: cancelled };
}

/**
 * Cancels the booking the token opens. Two presses at once queue on the reservation's row lock:
 * the first cancels and queues the refund (one per paid payment of an instalment plan), the second
 * finds it cancelled and answers the same. The refunds go to the provider right after the commit
 * (each with its idempotency key), and from the outbox again if that fails: the customer never
 * waits on the provider, and is never refunded twice.
 */
export async function cancelBooking({
  token,
  now,
  policy,
  catalogue,
}: {
  token: string;
  now: Date;
  policy: CancellationPolicy;
  catalogue: Catalogue;
}): Promise<CancellationOutcome> {
  const db = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const row = await reservationOfToken({ db: tx, token, now, lock: true });
    return cancelLocked(tx, row, { policy, catalogue, now });
  });
  if (outcome.changed) await sendPaymentCommands();
  return outcome;
}
