// Which waiting-list entries count: only confirmed ones fill a day; unconfirmed ones may still be confirmed for WAITLIST_CONFIRM_HOURS, then lapse.
import 'server-only';
import { and, count, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { lapseCutoff } from '../../booking/waitlist';
import type { Database } from '../db/client';
import { waitlistEntries } from '../db/schema';

/**
 * The confirmed entries of a clinic's day, counted under the day's lock, held to the end of the
 * transaction: sign-ups and confirmations of one day go one after the other, so two at once
 * cannot both see 49 and make 51. Unconfirmed ones cannot crowd out those who confirm.
 */
export async function confirmedForDay(
  tx: Database,
  { locationSlug, day }: { locationSlug: string; day: string },
): Promise<number> {
  const lock = `waitlist-day:${locationSlug}/${day}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  const [forDay] = await tx
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.locationSlug, locationSlug),
        eq(waitlistEntries.day, day),
        isNotNull(waitlistEntries.confirmedAt),
      ),
    );
  return forDay?.n ?? 0;
}

/** Whether an entry still counts: confirmed, or joined less than WAITLIST_CONFIRM_HOURS ago. */
export function notLapsed(now: Date) {
  return or(
    isNotNull(waitlistEntries.confirmedAt),
    gt(waitlistEntries.createdAt, lapseCutoff(now)),
  );
}

/** Whether an entry has lapsed: never confirmed, and joined WAITLIST_CONFIRM_HOURS ago or more. */
export function lapsed(now: Date) {
  return and(isNull(waitlistEntries.confirmedAt), lte(waitlistEntries.createdAt, lapseCutoff(now)));
}
