// A paid booking moved to another time or clinic: its row rewritten once under its lock, its status kept, the event recorded.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import type { PaymentAnswer } from '../../booking/pricing';
import { allowsInPlace } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

/** Where and when the booking goes, and what it costs there. */
export interface MoveTarget {
  startsAt: Date;
  endsAt: Date;
  totalDurationMinutes: number;
  locationSlug: string;
  pricing: PaymentAnswer;
  /** What a cheaper clinic gives back on this move (minor units), recorded with the refund. */
  refund: number;
}

/**
 * The `move` event on a booking locked in this transaction (lock.ts), its new rooms already taken
 * (manage/reschedule.ts): allowed while it is paid with its day ahead (reservation-status.ts),
 * else `booking-not-reschedulable`. The new time, clinic, order and totals are stored, the
 * calendar sequence advances (the customer's calendar file replaces the old event), and the
 * event records where it went. Answers the row as stored.
 */
export async function moveBooking(
  tx: Database,
  row: LockedReservation,
  target: MoveTarget,
  now: Date,
): Promise<Reservation> {
  if (!allowsInPlace(row.status, 'move')) throw new BookingError('booking-not-reschedulable');
  const order = target.pricing.paymentDataDiscounted;
  const [moved] = await tx
    .update(reservations)
    .set({
      startsAt: target.startsAt,
      endsAt: target.endsAt,
      totalDurationMinutes: target.totalDurationMinutes,
      locationSlug: target.locationSlug,
      pricing: target.pricing,
      discountAmount: order.discountTotal,
      totalAmount: order.total,
      ...(target.refund > 0 ? { refundedAmount: (row.refundedAmount ?? 0) + target.refund } : {}),
      calendarSequence: row.calendarSequence + 1,
      updatedAt: now,
    })
    .where(eq(reservations.id, row.id))
    .returning();
  if (moved === undefined) throw new Error('the locked reservation vanished under its lock');
  await recordEvent(tx, {
    reservationId: row.id,
    event: 'move',
    from: row.status,
    to: moved.status,
    at: now,
    details: { startsAt: target.startsAt.toISOString(), locationSlug: target.locationSlug },
  });
  return moved;
}
