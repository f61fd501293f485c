// A paid booking's move to a dearer clinic has statuses of its own (booking_moves: pending, moved, superseded, refunded): they change only here, under the reservation's row lock.
import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type BookingMove, bookingMoves, type Reservation, roomHolds } from '../db/schema';
import { logger } from '../log';
import { queueMoveCancellation } from '../payments/commands';
import type { PaymentSnapshot } from '../payments/provider';
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
  await tx
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(
      and(
        inArray(
          roomHolds.moveId,
          superseded.map((move) => move.id),
        ),
        isNull(roomHolds.releasedAt),
      ),
    );
  for (const move of superseded) {
    if (move.paymentIntentId !== null)
      await queueMoveCancellation(tx, { reservationId, intentId: move.paymentIntentId }, now);
  }
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
  await tx
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(and(eq(roomHolds.moveId, move.id), isNull(roomHolds.releasedAt)));
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
