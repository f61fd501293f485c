// The hold limits: a few reservations waiting for payment at once per customer email and per client, checked where the new hold is taken.
import 'server-only';
import { and, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import {
  PENDING_RESERVATIONS_PER_CLIENT,
  PENDING_RESERVATIONS_PER_EMAIL,
} from '../../booking/limits';
import { AWAITING_PAYMENT } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';

/** Who a new reservation is held for: the pseudonym of its client address, and its customer email. */
export interface HoldOwner {
  clientKey: string | null;
  email: string;
  /** An operator's own address (NOVA_RATE_LIMIT_EXEMPT): no hold limit. */
  exempt: boolean;
}

/** The email as reservations are matched by it (reservations_pending_email_idx). */
const storedEmail = sql`lower(${reservations.personalData}->>'email')`;

async function pendingCount(db: Database, now: Date, owner: SQL) {
  const [row] = await db
    .select({ pending: count() })
    .from(reservations)
    .where(
      and(
        owner,
        inArray(reservations.status, [...AWAITING_PAYMENT]),
        gt(reservations.holdExpiresAt, now),
      ),
    );
  return row?.pending ?? 0;
}

/**
 * Refuses with `too-many-pending-reservations` when the client or the email already has as many
 * reservations waiting for payment (within their hold) as allowed. Runs in the transaction that
 * inserts the reservation, under advisory locks on the client and the email, so concurrent
 * creates of one client are counted one after the other rather than all seeing room for one more.
 */
export async function checkPendingHolds({
  db,
  owner,
  now,
}: {
  db: Database;
  owner: HoldOwner;
  now: Date;
}): Promise<void> {
  if (owner.exempt) return;
  const email = owner.email.trim().toLowerCase();
  const locks = [`pending-email:${email}`];
  if (owner.clientKey !== null) locks.push(`pending-client:${owner.clientKey}`);
  // Always in the same order, so two creates never wait on each other's second lock.
  for (const lock of locks.sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  }
  if ((await pendingCount(db, now, eq(storedEmail, email))) >= PENDING_RESERVATIONS_PER_EMAIL) {
    throw new BookingError('too-many-pending-reservations');
  }
  if (
    owner.clientKey !== null &&
    (await pendingCount(db, now, eq(reservations.clientKey, owner.clientKey))) >=
      PENDING_RESERVATIONS_PER_CLIENT
  ) {
    throw new BookingError('too-many-pending-reservations');
  }
}
