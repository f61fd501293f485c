// The sweep behind /api/cron/expire-holds and `npm run holds:expire`: expires every reservation whose hold ran out and frees its rooms, and drops waiting-list entries whose day is over.
import 'server-only';
import { getDatabase } from '../db/client';
import { sendPaymentCommands } from '../payments/commands';
import { dropPastWaitlistEntries } from '../waitlist/unsubscribe';
import { releaseExpiredHolds } from './holds';

const BATCH = 500;

/**
 * Bookings do not depend on this sweep (a booking frees the expired holds in its way, and slots
 * ignore them); it keeps statuses true for operations and the pay-later lookup.
 */
export async function expireHolds({ now }: { now: Date }): Promise<{ expired: number }> {
  const db = await getDatabase();
  let expired = 0;
  for (;;) {
    const ids = await db.transaction((tx) => releaseExpiredHolds({ db: tx, now, limit: BATCH }));
    expired += ids.length;
    if (ids.length < BATCH) {
      // Waiting-list addresses are kept no longer than their day.
      await dropPastWaitlistEntries({ db, now });
      // Their open payments are cancelled at the provider, so none of them can be paid any more.
      if (expired > 0) await sendPaymentCommands();
      return { expired };
    }
  }
}
