// The one idempotent confirmation, shared by the Stripe webhook, the return page and the test gateway.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { splitInstalments } from '../../booking/money';
import {
  AWAITING_PAYMENT,
  type ReservationStatus,
  transition,
} from '../../booking/reservation-status';
import type { Catalogue, DiscountCode } from '../../booking/types';
import { findDiscountCode, getCatalogue } from '../../content/catalogue';
import { type Database, getDatabase } from '../db/client';
import { paymentEvents, type Reservation, reservations } from '../db/schema';
import { logger } from '../log';
import { messagesOnConfirmation } from '../notifications/message-data';
import { redeemDiscount } from '../reservations/discounts';
import { releaseRooms } from '../reservations/holds';
import { messageContext, queueMessages, queuePayLater } from './messages';
import type { PaymentEvent, PaymentSnapshot } from './provider';

export type ConfirmationOutcome =
  | 'duplicate-event'
  | 'ignored'
  | 'unknown-payment'
  | 'amount-mismatch'
  | 'confirmed'
  | 'already-confirmed'
  | 'not-confirmable'
  | 'payment-failed'
  | 'cancelled';

export interface Confirmation {
  outcome: ConfirmationOutcome;
  reservationId: string | null;
  status: ReservationStatus | null;
}

/** What the payment must have been for this reservation: due now, or the first instalment. */
function expectedAmount(row: Reservation): number {
  if (row.installmentMonths === 0) return row.dueNowAmount;
  return splitInstalments(row.totalAmount, row.installmentMonths)[0] ?? row.totalAmount;
}

async function confirm(
  db: Database,
  row: Reservation,
  payment: PaymentSnapshot,
  context: Context,
): Promise<Confirmation> {
  const result = (outcome: ConfirmationOutcome, status: ReservationStatus = row.status) => ({
    outcome,
    reservationId: row.id,
    status,
  });
  if (payment.amount !== expectedAmount(row) || payment.currency.toUpperCase() !== row.currency) {
    logger.error({ reservation: row.name, reason: 'amount-mismatch' }, 'confirm-reservation-error');
    return result('amount-mismatch');
  }
  const step = transition(row.status, 'confirm');
  if (step.kind === 'unchanged') return result('already-confirmed');
  if (step.kind === 'refused') {
    // Paid after the hold ran out: the rooms may be someone else's now, so an operator decides.
    logger.error(
      { reservation: row.name, reason: `paid-while-${row.status}` },
      'confirm-reservation-error',
    );
    return result('not-confirmable');
  }
  await db
    .update(reservations)
    .set({ status: step.to, confirmedAt: context.now, updatedAt: context.now })
    .where(eq(reservations.id, row.id));
  if (row.discountCode !== null) {
    try {
      await redeemDiscount({
        code: row.discountCode,
        reservationId: row.id,
        maxRedemptions: context.discount?.maxRedemptions ?? null,
        now: context.now,
        db,
      });
    } catch (error) {
      if (!(error instanceof BookingError)) throw error;
      // The customer has paid the discounted price: the booking stands, the operator is told.
      logger.warn(
        { reservation: row.name, code: row.discountCode },
        'discount-over-limit-at-confirmation',
      );
    }
  }
  const messages = messageContext(context.catalogue, row);
  if (messages)
    await queueMessages(
      db,
      row.id,
      messagesOnConfirmation(row, messages, context.now),
      context.now,
    );
  logger.info({ reservation: row.name, status: step.to }, 'confirm-reservation-success');
  return result('confirmed', step.to);
}

interface Context {
  now: Date;
  catalogue: Catalogue;
  discount: DiscountCode | null;
}

async function applyTo(
  db: Database,
  event: Exclude<PaymentEvent, { kind: 'ignored' }>,
  context: Context,
): Promise<Confirmation> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.paymentIntentId, event.payment.intentId))
    .for('update');
  if (row === undefined) return { outcome: 'unknown-payment', reservationId: null, status: null };
  await db
    .update(paymentEvents)
    .set({ reservationId: row.id })
    .where(eq(paymentEvents.id, event.id));
  if (event.kind === 'payment-succeeded') return confirm(db, row, event.payment, context);
  if (event.kind === 'payment-failed') {
    // The reservation stays payable; the customer gets the pay-later link once.
    const messages = messageContext(context.catalogue, row);
    if (messages && AWAITING_PAYMENT.includes(row.status)) {
      await queuePayLater(db, row, messages, context.now, context.now);
    }
    return { outcome: 'payment-failed', reservationId: row.id, status: row.status };
  }
  const step = transition(row.status, 'cancel');
  if (step.kind !== 'changed')
    return { outcome: 'cancelled', reservationId: row.id, status: row.status };
  await db
    .update(reservations)
    .set({ status: step.to, cancelledAt: context.now, updatedAt: context.now })
    .where(eq(reservations.id, row.id));
  await releaseRooms({ db, reservationId: row.id, now: context.now });
  logger.info({ reservation: row.name }, 'cancel-reservation-success');
  return { outcome: 'cancelled', reservationId: row.id, status: step.to };
}

/**
 * Applies a payment event once: its id is recorded in the same transaction as what it changes,
 * so a duplicate changes nothing, and a late failure cannot undo a confirmation.
 */
export async function applyPaymentEvent({
  event,
  now,
}: {
  event: PaymentEvent;
  now: Date;
}): Promise<Confirmation> {
  const db = await getDatabase();
  const catalogue = await getCatalogue();
  const discount = event.kind === 'ignored' ? null : await discountOf(db, event.payment.intentId);
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        type: event.kind === 'ignored' ? event.type : event.kind,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0)
      return { outcome: 'duplicate-event', reservationId: null, status: null };
    if (event.kind === 'ignored') return { outcome: 'ignored', reservationId: null, status: null };
    return applyTo(tx, event, { now, catalogue, discount });
  });
}

/** The reservation a payment pays and its status now (the return page's answer after a repeat). */
export async function reservationOfPayment(
  intentId: string,
): Promise<{ id: string; status: ReservationStatus } | null> {
  const db = await getDatabase();
  const [row] = await db
    .select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.paymentIntentId, intentId));
  return row ?? null;
}

/** The code's current limit, read from content before the transaction (content is not in the database). */
async function discountOf(db: Database, intentId: string): Promise<DiscountCode | null> {
  const [row] = await db
    .select({ code: reservations.discountCode })
    .from(reservations)
    .where(eq(reservations.paymentIntentId, intentId));
  return row?.code ? findDiscountCode(row.code) : null;
}
