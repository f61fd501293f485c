// The one idempotent confirmation, shared by the Stripe webhook, the return page and the test gateway.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { splitInstalments } from '../../booking/money';
import {
  confirmedStatus,
  type ReservationStatus,
  transition,
} from '../../booking/reservation-status';
import type { Catalogue, DiscountCode } from '../../booking/types';
import {
  findDiscountCode,
  getBookingHorizonDays,
  getCatalogue,
  getReminderHoursBefore,
} from '../../content/catalogue';
import { type Database, getDatabase } from '../db/client';
import { isDatabaseError, SQLSTATE } from '../db/errors';
import { paymentEvents, type Reservation, reservations, roomHolds } from '../db/schema';
import { cancelUnpaid } from '../lifecycle/cancel';
import { logger } from '../log';
import { type MoveSettlementOutcome, settleMovePayment } from '../manage/move-settle';
import { issueManageToken, manageUrl } from '../manage/token';
import { messageOnRefund, messagesOnConfirmation } from '../notifications/message-data';
import { reserveDiscount } from '../reservations/discounts';
import { releaseExpiredHolds } from '../reservations/holds';
import { issuePartnerToken, partnerUrl } from '../reservations/partner-token';
import { letGo } from '../reservations/release';
import { queueRefund, sendPaymentCommands } from './commands';
import { recordFirstInstalment, recordInstalment } from './instalments';
import { heldUntilRefunded, messageContext, queueMessages } from './messages';
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
  | 'cancelled'
  | 'refunded'
  | 'instalment-recorded';

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
 * A payment that succeeded for a reservation whose rooms are gone: refunded in full through the
 * provider (queued here, sent right after the commit, with an idempotency key), its open schedule
 * stopped, the customer told. Never left charged without an appointment.
 */
async function refund(
  db: Database,
  row: Reservation,
  payment: PaymentSnapshot,
  context: Context,
): Promise<Confirmation> {
  const step = transition(row.status, 'refund');
  if (step.kind !== 'changed')
    return { outcome: 'refunded', reservationId: row.id, status: row.status };
  await db
    .update(reservations)
    .set({ status: step.to, refundedAmount: payment.amount, updatedAt: context.now })
    .where(eq(reservations.id, row.id));
  await letGo({ db, row, now: context.now });
  const messages = messageContext(context.catalogue, row);
  // The email is queued held, and released once the provider accepted the refund.
  const notice =
    messages === null
      ? null
      : heldUntilRefunded(
          row.id,
          messageOnRefund(row, messages, { amount: payment.amount, at: context.now }),
        );
  await queueRefund(db, row, payment, context.now, undefined, notice?.key);
  if (notice) await queueMessages(db, row, [notice.message], context.now);
  logger.warn(
    { reservation: row.name, reason: `paid-while-${row.status}` },
    'payment-refunded-late',
  );
  return { outcome: 'refunded', reservationId: row.id, status: step.to };
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
  if (row.status === 'refunded') return result('refunded');
  // Paid and then called off by the customer (manage link): a late or repeated success event must
  // not book it again; its refund was decided by the cancellation.
  if (row.status === 'cancelled' && row.confirmedAt !== null) return result('not-confirmable');
  // Given up unpaid: replaced by the customer's newer reservation (another tab) before this payment
  // was recorded. The newer one is the booking; taking these rooms again would book and charge twice.
  if (row.status === 'cancelled') return refund(db, row, payment, context);
  // Paid: this ends in a confirmed appointment or a full refund, never in between. Rooms still
  // held (even past the hold, when nobody needed them) are the reservation's; rooms let go are
  // taken again when they are still free.
  const awaiting = step.kind === 'changed';
  const hasRooms =
    (awaiting && (await holdsAllRooms(db, row))) || (await retakeRooms(db, row, context.now));
  if (!hasRooms) return refund(db, row, payment, context);
  const to = confirmedStatus(row.reservationType);
  await db
    .update(reservations)
    .set({ status: to, confirmedAt: context.now, cancelledAt: null, updatedAt: context.now })
    .where(eq(reservations.id, row.id));
  // An instalment plan's first month is paid now; later months come with their invoices.
  await recordFirstInstalment(db, row, payment, context.now);
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

interface Context {
  now: Date;
  catalogue: Catalogue;
  /** Site settings' hours before the start for the reminder a confirmation plans. */
  reminderHoursBefore: number;
  /** How far ahead a time may be taken: a move's payment takes its new time through the booking rules. */
  horizonDays: number;
  discount: DiscountCode | null;
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
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.paymentIntentId, event.payment.intentId))
    .for('update');
  if (row === undefined) {
    // Not a booking's own payment: maybe the difference a move to a dearer clinic is paid with.
    const settled = await settleMovePayment(db, event, context);
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
  if (event.kind === 'payment-succeeded') return confirm(db, row, event.payment, context);
  if (event.kind === 'payment-failed') {
    // The reservation stays payable. No pay-later email from here: the address is only typed,
    // so it goes out only when the customer asks for it on screen (docs/decisions/0053-emails-that-carry-no-attackers-words.md).
    return { outcome: 'payment-failed', reservationId: row.id, status: row.status };
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
  // A refund, or a cancelled payment's cancellation, goes to the provider right after the commit.
  if (confirmation.outcome === 'refunded' || confirmation.outcome === 'cancelled')
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
