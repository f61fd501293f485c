// The sweep behind the server's timer, /api/cron/expire-holds and `npm run holds:expire`: settles the charges nobody confirmed, expires every reservation whose hold ran out and frees its rooms, drops waiting-list entries whose day is over and MRI safety answers past their retention.
import 'server-only';
import { now as clockNow } from '../clock';
import { getDatabase } from '../db/client';
import { describeError } from '../http';
import { logger } from '../log';
import { sendPaymentCommands } from '../payments/commands';
import { recoverPaidCharges } from '../payments/recover';
import { dropLapsedScreeningAnswers } from '../screening/retention';
import { dropPastWaitlistEntries } from '../waitlist/unsubscribe';
import { releaseExpiredHolds } from './holds';

const BATCH = 500;

/**
 * Bookings do not depend on this sweep (a booking frees the expired holds in its way, slots ignore
 * them, and a payment start frees the discount redemptions they held); it keeps statuses true for
 * operations and the pay-later lookup, and cancels their open payments. Several processes may
 * sweep at once: each lapsed reservation is expired by exactly one of them (releaseExpiredHolds).
 * First, the test gateway's charges that no request confirmed (a process died between the charge
 * and the confirmation) are confirmed or refunded; a reservation whose payment was taken is never
 * expired here, only settled by that recovery (payments/recover.ts).
 */
export async function expireHolds({
  now,
}: {
  now: Date;
}): Promise<{ expired: number; recovered: number }> {
  const { recovered } = await recoverPaidCharges({ now });
  const db = await getDatabase();
  let expired = 0;
  for (;;) {
    const ids = await db.transaction((tx) =>
      releaseExpiredHolds({ db: tx, now, keepPaid: true, limit: BATCH }),
    );
    expired += ids.length;
    if (ids.length < BATCH) {
      // Waiting-list addresses are kept no longer than their day.
      await dropPastWaitlistEntries({ db, now });
      // MRI safety answers are kept no longer than the set time after their appointment.
      await dropLapsedScreeningAnswers({ db, now });
      // Their open payments are cancelled at the provider, so none of them can be paid any more.
      if (expired > 0) await sendPaymentCommands();
      return { expired, recovered };
    }
  }
}

/** The server timer's sweep at the server's clock; a failure is logged and left to the next run. */
export async function sweepLapsedHolds(): Promise<void> {
  try {
    const { expired, recovered } = await expireHolds({ now: clockNow() });
    if (expired > 0 || recovered > 0) logger.info({ expired, recovered }, 'holds-expired');
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'hold-sweep-deferred');
  }
}
