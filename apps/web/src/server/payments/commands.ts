// What a reservation asks of the payment provider when it stops waiting for payment or comes too late: cancel the open payment, refund a late one. Queued in the transaction that decides it, sent right after.
import 'server-only';
import type { Database } from '../db/client';
import { outbox, type Reservation } from '../db/schema';
import { describeError } from '../http';
import { logger } from '../log';
import { runOutbox } from '../outbox/run';
import { outboxRow, TOPICS } from '../outbox/topics';
import { type InstalmentChange, refundIdempotencyKey } from './provider';
import type { PaymentCommand } from './send-command';

type PaymentReferences = Pick<Reservation, 'id' | 'paymentIntentId' | 'subscriptionScheduleId'>;

async function queue(db: Database, key: string, command: PaymentCommand, now: Date) {
  await db
    .insert(outbox)
    .values(outboxRow('payment', { key, payload: command, at: now }))
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
 * Queues keeping the card a plan's first month was paid with for its later months (the provider's
 * schedule charges nothing without it), once per plan: queued with the confirmation that the first
 * month's payment made, so a crash between the two cannot leave a plan that never charges again.
 */
export async function queueCardKeeping(
  db: Database,
  plan: { reservationId: string; intentId: string; scheduleId: string },
  now: Date,
): Promise<void> {
  await queue(db, `payment:keep-card:${plan.scheduleId}`, { action: 'keep-card', ...plan }, now);
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

/**
 * Sends the queued payment commands now, right after the transaction that queued them committed,
 * rather than waiting for the next outbox run. A failure stays queued and is retried by the outbox.
 */
export async function sendPaymentCommands(): Promise<void> {
  try {
    await runOutbox({ topics: [TOPICS.payment.name] });
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'payment-commands-deferred');
  }
}
