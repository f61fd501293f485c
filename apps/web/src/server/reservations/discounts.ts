// Discount code redemptions: counted per code under a check constraint, so no code is ever redeemed past its limit.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { normalizeDiscountCode } from '../../booking/discounts';
import { BookingError } from '../../booking/errors';
import { type Database, getDatabase } from '../db/client';
import { isDatabaseError, SQLSTATE } from '../db/errors';
import { discountCodeUsage, discountRedemptions } from '../db/schema';

/** Redemptions of a code so far (what pricing compares with maxRedemptions). */
export async function countRedemptions({
  code,
  db,
}: {
  code: string;
  db?: Database;
}): Promise<number> {
  const database = db ?? (await getDatabase());
  const [row] = await database
    .select({ redemptions: discountCodeUsage.redemptions })
    .from(discountCodeUsage)
    .where(eq(discountCodeUsage.code, normalizeDiscountCode(code)));
  return row?.redemptions ?? 0;
}

export type Redemption = 'redeemed' | 'already-redeemed';

/**
 * Counts one redemption of `code` by a reservation, atomically: the counter row's lock queues
 * concurrent redemptions and its check constraint refuses the one past `maxRedemptions`
 * (`discount-code-invalid`, nothing written). The same reservation redeeming again counts once.
 * Given a transaction, runs inside it (as a savepoint), so a confirmation can count its code
 * together with the status change.
 */
export async function redeemDiscount({
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
  db?: Database;
}): Promise<Redemption> {
  const database = db ?? (await getDatabase());
  const normalized = normalizeDiscountCode(code);
  try {
    return await database.transaction(async (tx) => {
      await tx
        .insert(discountCodeUsage)
        .values({ code: normalized, redemptions: 0, maxRedemptions })
        .onConflictDoNothing();
      const inserted = await tx
        .insert(discountRedemptions)
        .values({ id: randomUUID(), code: normalized, reservationId, redeemedAt: now })
        .onConflictDoNothing()
        .returning({ id: discountRedemptions.id });
      if (inserted.length === 0) return 'already-redeemed';
      // Content may have lowered the limit since the last redemption: the current one counts.
      await tx
        .update(discountCodeUsage)
        .set({ redemptions: sql`${discountCodeUsage.redemptions} + 1`, maxRedemptions })
        .where(eq(discountCodeUsage.code, normalized));
      return 'redeemed';
    });
  } catch (error) {
    if (isDatabaseError(error, SQLSTATE.checkViolation, 'discount_code_usage_within_limit')) {
      throw new BookingError('discount-code-invalid');
    }
    throw error;
  }
}
