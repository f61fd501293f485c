// The one idempotent application of a payment event, shared by the Stripe webhook, the return page and the test gateway: recorded once, then the reservation confirmed, refunded or cancelled by server/lifecycle.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ReservationStatus } from '../../booking/reservation-status';
import type { DiscountCode } from '../../booking/types';
import {
  findDiscountCode,
  getBookingHorizonDays,
  getCatalogue,
  getReminderHoursBefore,
} from '../../content/catalogue';
import { type Database, getDatabase } from '../db/client';
import { paymentEvents, reservations } from '../db/schema';
import { cancelUnpaid } from '../lifecycle/cancel';
import { type ConfirmContext, confirmPaid } from '../lifecycle/confirm';
import { lockReservation } from '../lifecycle/lock';
import { keepWhileProcessing, releaseFailedDebit } from '../lifecycle/processing';
import { logger } from '../log';
import {
  keepMovePaymentProcessing,
  type MoveSettlementOutcome,
  settleMovePayment,
} from '../manage/move-settle';
import { sendPaymentCommands } from './commands';
import { recordInstalment } from './instalments';
import type { InstalmentPaid, PaymentEvent, PaymentSnapshot } from './provider';
import { paymentProvider } from './provider-instance';

export type ConfirmationOutcome =
  | 'duplicate-event'
  | 'ignored'
  | 'unknown-payment'
  | 'amount-mismatch'
  | 'confirmed'
  | 'already-confirmed'
  | 'not-confirmable'
  | 'payment-failed'
  | 'processing'
  | 'cancelled'
  | 'refunded'
  | 'instalment-recorded';

export interface Confirmation {
  outcome: ConfirmationOutcome;
  reservationId: string | null;
  status: ReservationStatus | null;
}

interface Context extends ConfirmContext {
  /** How far ahead a time may be taken: a move's payment takes its new time through the booking rules. */
  horizonDays: number;
}

const MOVE_OUTCOME: Record<MoveSettlementOutcome, ConfirmationOutcome> = {
  'unknown-payment': 'unknown-payment',
  'amount-mismatch': 'amount-mismatch',
  moved: 'confirmed',
  'already-moved': 'already-confirmed',
  refunded: 'refunded',
  'payment-failed': 'payment-failed',
};

async function applyTo(
  db: Database,
  event: Extract<PaymentEvent, { payment: PaymentSnapshot }>,
  context: Context,
): Promise<Confirmation> {
  const row = await lockReservation(db, eq(reservations.paymentIntentId, event.payment.intentId));
  if (row === undefined) {
    // A move's difference still processing (a bank debit): its new time kept until it settles.
    const { kind, payment } = event;
    if (kind === 'payment-processing') {
      await keepMovePaymentProcessing(db, payment.intentId, context.now);
      return { outcome: 'processing', reservationId: null, status: null };
    }
    // Not a booking's own payment: maybe the difference a move to a dearer clinic is paid with.
    const settled = await settleMovePayment(db, { kind, payment }, context);
    if (settled.reservationId !== null)
      await db
        .update(paymentEvents)
        .set({ reservationId: settled.reservationId })
        .where(eq(paymentEvents.id, event.id));
    return {
      outcome: MOVE_OUTCOME[settled.outcome],
      reservationId: settled.reservationId,
      status: null,
    };
  }
  await db
    .update(paymentEvents)
    .set({ reservationId: row.id })
    .where(eq(paymentEvents.id, event.id));
  if (event.kind === 'payment-succeeded')
    return { ...(await confirmPaid(db, row, event.payment, context)), reservationId: row.id };
  if (event.kind === 'payment-processing') {
    // A debit under way for days: the rooms kept up to a cap (docs/decisions/0069-payments-that-settle-late.md).
    await keepWhileProcessing(db, row, context.now);
    return { outcome: 'processing', reservationId: row.id, status: row.status };
  }
  if (event.kind === 'payment-failed') {
    // A card refused on screen: the reservation stays payable. No pay-later email from here: the
    // address is only typed, so it goes out only when the customer asks for it on screen
    // (docs/decisions/0053-emails-that-carry-no-attackers-words.md). A debit that failed after
    // days of processing releases the rooms and tells the customer (lifecycle/processing.ts).
    const step = await releaseFailedDebit({
      db,
      row,
      now: context.now,
      catalogue: context.catalogue,
    });
    return {
      outcome: 'payment-failed',
      reservationId: row.id,
      status: step.kind === 'changed' ? step.to : row.status,
    };
  }
  const step = await cancelUnpaid({ db, row, now: context.now });
  if (step.kind !== 'changed')
    return { outcome: 'cancelled', reservationId: row.id, status: row.status };
  logger.info({ reservation: row.name }, 'cancel-reservation-success');
  return { outcome: 'cancelled', reservationId: row.id, status: step.to };
}

/**
 * Applies a payment event once: its id is recorded in the same transaction as what it changes,
 * so a duplicate changes nothing, and a late failure cannot undo a confirmation. With `claim`
 * (the server's own recovery, recover.ts), the transaction first takes what it claims; claimed by
 * another run already, nothing is applied or recorded and the answer is `duplicate-event`.
 */
export async function applyPaymentEvent({
  event,
  now,
  claim,
}: {
  event: PaymentEvent;
  now: Date;
  claim?: (tx: Database) => Promise<boolean>;
}): Promise<Confirmation> {
  const db = await getDatabase();
  const [catalogue, reminderHoursBefore, horizonDays] = await Promise.all([
    getCatalogue(),
    getReminderHoursBefore(),
    getBookingHorizonDays(),
  ]);
  const discount = 'payment' in event ? await discountOf(db, event.payment.intentId) : null;
  const instalment =
    event.kind === 'instalment-paid' ? await withPaymentId(event.instalment) : null;
  const confirmation = await db.transaction(async (tx): Promise<Confirmation> => {
    if (claim !== undefined && !(await claim(tx)))
      return { outcome: 'duplicate-event', reservationId: null, status: null };
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
    if (event.kind === 'instalment-paid') {
      if (instalment === null)
        return { outcome: 'unknown-payment', reservationId: null, status: null };
      const recorded = await recordInstalment(tx, instalment, now, catalogue);
      if (recorded.reservationId !== null)
        await tx
          .update(paymentEvents)
          .set({ reservationId: recorded.reservationId })
          .where(eq(paymentEvents.id, event.id));
      return { ...recorded, status: null };
    }
    return applyTo(tx, event, { now, catalogue, reminderHoursBefore, horizonDays, discount });
  });
  // A refund, a cancelled payment's cancellation, or a plan's card kept for its later months goes
  // to the provider right after the commit.
  if (
    confirmation.outcome === 'refunded' ||
    confirmation.outcome === 'cancelled' ||
    confirmation.outcome === 'confirmed'
  )
    await sendPaymentCommands();
  return confirmation;
}

/**
 * The instalment with its payment's id: Stripe's `invoice.paid` leaves the invoice's payments out
 * unless expanded, so the provider is asked (before the transaction: no call holds a lock). Null
 * when the invoice has no paid payment.
 */
async function withPaymentId(
  instalment: InstalmentPaid,
): Promise<(InstalmentPaid & { paymentId: string }) | null> {
  if (instalment.paymentId !== null) return { ...instalment, paymentId: instalment.paymentId };
  if (instalment.invoiceId === null) return null;
  const paid = await paymentProvider().instalmentPaymentOf(instalment.invoiceId);
  return paid === null ? null : { ...instalment, ...paid };
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
