// The sweep behind the server's timer, /api/cron/expire-holds and `npm run holds:expire`: expires every reservation whose hold ran out and frees its rooms, and drops waiting-list entries whose day is over.
import 'server-only';
import { now as clockNow } from '../clock';
import { getDatabase } from '../db/client';
import { describeError } from '../http';
import { logger } from '../log';
import { sendPaymentCommands } from '../payments/commands';
import { dropPastWaitlistEntries } from '../waitlist/unsubscribe';
import { releaseExpiredHolds } from './holds';

const BATCH = 500;

/**
 * Bookings do not depend on this sweep (a booking frees the expired holds in its way, slots ignore
 * them, and a payment start frees the discount redemptions they held); it keeps statuses true for
 * operations and the pay-later lookup, and cancels their open payments. Several processes may
 * sweep at once: each lapsed reservation is expired by exactly one of them (releaseExpiredHolds).
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

/** The server timer's sweep at the server's clock; a failure is logged and left to the next run. */
export async function sweepLapsedHolds(): Promise<void> {
  try {
    const { expired } = await expireHolds({ now: clockNow() });
    if (expired > 0) logger.info({ expired }, 'holds-expired');
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'hold-sweep-deferred');
  }
}
