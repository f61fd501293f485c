// A customer calls off their paid booking (the manage link): cancelled once, its refund stored and queued with the email, its rooms freed, in the caller's transaction.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type CancellationPolicy, quoteCancellation } from '../../booking/cancellation-policy';
import { BookingError } from '../../booking/errors';
import { splitRefund, totalPaid } from '../../booking/refund-split';
import { transition } from '../../booking/reservation-status';
import type { Catalogue } from '../../booking/types';
import type { Database } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { logger } from '../log';
import { messageOnCancellation, messageToPartner } from '../notifications/message-data';
import { queueRefund } from '../payments/commands';
import { paidPaymentsOf } from '../payments/instalments';
import { messageContext, queueMessages } from '../payments/messages';
import { letGo } from '../reservations/release';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

export interface CancellationOutcome {
  /** False when an earlier press (another tab, another device) had already cancelled it. */
  changed: boolean;
  row: Reservation;
}

/**
 * The `withdraw` event on a row locked in this transaction (lock.ts): the refund the
 * cancellation policy allows is stored and queued (one per paid payment), the rooms, code and
 * instalment schedule let go, the customer's email queued. A second press finds it cancelled and
 * changes nothing; a booking the policy no longer lets go (or not paid) is refused.
 */
export async function withdrawPaid(
  tx: Database,
  row: LockedReservation,
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
  await recordEvent(tx, {
    reservationId: row.id,
    event: 'withdraw',
    from: row.status,
    to: step.to,
    at: now,
    details: { amount: quote.refundAmount, payments: payments.length },
  });
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
    // A pair's partner is told too, in their language (they paid nothing, so no refund is theirs).
    await queueMessages(tx, row, messageToPartner(row, messages, 'partner-cancellation', now), now);
  }
  logger.info(
    { reservation: row.name, refundPercent: quote.refundPercent },
    'cancel-reservation-success',
  );
  return { changed: true, row: cancelled };
}
