// The months of an instalment plan the provider confirmed as paid: recorded once each (by the provider's payment id), summed for the manage page, and refunded in full when one is charged after the booking was called off.
import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { RESERVATION_ID } from '../../booking/payment-request';
import type { PaidPayment } from '../../booking/refund-split';
import { AWAITING_PAYMENT, BOOKED } from '../../booking/reservation-status';
import type { Catalogue } from '../../booking/types';
import type { Database } from '../db/client';
import { bookingMoves, instalmentPayments, type Reservation, reservations } from '../db/schema';
import { refundPart } from '../lifecycle/refund-part';
import { logger } from '../log';
import { messageOnInstalmentRefund } from '../notifications/message-data';
import { heldUntilRefunded, messageContext, queueMessages } from './messages';
import type { InstalmentPaid, PaymentSnapshot } from './provider';

type PaidRow = Pick<
  Reservation,
  | 'id'
  | 'installmentMonths'
  | 'dueNowAmount'
  | 'paymentIntentId'
  | 'confirmedAt'
  | 'createdAt'
  | 'refundedAmount'
>;

/**
 * The payments that paid for a booking, oldest first: its one payment when paid in one go (or a
 * downpayment's), less what a move to a cheaper clinic gave back of it, and the differences paid
 * for moves to dearer clinics; else every month of its plan recorded so far, each less what a move
 * to a cheaper clinic gave back of it (a month given back whole is left out). */
export async function paidPaymentsOf(db: Database, row: PaidRow): Promise<PaidPayment[]> {
  if (row.installmentMonths === 0) {
    if (row.paymentIntentId === null) return [];
    const moves = await db
      .select({
        paymentId: bookingMoves.paymentIntentId,
        amount: bookingMoves.amount,
        paidAt: bookingMoves.settledAt,
      })
      .from(bookingMoves)
      .where(and(eq(bookingMoves.reservationId, row.id), eq(bookingMoves.status, 'moved')))
      .orderBy(asc(bookingMoves.settledAt));
    const differences: PaidPayment[] = [];
    for (const move of moves)
      if (move.paymentId !== null && move.paidAt !== null)
        differences.push({ paymentId: move.paymentId, amount: move.amount, paidAt: move.paidAt });
    return [
      {
        paymentId: row.paymentIntentId,
        amount: row.dueNowAmount - (row.refundedAmount ?? 0),
        paidAt: row.confirmedAt ?? row.createdAt,
      },
      ...differences,
    ];
  }
  const months = await db
    .select({
      paymentId: instalmentPayments.paymentId,
      amount: instalmentPayments.amount,
      refunded: instalmentPayments.refundedAmount,
      paidAt: instalmentPayments.paidAt,
    })
    .from(instalmentPayments)
    .where(eq(instalmentPayments.reservationId, row.id))
    .orderBy(asc(instalmentPayments.paidAt), asc(instalmentPayments.paymentId));
  return months
    .map(({ paymentId, amount, refunded, paidAt }) => ({
      paymentId,
      amount: amount - refunded,
      paidAt,
    }))
    .filter((payment) => payment.amount > 0);
}

/**
 * What moves to a cheaper clinic gave back of a plan's months (0 for a payment in one go): taken
 * off the months `paidPaymentsOf` answers, and part of the booking's stored refunds.
 */
export async function movedBackOf(
  db: Database,
  row: Pick<Reservation, 'id' | 'installmentMonths'>,
): Promise<number> {
  if (row.installmentMonths === 0) return 0;
  const months = await db
    .select({ refunded: instalmentPayments.refundedAmount })
    .from(instalmentPayments)
    .where(eq(instalmentPayments.reservationId, row.id));
  return months.reduce((sum, month) => sum + month.refunded, 0);
}

/** Records a paid month once; answers whether this call recorded it (false: known already). */
async function record(
  db: Database,
  row: Pick<Reservation, 'id' | 'currency'>,
  payment: { paymentId: string; amount: number },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(instalmentPayments)
    .values({
      paymentId: payment.paymentId,
      reservationId: row.id,
      amount: payment.amount,
      currency: row.currency,
      paidAt: now,
    })
    .onConflictDoNothing()
    .returning({ paymentId: instalmentPayments.paymentId });
  return inserted.length > 0;
}

/** The first month, paid by the booking's own payment: recorded when that payment confirms the booking. */
export async function recordFirstInstalment(
  db: Database,
  row: Pick<Reservation, 'id' | 'currency' | 'installmentMonths'>,
  payment: Pick<PaymentSnapshot, 'intentId' | 'amount'>,
  now: Date,
): Promise<void> {
  if (row.installmentMonths === 0 || payment.amount <= 0) return;
  await record(db, row, { paymentId: payment.intentId, amount: payment.amount }, now);
}

export type InstalmentOutcome =
  | 'instalment-recorded'
  | 'duplicate-event'
  | 'ignored'
  | 'unknown-payment'
  | 'amount-mismatch'
  | 'refunded';

/**
 * A later month paid, in the transaction that recorded its event: stored once under the
 * provider's payment id, whatever the order or number of deliveries. Under the reservation's row
 * lock, so a cancellation in progress either counts it (it committed first) or sees it come after.
 * A month charged once the booking was no longer booked (the schedule was stopped but its invoice
 * was already in flight) is refunded in full, once, and added to what the booking gave back; the
 * customer is told so in an email of its own.
 */
export async function recordInstalment(
  db: Database,
  instalment: InstalmentPaid & { paymentId: string },
  now: Date,
  catalogue: Catalogue,
): Promise<{ outcome: InstalmentOutcome; reservationId: string | null }> {
  const { reservationId, paymentId } = instalment;
  if (reservationId === null || !RESERVATION_ID.test(reservationId))
    return { outcome: 'unknown-payment', reservationId: null };
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  if (row === undefined || row.installmentMonths === 0)
    return { outcome: 'unknown-payment', reservationId: null };
  // The first month is the booking's own payment: its confirmation (or late refund) records it.
  if (paymentId === row.paymentIntentId) return { outcome: 'ignored', reservationId: row.id };
  if (instalment.currency.toUpperCase() !== row.currency || instalment.amount <= 0) {
    logger.error({ reservation: row.name, reason: 'amount-mismatch' }, 'confirm-reservation-error');
    return { outcome: 'amount-mismatch', reservationId: row.id };
  }
  if (!(await record(db, row, { paymentId, amount: instalment.amount }, now)))
    return { outcome: 'duplicate-event', reservationId: row.id };
  // A plan's months go on after the appointment (arrived or not): only a booking that ended
  // without it (cancelled, expired, refunded) has a month given back.
  if (BOOKED.includes(row.status) || AWAITING_PAYMENT.includes(row.status))
    return { outcome: 'instalment-recorded', reservationId: row.id };
  await db
    .update(reservations)
    .set({
      refundedAmount: sql`coalesce(${reservations.refundedAmount}, 0) + ${instalment.amount}`,
      updatedAt: now,
    })
    .where(eq(reservations.id, row.id));
  const messages = messageContext(catalogue, row);
  if (messages === null) {
    await refundPart(
      db,
      row,
      { event: 'refund-instalment', parts: [{ intentId: paymentId, amount: instalment.amount }] },
      now,
    );
  } else {
    // The first month is recorded with the booking's payment, so the count is this month's number.
    const [months] = await db
      .select({ recorded: count() })
      .from(instalmentPayments)
      .where(eq(instalmentPayments.reservationId, row.id));
    const refunded = {
      paymentId,
      amount: instalment.amount,
      instalment: months?.recorded ?? 1,
      at: now,
    };
    // The email is queued held, and released once the provider accepted the refund.
    const notice = heldUntilRefunded(row.id, messageOnInstalmentRefund(row, messages, refunded));
    await refundPart(
      db,
      row,
      {
        event: 'refund-instalment',
        parts: [{ intentId: paymentId, amount: instalment.amount }],
        releases: notice.key,
      },
      now,
    );
    await queueMessages(db, row, [notice.message], now);
  }
  logger.warn(
    { reservation: row.name, reason: `instalment-paid-while-${row.status}` },
    'payment-refunded-late',
  );
  return { outcome: 'refunded', reservationId: row.id };
}
