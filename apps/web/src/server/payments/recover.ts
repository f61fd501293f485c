// The server finishes a test-gateway charge by itself: a payment the gateway took whose booking was never told (the process died between the charge and the confirmation) is confirmed, or refunded, by the sweep.
import 'server-only';
import { and, eq, exists, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '../../booking/reservation-status';
import { type Database, getDatabase } from '../db/client';
import { bookingMoves, paymentEvents, reservations, testPayments } from '../db/schema';
import { describeError } from '../http';
import { logger } from '../log';
import { applyPaymentEvent } from './confirm';
import { testGateway } from './provider-instance';

/**
 * How long after the charge the customer's own request has to confirm it before the sweep does.
 * Not needed for correctness (both confirm under the reservation's row lock, and confirming is
 * idempotent): it leaves the normal path its work. With the timer's 15 s interval, a charge is
 * settled at most about 30 s after it was taken (docs/decisions/0056-a-charge-never-waits-for-its-customer.md).
 */
export const RECOVERY_GRACE_MS = 15_000;

/** Charges settled per sweep at most; the rest wait for the next one. */
const BATCH = 50;

/** The one event id the recovery records for a payment: applied once, then never picked again. */
export function recoveryEventId(intentId: string): string {
  return `recovery:${intentId}`;
}

/**
 * A reservation that this payment has not settled: still awaiting payment, expired, or given up
 * unpaid (replaced by another tab). Confirmed, refunded, or withdrawn after payment are settled.
 */
function unsettledReservation(db: Database) {
  return exists(
    db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.paymentIntentId, testPayments.intentId),
          or(
            inArray(reservations.status, [...AWAITING_PAYMENT, 'expired']),
            and(eq(reservations.status, 'cancelled'), isNull(reservations.confirmedAt)),
          ),
        ),
      ),
  );
}

/** A move to a dearer clinic whose difference this payment is, still waiting for it. */
function unsettledMove(db: Database) {
  return exists(
    db
      .select({ id: bookingMoves.id })
      .from(bookingMoves)
      .where(
        and(
          eq(bookingMoves.paymentIntentId, testPayments.intentId),
          eq(bookingMoves.status, 'pending'),
        ),
      ),
  );
}

/** Not settled by the recovery already (its event is recorded with the outcome, whatever it was). */
function notRecoveredYet(db: Database) {
  return notExists(
    db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, sql`'recovery:' || ${testPayments.intentId}`)),
  );
}

/** The gateway's succeeded charges, taken at least the grace ago, that no booking or move has settled. */
function unsettledCharges(db: Database, now: Date) {
  return db
    .select({ intentId: testPayments.intentId })
    .from(testPayments)
    .where(
      and(
        eq(testPayments.status, 'succeeded'),
        lte(testPayments.updatedAt, new Date(now.getTime() - RECOVERY_GRACE_MS)),
        or(unsettledReservation(db), unsettledMove(db)),
        notRecoveredYet(db),
      ),
    )
    .orderBy(testPayments.updatedAt)
    .limit(BATCH);
}

/**
 * Claims one charge inside the transaction that settles it: the gateway's row locked, skipped when
 * another sweep holds it (each charge is settled by one run, concurrent runs never wait).
 */
function claimCharge(intentId: string) {
  return async (tx: Database): Promise<boolean> => {
    const [claimed] = await tx
      .select({ intentId: testPayments.intentId })
      .from(testPayments)
      .where(and(eq(testPayments.intentId, intentId), eq(testPayments.status, 'succeeded')))
      .for('update', { skipLocked: true });
    return claimed !== undefined;
  };
}

/** Settles one charge the gateway reports succeeded; false when it is not, or another run has it. */
async function recoverCharge(
  gateway: NonNullable<ReturnType<typeof testGateway>>,
  intentId: string,
  now: Date,
): Promise<boolean> {
  // What the gateway says now (its API, not its table): only a payment it reports succeeded.
  const payment = await gateway.retrievePayment(intentId);
  if (payment.status !== 'succeeded') return false;
  // A refund it decides is sent to the gateway right after its commit (applyPaymentEvent).
  const confirmation = await applyPaymentEvent({
    event: { id: recoveryEventId(intentId), kind: 'payment-succeeded', payment },
    now,
    claim: claimCharge(intentId),
  });
  if (confirmation.outcome === 'duplicate-event') return false;
  logger.warn(
    { reservationId: confirmation.reservationId, outcome: confirmation.outcome },
    'payment-recovered',
  );
  return true;
}

/**
 * Settles every succeeded test-gateway charge whose booking was never told: the same confirmation
 * as the customer's request or Stripe's webhook runs (confirm.ts), so it confirms while the rooms
 * are the booking's or still free, and otherwise refunds in full and tells the customer. Each
 * charge once: its event id is recorded with the outcome. Nothing to do with Stripe, whose webhook
 * (retried by Stripe for days) is the recovery. Answers how many charges were settled.
 */
export async function recoverPaidCharges({ now }: { now: Date }): Promise<{ recovered: number }> {
  const gateway = testGateway();
  if (gateway === null) return { recovered: 0 };
  const db = await getDatabase();
  let recovered = 0;
  for (const { intentId } of await unsettledCharges(db, now)) {
    try {
      if (await recoverCharge(gateway, intentId, now)) recovered += 1;
    } catch (error) {
      // One charge that cannot be settled now does not hold back the others: the next sweep retries.
      logger.warn({ err: describeError(error) }, 'payment-recovery-deferred');
    }
  }
  return { recovered };
}
