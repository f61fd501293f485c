// Unsubscribing from the waiting list (the link in its email) and dropping entries whose day is over.
import 'server-only';
import { eq, inArray, lt, or } from 'drizzle-orm';
import { todayInZurich } from '../../booking/time';
import { requireValidPayload } from '../../booking/validation';
import { waitlistUnsubscribeSchema } from '../../booking/waitlist';
import type { Database } from '../db/client';
import { getDatabase } from '../db/client';
import { waitlistEntries } from '../db/schema';
import { clientOf, limitClient } from '../limits/requests';
import { lapsed } from './lapse';
import { tokenHashOf } from './token';

/**
 * Deletes every entry of the address the token was sent to: "unsubscribe" stops all its
 * waiting-list emails. An unknown or used token changes nothing and is answered the same, so the
 * answer says nothing about who is listed.
 */
export async function unsubscribeFromWaitlist({
  body,
  headers,
}: {
  body: unknown;
  headers: Headers;
}): Promise<void> {
  await limitClient('waitlistUnsubscribesPerClient', clientOf(headers));
  const { token } = requireValidPayload(waitlistUnsubscribeSchema, body);
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ email: waitlistEntries.email })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.unsubscribeTokenHash, tokenHashOf(token)));
    if (entry === undefined) return;
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.email, entry.email));
  });
}

/**
 * Deletes the entries for days before today (Zurich) and those never confirmed in time (lapsed):
 * their address is kept no longer than needed.
 */
export async function dropPastWaitlistEntries({
  db,
  now,
}: {
  db: Database;
  now: Date;
}): Promise<number> {
  const past = await db
    .delete(waitlistEntries)
    .where(or(lt(waitlistEntries.day, todayInZurich(now)), lapsed(now)))
    .returning({ id: waitlistEntries.id });
  return past.length;
}

/** Whether an entry still waits (not unsubscribed, its day not over): a queued email is sent only then. */
export async function waitingEntry(db: Database, entryId: string) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.id, [entryId]));
  return entry ?? null;
}
