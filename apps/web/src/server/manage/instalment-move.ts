// Moving an instalment booking to a clinic of another price: its plan's unpaid months are spread anew through the provider, and what was paid beyond a cheaper price is given back, in the moving transaction's outbox.
import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import type { MoveSettlement } from '../../booking/move-price';
import { splitRefund } from '../../booking/refund-split';
import type { Catalogue } from '../../booking/types';
import type { Database } from '../db/client';
import { instalmentPayments, type Reservation, reservations } from '../db/schema';
import { refundPart } from '../lifecycle/refund-part';
import { queueInstalmentChange } from '../payments/commands';
import { paidPaymentsOf } from '../payments/instalments';
import { moveTo } from './booking';

/** How many months of the booking's plan the provider confirmed as paid (0 without a plan). */
async function paidMonthsOf(db: Database, row: Reservation): Promise<number> {
  if (row.installmentMonths === 0) return 0;
  const [recorded] = await db
    .select({ months: count() })
    .from(instalmentPayments)
    .where(eq(instalmentPayments.reservationId, row.id));
  return recorded?.months ?? 0;
}

/** `moveTo` with the months the booking's plan has paid, which an instalment settlement needs. */
export async function moveWithPaidMonths(
  db: Database,
  catalogue: Catalogue,
  row: Reservation,
  locationSlug: string,
) {
  return moveTo(catalogue, row, locationSlug, await paidMonthsOf(db, row));
}

/**
 * After the moving transaction stored the new order (`moved`, its plan in `pricing`), queues what
 * the provider must do for an `instalments` settlement, keyed by the move (`move-<sequence>`):
 * the refund of the excess over a cheaper price, spread over the paid months newest first (each
 * month's share recorded on it, so a later cancellation refunds only what is left of it), and the
 * change of the unpaid months. Answers the booking as stored and whether commands were queued.
 * Any other settlement changes nothing here.
 */
export async function settleInstalmentMove(
  tx: Database,
  {
    moved,
    settlement,
    catalogue,
    now,
  }: { moved: Reservation; settlement: MoveSettlement; catalogue: Catalogue; now: Date },
): Promise<{ row: Reservation; queued: boolean }> {
  if (settlement.kind !== 'instalments') return { row: moved, queued: false };
  const checkup = catalogue.checkups.find((candidate) => candidate.slug === moved.checkupSlug);
  const productId =
    moved.installmentMonths === 6 ? checkup?.stripeInstalment6 : checkup?.stripeInstalment12;
  // A plan the provider cannot change (its product withdrawn since): support changes it.
  if (!productId || moved.subscriptionScheduleId === null)
    throw new BookingError('booking-move-not-online');
  const occasion = `move-${moved.calendarSequence}`;
  let row = moved;
  if (settlement.refund > 0) {
    const parts = splitRefund(settlement.refund, await paidPaymentsOf(tx, moved));
    for (const part of parts) {
      await tx
        .update(instalmentPayments)
        .set({ refundedAmount: sql`${instalmentPayments.refundedAmount} + ${part.amount}` })
        .where(eq(instalmentPayments.paymentId, part.paymentId));
    }
    await refundPart(
      tx,
      moved,
      {
        event: 'refund-move',
        parts: parts.map((part) => ({ intentId: part.paymentId, amount: part.amount })),
        occasion,
        reason: 'cheaper-clinic',
      },
      now,
    );
    const [refunded] = await tx
      .update(reservations)
      .set({ refundedAmount: (moved.refundedAmount ?? 0) + settlement.refund })
      .where(eq(reservations.id, moved.id))
      .returning();
    if (refunded === undefined) throw new Error('the locked reservation vanished under its lock');
    row = refunded;
  }
  // Every month paid: the schedule has ended, nothing of it to change.
  if (settlement.paidMonths < settlement.installments.length)
    await queueInstalmentChange(
      tx,
      {
        reservationId: moved.id,
        scheduleId: moved.subscriptionScheduleId,
        installments: settlement.installments,
        paidMonths: settlement.paidMonths,
        currency: moved.currency,
        productId,
        sequence: moved.calendarSequence,
      },
      now,
    );
  return { row, queued: true };
}
