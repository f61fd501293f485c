// A paid booking's move to a dearer clinic has statuses of its own (booking_moves: pending, moved, superseded, refunded) and a hold on its new time: they change only here, under the reservation's row lock.
import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { moveHoldWhileProcessing } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import {
  type BookingMove,
  bookingEvents,
  bookingMoves,
  type Reservation,
  roomHolds,
} from '../db/schema';
import { logger } from '../log';
import { queueMoveCancellation } from '../payments/commands';
import type { PaymentSnapshot } from '../payments/provider';
import { forgetFreed } from '../reservations/release';
import { recordEvent } from './events';
import { refundPart } from './refund-part';

/**
 * The other moves of the booking still waiting for payment give way: their time is free again, their
 * open payment is queued for cancellation at the provider (sent after the commit), so only the
 * newest move can be paid; one paid anyway before its cancellation landed is refunded once.
 */
export async function supersedePendingMoves(
  tx: Database,
  reservationId: string,
  now: Date,
): Promise<void> {
  const superseded = await tx
    .update(bookingMoves)
    .set({ status: 'superseded', settledAt: now })
    .where(and(eq(bookingMoves.reservationId, reservationId), eq(bookingMoves.status, 'pending')))
    .returning({ id: bookingMoves.id, paymentIntentId: bookingMoves.paymentIntentId });
  if (superseded.length === 0) return;
  await releaseMoveHolds(
    tx,
    superseded.map((move) => move.id),
    now,
  );
  for (const move of superseded) {
    if (move.paymentIntentId !== null)
      await queueMoveCancellation(tx, { reservationId, intentId: move.paymentIntentId }, now);
  }
}

/** Lets go of the moves' holds on their new times, which every calendar then shows free at once. */
async function releaseMoveHolds(tx: Database, moveIds: string[], now: Date): Promise<void> {
  forgetFreed(
    await tx
      .update(roomHolds)
      .set({ releasedAt: now })
      .where(and(inArray(roomHolds.moveId, moveIds), isNull(roomHolds.releasedAt)))
      .returning({ locationSlug: roomHolds.locationSlug }),
  );
}

/** The move's difference paid and the booking moved (manage/reschedule.ts applyMove, in the same transaction). */
export async function markMoved(tx: Database, move: Pick<BookingMove, 'id'>, now: Date) {
  await tx
    .update(bookingMoves)
    .set({ status: 'moved', settledAt: now })
    .where(eq(bookingMoves.id, move.id));
}

/**
 * The time is lost (or the booking changed meanwhile): the charge goes back once (refund-part.ts,
 * recorded as `refund-move`), the move's hold goes, the move is `refunded`.
 */
export async function refundMove(
  tx: Database,
  row: Reservation,
  move: BookingMove,
  payment: PaymentSnapshot,
  { now, reason }: { now: Date; reason: string },
): Promise<void> {
  await tx
    .update(bookingMoves)
    .set({ status: 'refunded', settledAt: now })
    .where(eq(bookingMoves.id, move.id));
  await releaseMoveHolds(tx, [move.id], now);
  await refundPart(
    tx,
    row,
    {
      event: 'refund-move',
      parts: [{ intentId: payment.intentId, amount: payment.amount }],
      occasion: `move-${move.id}`,
      reason,
    },
    now,
  );
  logger.warn({ reservation: row.name, reason }, 'move-payment-refunded');
}

/**
 * The provider reports a move's difference processing (a bank debit: days), on the reservation's
 * locked row: the move's new time is kept as reservation-status.ts `moveHoldWhileProcessing` allows
 * and `move-processing` recorded. Answers whether the hold was extended.
 */
export async function keepMoveWhileProcessing(
  tx: Database,
  row: Pick<Reservation, 'id' | 'status'>,
  move: BookingMove,
  now: Date,
): Promise<boolean> {
  const until = moveHoldWhileProcessing(move, now);
  if (until === null) return false;
  await tx.update(bookingMoves).set({ holdExpiresAt: until }).where(eq(bookingMoves.id, move.id));
  await recordMoveEvent(tx, row, move, 'move-processing', now);
  return true;
}

/** An event of a move's payment: the booking's status unchanged, the move named in the details. */
function recordMoveEvent(
  tx: Database,
  row: Pick<Reservation, 'id' | 'status'>,
  move: BookingMove,
  event: 'move-processing' | 'move-debit-failed',
  now: Date,
) {
  return recordEvent(tx, {
    reservationId: row.id,
    event,
    from: row.status,
    to: row.status,
    at: now,
    details: {
      move: move.id,
      startsAt: move.startsAt.toISOString(),
      locationSlug: move.locationSlug,
    },
  });
}

/** Was this move's new time ever kept for a debit the provider was processing? */
async function moveWasProcessing(tx: Database, reservationId: string, moveId: string) {
  const [found] = await tx
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.reservationId, reservationId),
        eq(bookingEvents.event, 'move-processing'),
        sql`${bookingEvents.details}->>'move' = ${moveId}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * A move's debit failed, on the reservation's locked row. A card refused on screen changes nothing
 * (the customer is there to try again while the hold lasts). A debit that failed after its new time
 * was kept for processing has nobody on screen and would hold that time for days: the time is let
 * go at once and `move-debit-failed` recorded; the booking stays where it was. Answers whether it
 * was let go (the caller then tells the customer).
 */
export async function releaseFailedMoveDebit(
  tx: Database,
  row: Pick<Reservation, 'id' | 'status'>,
  move: BookingMove,
  now: Date,
): Promise<boolean> {
  if (move.status !== 'pending' || move.holdExpiresAt.getTime() <= now.getTime()) return false;
  if (!(await moveWasProcessing(tx, row.id, move.id))) return false;
  await tx.update(bookingMoves).set({ holdExpiresAt: now }).where(eq(bookingMoves.id, move.id));
  await releaseMoveHolds(tx, [move.id], now);
  await recordMoveEvent(tx, row, move, 'move-debit-failed', now);
  return true;
}
