// A move's payment settled: on success the booking moves once (return page or webhook, whichever first, under the reservation's row lock), or the charge is refunded when the time was lost; a failure changes nothing.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { isPaymentAnswer } from '../../booking/payment-answer';
import { allowsInPlace } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { type BookingMove, bookingMoves, reservations, roomHolds } from '../db/schema';
import { lockReservation } from '../lifecycle/lock';
import {
  keepMoveWhileProcessing,
  markMoved,
  refundMove,
  releaseFailedMoveDebit,
} from '../lifecycle/moves';
import { logger } from '../log';
import { messageOnMoveDebitFailed } from '../notifications/message-data';
import { messageContext, queueMessages } from '../payments/messages';
import type { PaymentSnapshot } from '../payments/provider';
import { moveTo } from './booking';
import { applyMove, type MoveContext } from './reschedule';
import { issueManageToken, manageUrl } from './token';

/** Whether a provider payment is a move's difference (the test card form then returns to the manage page). */
export async function isMovePayment(db: Database, intentId: string): Promise<boolean> {
  const [move] = await db
    .select({ id: bookingMoves.id })
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, intentId));
  return move !== undefined;
}

export type MoveSettlementOutcome =
  | 'unknown-payment'
  | 'amount-mismatch'
  | 'moved'
  | 'already-moved'
  | 'refunded'
  | 'payment-failed';

/**
 * A provider's word on a move's payment, in the event's transaction: a success moves the booking
 * through the reschedule path (rooms, order, totals, sequence, emails) and marks the move `moved`,
 * exactly once under the reservation's row lock; when the time was taken meanwhile, the move was
 * superseded or the booking changed or was cancelled, the charge is refunded instead. A failure or
 * cancellation changes nothing (the move's hold runs out), except a bank debit that failed after its
 * time was kept for processing: the time is let go then and the customer told.
 */
export async function settleMovePayment(
  tx: Database,
  event: {
    kind: 'payment-succeeded' | 'payment-failed' | 'payment-canceled';
    payment: PaymentSnapshot;
  },
  context: MoveContext,
): Promise<{ outcome: MoveSettlementOutcome; reservationId: string | null }> {
  const [found] = await tx
    .select({ reservationId: bookingMoves.reservationId })
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, event.payment.intentId));
  if (found === undefined) return { outcome: 'unknown-payment', reservationId: null };
  const { reservationId } = found;
  if (event.kind === 'payment-failed') {
    await releaseMoveDebit(tx, event.payment.intentId, context);
    return { outcome: 'payment-failed', reservationId };
  }
  if (event.kind !== 'payment-succeeded') return { outcome: 'payment-failed', reservationId };
  // The reservation's row first, as every change of the booking locks it: one settlement at a time.
  const row = await lockReservation(tx, eq(reservations.id, reservationId));
  const [move] = await tx
    .select()
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, event.payment.intentId));
  if (row === undefined || move === undefined)
    return { outcome: 'unknown-payment', reservationId: null };
  const { payment } = event;
  if (payment.amount !== move.amount || payment.currency.toUpperCase() !== move.currency) {
    logger.error({ reservation: row.name, reason: 'amount-mismatch' }, 'move-payment-error');
    return { outcome: 'amount-mismatch', reservationId };
  }
  if (move.status === 'moved') return { outcome: 'already-moved', reservationId };
  if (move.status === 'refunded') return { outcome: 'refunded', reservationId };
  const { now } = context;
  const refund = async (reason: string): Promise<MoveSettlementOutcome> => {
    await refundMove(tx, row, move, payment, { now, reason });
    return 'refunded';
  };
  if (move.status === 'superseded') return { outcome: await refund('superseded'), reservationId };
  if (!allowsInPlace(row.status, 'move') || row.calendarSequence !== move.fromSequence)
    return { outcome: await refund('booking-changed'), reservationId };
  const pricing = isPaymentAnswer(move.pricing)
    ? move.pricing
    : moveTo(context.catalogue, row, move.locationSlug)?.pricing;
  if (pricing === undefined) return { outcome: await refund('clinic-gone'), reservationId };
  try {
    // In a savepoint: a time taken meanwhile rolls back the move alone, and the refund follows.
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(roomHolds)
        .set({ releasedAt: now })
        .where(and(eq(roomHolds.moveId, move.id), isNull(roomHolds.releasedAt)));
      await applyMove(
        savepoint,
        row,
        {
          start: move.startsAt,
          locationSlug: move.locationSlug,
          pricing,
          refund: 0,
          // What the customer paid for this move: the email says the difference was charged.
          settlement: { kind: 'charge', amount: move.amount },
        },
        context,
      );
      await markMoved(savepoint, move, now);
    });
  } catch (error) {
    if (!(error instanceof BookingError)) throw error;
    return { outcome: await refund('time-lost'), reservationId };
  }
  logger.info({ reservation: row.name, sequence: row.calendarSequence + 1 }, 'move-payment-moved');
  return { outcome: 'moved', reservationId };
}

/** The booking a move's payment belongs to and the move, the booking's row locked first. */
async function lockedMoveOf(tx: Database, intentId: string) {
  const [found] = await tx
    .select({ reservationId: bookingMoves.reservationId })
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, intentId));
  if (found === undefined) return null;
  const row = await lockReservation(tx, eq(reservations.id, found.reservationId));
  const [move] = await tx
    .select()
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, intentId));
  return row === undefined || move === undefined ? null : { row, move };
}

/**
 * A move's difference reported processing (a bank debit): its new time kept longer
 * (lifecycle/moves.ts), so the success days later still finds it free. Answers whether the
 * payment is a move's at all.
 */
export async function keepMovePaymentProcessing(
  tx: Database,
  intentId: string,
  now: Date,
): Promise<boolean> {
  const found = await lockedMoveOf(tx, intentId);
  if (found === null) return false;
  await keepMoveWhileProcessing(tx, found.row, found.move, now);
  return true;
}

/**
 * A move's debit failed after its time was kept for processing: the time let go and the customer
 * told that the booking stays where it was (a card refused on screen changes nothing).
 */
async function releaseMoveDebit(tx: Database, intentId: string, context: MoveContext) {
  const found = await lockedMoveOf(tx, intentId);
  if (found === null) return;
  const { row, move } = found;
  const { now, catalogue } = context;
  if (!(await releaseFailedMoveDebit(tx, row, move, now))) return;
  logger.warn({ reservation: row.name, reason: 'debit-failed' }, 'move-payment-released');
  const messages = messageContext(catalogue, row);
  const location = catalogue.locations.find((candidate) => candidate.slug === move.locationSlug);
  if (messages === null || location === undefined) return;
  const token = await issueManageToken({ db: tx, reservation: row, now });
  const notice = messageOnMoveDebitFailed(
    row,
    { ...messages, manageUrl: manageUrl(messages.origin, row.locale, token) },
    { moveId: move.id, start: move.startsAt, location },
    now,
  );
  await queueMessages(tx, row, [notice], now);
}

/** The state of the move a payment pays, for the return page's answer. */
export async function moveOfPayment(
  db: Database,
  intentId: string,
): Promise<Pick<BookingMove, 'reservationId' | 'status'> | null> {
  const [move] = await db
    .select({ reservationId: bookingMoves.reservationId, status: bookingMoves.status })
    .from(bookingMoves)
    .where(eq(bookingMoves.paymentIntentId, intentId));
  return move ?? null;
}
