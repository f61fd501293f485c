// Delivery right after the commit: route handlers hand deliverSoon to Next.js after(), so the customer's answer never waits on SMTP.
import 'server-only';
import { after } from 'next/server';
import { outsideDeadline } from '../deadline';
import { describeError } from '../http';
import { logger } from '../log';
import { processWide } from '../process-wide';
import { coalesce } from './coalesce';
import { runOutbox } from './run';

/**
 * One run: every due row, one lease at a time, until none is due or the worker's time budget is
 * spent (a backlog left then is the timer's next run's), so no call runs for ever.
 */
async function drainDue(): Promise<void> {
  try {
    await runOutbox();
  } catch (error) {
    // The rows stay queued: the server's timer or the cron route tries again.
    logger.warn({ err: describeError(error) }, 'outbox-delivery-deferred');
  }
}

/**
 * The drain of the copy of this module loaded last: `next dev` reloads modules on a change (a
 * template edited), and the process-wide run below must call the new code, not the first copy's.
 */
const latest = processWide('outbox.latestDrain', () => ({ drain: drainDue }));
latest.drain = drainDue;

/**
 * Delivers every due outbox row now (emails, payment commands, leads when their webhook is set).
 * One run at a time per process, shared with the server's timer; a call during a run is answered
 * by one more run after it. Never throws.
 */
export const deliverSoon: () => Promise<void> = processWide('outbox.deliverSoon', () =>
  coalesce(() => latest.drain()),
);

/**
 * For route handlers whose request queues a message due now: deliverSoon runs once the response
 * is sent. Outside a request (a test calling a handler directly, a script) Next.js has no response
 * to wait for and `after` throws; nothing is scheduled then, and the server's timer or the cron
 * route delivers.
 */
export function deliverAfterResponse(): void {
  try {
    // Delivery outlives the request: its deadline (which after() would carry along) is not delivery's.
    after(() => outsideDeadline(deliverSoon));
  } catch (error) {
    logger.debug({ err: describeError(error) }, 'outbox-delivery-not-scheduled');
  }
}
