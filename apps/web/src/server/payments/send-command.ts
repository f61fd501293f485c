// What sending one payment command means, as the outbox delivers it: the command's shape, and the provider's call (cancel the open payment, refund a late one, keep a plan's card for its later months, change an instalment plan).
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { BOOKED } from '../../booking/reservation-status';
import { getDatabase } from '../db/client';
import { outbox, reservations } from '../db/schema';
import { logger } from '../log';
import type { InstalmentChange } from './provider';
import { paymentProvider } from './provider-instance';

/**
 * When an email that tells of a refund is due before the provider accepted the refund: never. The
 * refund's delivery makes it due (deliverPaymentCommand below), so a refund the provider refuses
 * tells the customer nothing.
 */
export const HELD_UNTIL_REFUNDED = new Date('9999-12-31T00:00:00Z');

/** A payment outbox row's payload: what to ask of the provider, with the ids that make a repeat harmless. */
export type PaymentCommand =
  | { action: 'cancel'; reservationId: string; intentId: string; scheduleId: string | null }
  | { action: 'cancel-move'; reservationId: string; intentId: string }
  | { action: 'keep-card'; reservationId: string; intentId: string; scheduleId: string }
  | {
      action: 'refund';
      reservationId: string;
      intentId: string;
      amount: number;
      idempotencyKey: string;
      /** The outbox key of the email telling of this refund, held until the provider accepts it. */
      releases?: string;
    }
  | ({ action: 'replan' } & InstalmentChange);

const isAmounts = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((amount) => Number.isSafeInteger(amount) && amount >= 0);

function isReplan(command: Record<string, unknown>): boolean {
  return (
    typeof command.reservationId === 'string' &&
    typeof command.scheduleId === 'string' &&
    isAmounts(command.installments) &&
    Number.isSafeInteger(command.paidMonths) &&
    (command.currency === 'CHF' || command.currency === 'EUR') &&
    typeof command.productId === 'string' &&
    Number.isSafeInteger(command.sequence) &&
    typeof command.idempotencyKey === 'string'
  );
}

/** Whether a stored payload is a payment command: one that is not is a dead letter at once. */
export function isPaymentCommand(value: unknown): value is PaymentCommand {
  if (typeof value !== 'object' || value === null) return false;
  const command = value as Record<string, unknown>;
  if (command.action === 'replan') return isReplan(command);
  if (typeof command.intentId !== 'string' || typeof command.reservationId !== 'string')
    return false;
  if (command.action === 'cancel')
    return command.scheduleId === null || typeof command.scheduleId === 'string';
  if (command.action === 'cancel-move') return true;
  if (command.action === 'keep-card') return typeof command.scheduleId === 'string';
  return (
    command.action === 'refund' &&
    typeof command.amount === 'number' &&
    typeof command.idempotencyKey === 'string' &&
    (command.releases === undefined || typeof command.releases === 'string')
  );
}

/** The outbox handler: asks the provider; a refund it accepted is recorded on the reservation, and its email released. */
export async function deliverPaymentCommand(payload: PaymentCommand, now: Date): Promise<void> {
  const provider = paymentProvider();
  const db = await getDatabase();
  if (payload.action === 'cancel') {
    // A payment that came in time after all confirmed the booking again (or the clinic has marked its day since): its schedule must go on.
    const [row] = await db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, payload.reservationId));
    if (row !== undefined && BOOKED.includes(row.status)) return;
    await provider.cancelPayment({ intentId: payload.intentId, scheduleId: payload.scheduleId });
    return;
  }
  if (payload.action === 'cancel-move') {
    await provider.cancelPayment({ intentId: payload.intentId, scheduleId: null });
    return;
  }
  if (payload.action === 'keep-card') {
    // Kept for a plan called off since too: harmless, as its schedule charges nothing more.
    await provider.keepCardForInstalments(payload);
    logger.info({ reservationId: payload.reservationId }, 'instalment-card-kept');
    return;
  }
  if (payload.action === 'replan') {
    const { action: _action, ...change } = payload;
    await provider.changeInstalments(change);
    logger.info(
      { reservationId: payload.reservationId, sequence: payload.sequence },
      'instalments-changed',
    );
    return;
  }
  await provider.refundPayment(payload);
  await db
    .update(reservations)
    .set({ refundedAt: now, updatedAt: now })
    .where(and(eq(reservations.id, payload.reservationId), isNull(reservations.refundedAt)));
  // Accepted: the email telling of it may go now.
  if (payload.releases !== undefined)
    await db
      .update(outbox)
      .set({ availableAt: now })
      .where(and(eq(outbox.key, payload.releases), eq(outbox.availableAt, HELD_UNTIL_REFUNDED)));
  logger.info({ reservationId: payload.reservationId }, 'payment-refunded');
}
