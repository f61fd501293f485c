// POST /api/waitlist/confirm: the link emailed on joining confirms the address; only then does the entry count and hear of a freed time.
import 'server-only';
import { eq } from 'drizzle-orm';
import { todayInZurich } from '../../booking/time';
import { requireValidPayload } from '../../booking/validation';
import { type ConfirmOutcome, decideConfirm, waitlistConfirmSchema } from '../../booking/waitlist';
import { getDatabase } from '../db/client';
import { waitlistEntries } from '../db/schema';
import { clientOf, limitClient } from '../limits/requests';
import { confirmedForDay } from './lapse';
import { tokenHashOf } from './token';

/**
 * Confirms the entry the token was sent for: `confirmed` (also for a second click), `day-full`
 * when the day's list filled with confirmed entries meanwhile, `invalid` for an unknown, lapsed or
 * past entry's token (answered alike, so a guess learns nothing).
 */
export async function confirmWaitlistEntry({
  body,
  headers,
  now,
}: {
  body: unknown;
  headers: Headers;
  now: Date;
}): Promise<ConfirmOutcome> {
  await limitClient('waitlistConfirmsPerClient', clientOf(headers));
  const { token } = requireValidPayload(waitlistConfirmSchema, body);
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.confirmTokenHash, tokenHashOf(token)));
    const entry = found ?? null;
    const counted =
      entry !== null && entry.confirmedAt === null ? await confirmedForDay(tx, entry) : 0;
    const outcome = decideConfirm({
      entry,
      confirmedForDay: counted,
      today: todayInZurich(now),
      now,
    });
    if (outcome === 'confirmed' && entry !== null && entry.confirmedAt === null) {
      await tx
        .update(waitlistEntries)
        .set({ confirmedAt: now })
        .where(eq(waitlistEntries.id, entry.id));
    }
    return outcome;
  });
}
