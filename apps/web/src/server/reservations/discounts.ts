// Discount code redemptions: held per code under a check constraint, so no code is ever used past its limit, even by payments in progress.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { normalizeDiscountCode } from '../../booking/discounts';
import { BookingError } from '../../booking/errors';
import { type Database, getDatabase } from '../db/client';
import { isDatabaseError, SQLSTATE } from '../db/errors';
import { discountCodeUsage, discountRedemptions, reservations } from '../db/schema';
import { holdNotLapsed } from './lapsed';

/**
 * Redemptions a code holds now (what pricing compares with maxRedemptions): confirmed, or held by
 * a payment in progress whose reservation's hold has not lapsed. A lapsed hold's redemption is
 * free at once, before any sweep expires its reservation (the payment start frees it for good).
 */
export async function countRedemptions({
  code,
  now,
  db,
}: {
  code: string;
  now: Date;
  db?: Database;
}): Promise<number> {
  const database = db ?? (await getDatabase());
  const [row] = await database
    .select({ redemptions: count() })
    .from(discountRedemptions)
    .innerJoin(reservations, eq(reservations.id, discountRedemptions.reservationId))
    .where(
      and(
        eq(discountRedemptions.code, normalizeDiscountCode(code)),
        isNull(discountRedemptions.releasedAt),
        holdNotLapsed(now),
      ),
    );
  return row?.redemptions ?? 0;
}

export type Redemption = 'reserved' | 'already-reserved';

/**
 * Holds one redemption of `code` for a reservation, atomically: the counter row's lock queues
 * concurrent reservations and its check constraint refuses the one past `maxRedemptions`
 * (`discount-code-used-up`, nothing written). Holding it again for the same reservation counts
 * once; a redemption it had let go is taken again. Runs inside the caller's transaction (as a
 * savepoint), so a payment start holds its code together with the rest of its changes.
 */
export async function reserveDiscount({
  code,
  reservationId,
  maxRedemptions,
  now,
  db,
}: {
  code: string;
  reservationId: string;
  maxRedemptions: number | null;
  now: Date;
  db: Database;
}): Promise<Redemption> {
  const normalized = normalizeDiscountCode(code);
  try {
    return await db.transaction(async (tx) => {
      await tx
        .insert(discountCodeUsage)
        .values({ code: normalized, redemptions: 0, maxRedemptions })
        .onConflictDoNothing();
      const held = await tx
        .insert(discountRedemptions)
        .values({ id: randomUUID(), code: normalized, reservationId, redeemedAt: now })
        .onConflictDoUpdate({
          target: [discountRedemptions.code, discountRedemptions.reservationId],
          set: { releasedAt: null, redeemedAt: now },
          // Only a released redemption is taken again; one still held is left as it is.
          setWhere: sql`${discountRedemptions.releasedAt} is not null`,
        })
        .returning({ id: discountRedemptions.id });
      if (held.length === 0) return 'already-reserved';
      // Content may have lowered the limit since the last redemption: the current one counts.
      await tx
        .update(discountCodeUsage)
        .set({ redemptions: sql`${discountCodeUsage.redemptions} + 1`, maxRedemptions })
        .where(eq(discountCodeUsage.code, normalized));
      return 'reserved';
    });
  } catch (error) {
    if (isDatabaseError(error, SQLSTATE.checkViolation, 'discount_code_usage_within_limit')) {
      throw new BookingError('discount-code-used-up');
    }
    throw error;
  }
}

/**
 * Lets go of the redemption a reservation holds (its hold expired, it was replaced or cancelled,
 * its payment was cancelled or refunded), in the caller's transaction: the code can be used again.
 */
export async function releaseDiscount({
  db,
  reservationId,
  now,
}: {
  db: Database;
  reservationId: string;
  now: Date;
}): Promise<void> {
  const released = await db
    .update(discountRedemptions)
    .set({ releasedAt: now })
    .where(
      and(
        eq(discountRedemptions.reservationId, reservationId),
        isNull(discountRedemptions.releasedAt),
      ),
    )
    .returning({ code: discountRedemptions.code });
  for (const { code } of released) {
    await db
      .update(discountCodeUsage)
      .set({ redemptions: sql`${discountCodeUsage.redemptions} - 1` })
      .where(eq(discountCodeUsage.code, code));
  }
}
