// What a reservation asks of the payment provider when it stops waiting for payment or comes too late: cancel the open payment, refund a late one. Queued in the transaction that decides it, sent right after.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PAID } from '../../booking/reservation-status';
import { type Database, getDatabase } from '../db/client';
import { outbox, type Reservation, reservations } from '../db/schema';
import { describeError } from '../http';
import { logger } from '../log';
import { runOutbox } from '../outbox/run';
import { HELD_UNTIL_REFUNDED } from './messages';
import { type InstalmentChange, refundIdempotencyKey } from './provider';
import { paymentProvider } from './provider-instance';

export const PAYMENT_TOPIC = 'payment';

export type PaymentCommand =
  | { action: 'cancel'; reservationId: string; intentId: string; scheduleId: string | null }
  | { action: 'cancel-move'; reservationId: string; intentId: string }
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

type PaymentReferences = Pick<Reservation, 'id' | 'paymentIntentId' | 'subscriptionScheduleId'>;

async function queue(db: Database, key: string, command: PaymentCommand, now: Date) {
  await db
    .insert(outbox)
    .values({
      id: randomUUID(),
      topic: PAYMENT_TOPIC,
      key,
      payload: command,
      createdAt: now,
      availableAt: now,
    })
    .onConflictDoNothing();
}

/** Queues the cancellation of a reservation's open payment, if it started one; answers whether it did. */
export async function queueCancellation(
  db: Database,
  row: PaymentReferences,
  now: Date,
): Promise<boolean> {
  if (row.paymentIntentId === null) return false;
  await queue(
    db,
    `payment:cancel:${row.paymentIntentId}`,
    {
      action: 'cancel',
      reservationId: row.id,
      intentId: row.paymentIntentId,
      scheduleId: row.subscriptionScheduleId,
    },
    now,
  );
  return true;
}

/**
 * Queues the cancellation of a superseded move's open payment (the difference to a dearer clinic):
 * cancelled whatever the booking's status, as the booking itself stays paid.
 */
export async function queueMoveCancellation(
  db: Database,
  move: { reservationId: string; intentId: string },
  now: Date,
): Promise<void> {
  await queue(db, `payment:cancel:${move.intentId}`, { action: 'cancel-move', ...move }, now);
}

/**
 * Queues the refund of (part of) one payment of a reservation: a payment that arrived without its
 * rooms, a cancellation's share of it, an instalment charged after the booking was called off.
 * Once per reservation and payment: the outbox key and the provider's idempotency key name both;
 * a move to a cheaper clinic refunds on its own `occasion` (`move-<sequence>`) besides.
 */
export async function queueRefund(
  db: Database,
  row: Pick<Reservation, 'id'>,
  payment: { intentId: string; amount: number },
  now: Date,
  occasion?: string,
  releases?: string,
): Promise<void> {
  const suffix = occasion === undefined ? '' : `:${occasion}`;
  await queue(
    db,
    `payment:refund:${row.id}:${payment.intentId}${suffix}`,
    {
      action: 'refund',
      reservationId: row.id,
      intentId: payment.intentId,
      amount: payment.amount,
      idempotencyKey: `${refundIdempotencyKey(row.id, payment.intentId)}${suffix}`,
      ...(releases === undefined ? {} : { releases }),
    },
    now,
  );
}

/**
 * Queues the change of an instalment plan's unpaid months, keyed by the booking's change it belongs
 * to (`move-<sequence>`): the same move never queues it twice, and the provider applies no older
 * change after a newer one.
 */
export async function queueInstalmentChange(
  db: Database,
  change: Omit<InstalmentChange, 'idempotencyKey'>,
  now: Date,
): Promise<void> {
  const occasion = `${change.reservationId}:move-${change.sequence}`;
  await queue(
    db,
    `payment:replan:${occasion}`,
    {
      action: 'replan',
      ...change,
      idempotencyKey: `nova-replan-${change.reservationId}-${change.sequence}`,
    },
    now,
  );
}

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

function isCommand(value: unknown): value is PaymentCommand {
  if (typeof value !== 'object' || value === null) return false;
  const command = value as Record<string, unknown>;
  if (command.action === 'replan') return isReplan(command);
  if (typeof command.intentId !== 'string' || typeof command.reservationId !== 'string')
    return false;
  if (command.action === 'cancel')
    return command.scheduleId === null || typeof command.scheduleId === 'string';
  if (command.action === 'cancel-move') return true;
  return (
    command.action === 'refund' &&
    typeof command.amount === 'number' &&
    typeof command.idempotencyKey === 'string' &&
    (command.releases === undefined || typeof command.releases === 'string')
  );
}

/** The outbox handler: asks the provider; a refund it accepted is recorded on the reservation, and its email released. */
export async function deliverPaymentCommand(
  payload: unknown,
  now: Date,
): Promise<'sent' | 'malformed'> {
  if (!isCommand(payload)) return 'malformed';
  const provider = paymentProvider();
  const db = await getDatabase();
  if (payload.action === 'cancel') {
    // A payment that came in time after all confirmed the booking again: its schedule must go on.
    const [row] = await db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, payload.reservationId));
    if (row !== undefined && PAID.includes(row.status)) return 'sent';
    await provider.cancelPayment({ intentId: payload.intentId, scheduleId: payload.scheduleId });
    return 'sent';
  }
  if (payload.action === 'cancel-move') {
    await provider.cancelPayment({ intentId: payload.intentId, scheduleId: null });
    return 'sent';
  }
  if (payload.action === 'replan') {
    const { action: _action, ...change } = payload;
    await provider.changeInstalments(change);
    logger.info(
      { reservationId: payload.reservationId, sequence: payload.sequence },
      'instalments-changed',
    );
    return 'sent';
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
  return 'sent';
}

/**
 * Sends the queued payment commands now, right after the transaction that queued them committed,
 * rather than waiting for the next outbox run. A failure stays queued and is retried by the outbox.
 */
export async function sendPaymentCommands(): Promise<void> {
  try {
    await runOutbox({ topics: [PAYMENT_TOPIC] });
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'payment-commands-deferred');
  }
}
