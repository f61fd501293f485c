// A payment that succeeded for a reservation whose rooms are gone: the reservation is refunded in full, never left charged without an appointment.
import 'server-only';
import { eq } from 'drizzle-orm';
import { type Transition, transition } from '../../booking/reservation-status';
import type { Catalogue } from '../../booking/types';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { logger } from '../log';
import { messageOnRefund } from '../notifications/message-data';
import { queueRefund } from '../payments/commands';
import { heldUntilRefunded, messageContext, queueMessages } from '../payments/messages';
import type { PaymentSnapshot } from '../payments/provider';
import { letGo } from '../reservations/release';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

/**
 * The `refund` event on a row locked in this transaction (lock.ts): the payment is
 * refunded through the provider (queued here, sent right after the commit, with an idempotency
 * key), its open schedule stopped, the customer told. A row refunded already changes nothing.
 */
export async function refundLatePayment({
  db,
  row,
  payment,
  now,
  catalogue,
}: {
  db: Database;
  row: LockedReservation;
  payment: PaymentSnapshot;
  now: Date;
  catalogue: Catalogue;
}): Promise<Transition> {
  const step = transition(row.status, 'refund');
  if (step.kind !== 'changed') return step;
  await db
    .update(reservations)
    .set({ status: step.to, refundedAmount: payment.amount, updatedAt: now })
    .where(eq(reservations.id, row.id));
  await recordEvent(db, {
    reservationId: row.id,
    event: 'refund',
    from: row.status,
    to: step.to,
    at: now,
    details: { amount: payment.amount },
  });
  await letGo({ db, row, now });
  const messages = messageContext(catalogue, row);
  // The email is queued held, and released once the provider accepted the refund.
  const notice =
    messages === null
      ? null
      : heldUntilRefunded(
          row.id,
          messageOnRefund(row, messages, { amount: payment.amount, at: now }),
        );
  await queueRefund(db, row, payment, now, undefined, notice?.key);
  if (notice) await queueMessages(db, row, [notice.message], now);
  logger.warn(
    { reservation: row.name, reason: `paid-while-${row.status}` },
    'payment-refunded-late',
  );
  return step;
}
