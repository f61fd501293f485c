// A payment that succeeded for a reservation's own payment intent: the booking confirmed with its rooms, or, when they are gone, the payment refunded in full.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { splitInstalments } from '../../booking/money';
import {
  ATTENDED,
  confirmedStatus,
  type ReservationStatus,
  transition,
} from '../../booking/reservation-status';
import type { Catalogue, DiscountCode } from '../../booking/types';
import type { Database } from '../db/client';
import { isDatabaseError, SQLSTATE } from '../db/errors';
import { type Reservation, reservations, roomHolds } from '../db/schema';
import { logger } from '../log';
import { issueManageToken, manageUrl } from '../manage/token';
import { messagesOnConfirmation } from '../notifications/message-data';
import { queueCardKeeping } from '../payments/commands';
import { recordFirstInstalment } from '../payments/instalments';
import { messageContext, queueMessages } from '../payments/messages';
import type { PaymentSnapshot } from '../payments/provider';
import { reserveDiscount } from '../reservations/discounts';
import { releaseExpiredHolds } from '../reservations/holds';
import { issuePartnerToken, partnerUrl } from '../reservations/partner-token';
import { slotCache } from '../reservations/slot-cache';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';
import { refundLatePayment } from './refund';

/** What confirming a paid reservation came to. */
export type PaidOutcome =
  | 'amount-mismatch'
  | 'confirmed'
  | 'already-confirmed'
  | 'not-confirmable'
  | 'refunded';

export interface PaidResult {
  outcome: PaidOutcome;
  /** The reservation's status afterwards. */
  status: ReservationStatus;
}

/** What a confirmation needs besides the row and the payment, read before the transaction. */
export interface ConfirmContext {
  now: Date;
  catalogue: Catalogue;
  /** Site settings' hours before the start for the reminder a confirmation plans. */
  reminderHoursBefore: number;
  discount: DiscountCode | null;
}

/** What the payment must have been for this reservation: due now, or the first instalment. */
function expectedAmount(row: Reservation): number {
  if (row.installmentMonths === 0) return row.dueNowAmount;
  return splitInstalments(row.totalAmount, row.installmentMonths)[0] ?? row.totalAmount;
}

/** Does the reservation still hold every room it took? Then nobody else can have them (the exclusion constraint). */
async function holdsAllRooms(db: Database, row: Reservation): Promise<boolean> {
  const holds = await db
    .select({ releasedAt: roomHolds.releasedAt })
    .from(roomHolds)
    .where(and(eq(roomHolds.reservationId, row.id), isNull(roomHolds.moveId)));
  return holds.length > 0 && holds.every((hold) => hold.releasedAt === null);
}

/**
 * Takes the reservation's own rooms again for a payment that came after they were let go: expired
 * holds in the way are released, then the exclusion constraint decides. False when someone else
 * holds one of them now; nothing is changed then.
 */
async function retakeRooms(db: Database, row: Reservation, now: Date): Promise<boolean> {
  const interval = { from: row.startsAt, to: row.endsAt };
  const holds = await db
    .select({ startsAt: roomHolds.startsAt, endsAt: roomHolds.endsAt })
    .from(roomHolds)
    .where(and(eq(roomHolds.reservationId, row.id), isNull(roomHolds.moveId)));
  for (const hold of holds) {
    if (hold.startsAt < interval.from) interval.from = hold.startsAt;
    if (hold.endsAt > interval.to) interval.to = hold.endsAt;
  }
  await releaseExpiredHolds({ db, now, near: { locationSlug: row.locationSlug, interval } });
  try {
    await db.transaction(async (savepoint) => {
      await savepoint
        .update(roomHolds)
        .set({ releasedAt: null })
        .where(and(eq(roomHolds.reservationId, row.id), isNull(roomHolds.moveId)));
    });
    return holds.length > 0;
  } catch (error) {
    if (isDatabaseError(error, SQLSTATE.exclusionViolation)) return false;
    throw error;
  }
}

/**
 * The `confirm` event for a payment that succeeded, on a row locked in this transaction (lock.ts): the booking is confirmed (its rooms kept, or taken again when they were let go and
 * are still free), its first instalment and discount recorded, its confirmation and reminder
 * queued; or, when its rooms are gone or it was given up unpaid, the payment is refunded in full
 * (refund.ts). Never charged without an appointment, never booked twice.
 */
export async function confirmPaid(
  db: Database,
  row: LockedReservation,
  payment: PaymentSnapshot,
  context: ConfirmContext,
): Promise<PaidResult> {
  const result = (outcome: PaidOutcome, status: ReservationStatus = row.status) => ({
    outcome,
    status,
  });
  const refund = async (): Promise<PaidResult> => {
    const step = await refundLatePayment({
      db,
      row,
      payment,
      now: context.now,
      catalogue: context.catalogue,
    });
    return result('refunded', step.kind === 'changed' ? step.to : row.status);
  };
  if (payment.amount !== expectedAmount(row) || payment.currency.toUpperCase() !== row.currency) {
    logger.error({ reservation: row.name, reason: 'amount-mismatch' }, 'confirm-reservation-error');
    return result('amount-mismatch');
  }
  const step = transition(row.status, 'confirm');
  if (step.kind === 'unchanged') return result('already-confirmed');
  // Confirmed and since marked by the clinic: a success event delivered again changes nothing.
  if (ATTENDED.includes(row.status)) return result('already-confirmed');
  if (row.status === 'refunded') return result('refunded');
  // Paid and then called off by the customer (manage link): a late or repeated success event must
  // not book it again; its refund was decided by the cancellation.
  if (row.status === 'cancelled' && row.confirmedAt !== null) return result('not-confirmable');
  // Given up unpaid: replaced by the customer's newer reservation (another tab) before this payment
  // was recorded. The newer one is the booking; taking these rooms again would book and charge twice.
  if (row.status === 'cancelled') return refund();
  // Paid: this ends in a confirmed appointment or a full refund, never in between. Rooms still
  // held (even past the hold, when nobody needed them) are the reservation's; rooms let go are
  // taken again when they are still free.
  const awaiting = step.kind === 'changed';
  const hasRooms =
    (awaiting && (await holdsAllRooms(db, row))) || (await retakeRooms(db, row, context.now));
  if (!hasRooms) return refund();
  // Rooms taken again, or a hold that had lapsed (shown free since) kept for good: taken now.
  slotCache().forgetLocation(row.locationSlug);
  const to = confirmedStatus(row.reservationType);
  await db
    .update(reservations)
    .set({ status: to, confirmedAt: context.now, cancelledAt: null, updatedAt: context.now })
    .where(eq(reservations.id, row.id));
  await recordEvent(db, {
    reservationId: row.id,
    event: 'confirm',
    from: row.status,
    to,
    at: context.now,
    details: { amount: payment.amount },
  });
  // An instalment plan's first month is paid now; later months come with their invoices.
  await recordFirstInstalment(db, row, payment, context.now);
  // Its later months are charged to the card it was paid with, once the provider keeps it for them.
  if (row.subscriptionScheduleId !== null)
    await queueCardKeeping(
      db,
      { reservationId: row.id, intentId: payment.intentId, scheduleId: row.subscriptionScheduleId },
      context.now,
    );
  if (row.discountCode !== null) {
    try {
      await reserveDiscount({
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
  if (messages) {
    // The confirmation and the reminder carry the booking's manage link; only its hash is stored.
    // A pair's partner gets a link of their own, which names no reservation id.
    const token = await issueManageToken({ db, reservation: row, now: context.now });
    const partnerToken = row.isPartnerBooking
      ? await issuePartnerToken({ db, reservation: row, now: context.now })
      : null;
    const withReminder = {
      ...messages,
      reminderHoursBefore: context.reminderHoursBefore,
      manageUrl: manageUrl(messages.origin, row.locale, token),
      ...(partnerToken === null
        ? {}
        : { partnerUrl: partnerUrl(messages.origin, row.locale, partnerToken) }),
    };
    await queueMessages(
      db,
      row,
      messagesOnConfirmation(row, withReminder, context.now),
      context.now,
    );
  }
  logger.info(
    { reservation: row.name, status: to, late: !awaiting },
    'confirm-reservation-success',
  );
  return result('confirmed', to);
}
