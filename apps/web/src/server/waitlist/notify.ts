// When rooms are freed: the first few waiting for that clinic's day are queued an email, in the transaction that frees the rooms.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { todayInZurich, zurichDateOf } from '../../booking/time';
import { entriesToNotify, WAITLIST_NOTIFY_COUNT } from '../../booking/waitlist';
import { getWaitlistNotifyCount } from '../../content/catalogue';
import type { Database } from '../db/client';
import { outbox, waitlistEntries } from '../db/schema';
import { describeError } from '../http';
import { logger } from '../log';
import { outboxRow, TOPICS } from '../outbox/topics';
import { tokenHashOf } from './token';

export interface FreedTime {
  locationSlug: string;
  startsAt: Date;
}

/**
 * How many a freed time is emailed to, from site settings. It is read inside the transaction that
 * frees rooms, so a failed content read counts as the default rather than keep the rooms taken.
 */
async function notifyCount(): Promise<number> {
  try {
    return await getWaitlistNotifyCount();
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'waitlist-notify-count-unavailable');
    return WAITLIST_NOTIFY_COUNT.default;
  }
}

/**
 * For each clinic's day a freed time falls on (a time still ahead), marks the next entries (as many
 * as site settings' `waitlistNotifyCount`) notified and queues their email, each with a new
 * unsubscribe token. Rows another transaction is notifying are skipped, never waited for. Answers
 * how many emails were queued.
 */
export async function queueWaitlistNotices({
  db,
  freed,
  now,
}: {
  db: Database;
  freed: readonly FreedTime[];
  now: Date;
}): Promise<number> {
  const today = todayInZurich(now);
  const days = new Map<string, { locationSlug: string; day: string }>();
  for (const time of freed) {
    if (time.startsAt.getTime() <= now.getTime()) continue;
    const day = zurichDateOf(time.startsAt);
    days.set(`${time.locationSlug}/${day}`, { locationSlug: time.locationSlug, day });
  }
  if (days.size === 0) return 0;
  const count = await notifyCount();
  let queued = 0;
  for (const { locationSlug, day } of days.values()) {
    const waiting = await db
      .select({
        id: waitlistEntries.id,
        day: waitlistEntries.day,
        createdAt: waitlistEntries.createdAt,
        notifiedAt: waitlistEntries.notifiedAt,
        confirmedAt: waitlistEntries.confirmedAt,
      })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.locationSlug, locationSlug),
          eq(waitlistEntries.day, day),
          isNull(waitlistEntries.notifiedAt),
          // Only an address that confirmed hears of a freed time; the others never count.
          isNotNull(waitlistEntries.confirmedAt),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(count)
      .for('update', { skipLocked: true });
    for (const entry of entriesToNotify(waiting, { today, count })) {
      const token = randomBytes(32).toString('base64url');
      await db
        .update(waitlistEntries)
        .set({ notifiedAt: now, unsubscribeTokenHash: tokenHashOf(token) })
        .where(eq(waitlistEntries.id, entry.id));
      await db
        .insert(outbox)
        .values(
          outboxRow('waitlistNotice', {
            key: `${TOPICS.waitlistNotice.name}:${entry.id}`,
            payload: { entryId: entry.id, token },
            at: now,
          }),
        )
        .onConflictDoNothing();
      queued += 1;
    }
  }
  return queued;
}
