// The running server delivers and sweeps by itself: a timer expires lapsed holds and drains due outbox rows (retries after backoff, pay-later links, reminders) every 15 seconds.
import 'server-only';
import { processWide } from '../process-wide';
import { sweepLapsedHolds } from '../reservations/expire';
import { onShutdown } from '../shutdown';
import { deliverSoon } from './after-response';
import { DELIVERY_INTERVAL_MS } from './worker';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Only a long-running server keeps a timer: not `next build` (its workers may load
 * instrumentation), not Vercel, whose functions sleep between requests and run the cron route.
 */
export function deliveryTimerWanted(env: Env): boolean {
  return !env.VERCEL && env.NEXT_PHASE !== 'phase-production-build';
}

export interface DeliveryTimer {
  /** No run starts after this; answers once the run under way (if any) has ended. */
  stop(): Promise<void>;
}

/** Calls `deliver` every `intervalMs`, counted from the end of the last call, so calls never pile up. */
export function startDeliveryTimer({
  deliver,
  intervalMs = DELIVERY_INTERVAL_MS,
}: {
  deliver: () => Promise<void>;
  intervalMs?: number;
}): DeliveryTimer {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, intervalMs);
    // The timer alone never keeps the process alive.
    timer.unref();
  };
  const tick = () => {
    timer = null;
    running = deliver()
      .catch(() => undefined)
      .finally(schedule);
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      return running;
    },
  };
}

/**
 * One run of the server's timer: lapsed holds expired first (so the payments they had open are
 * cancelled in this run's delivery too), then the due outbox rows. Neither throws.
 */
export async function sweepAndDeliver(): Promise<void> {
  await sweepLapsedHolds();
  await deliverSoon();
}

/**
 * For instrumentation.ts: one timer per process, however often register() runs. It stops with the
 * server (src/server/shutdown.ts): no sweep or delivery starts once the requests under way are
 * answered, and the one under way commits or rolls back whole (each batch is one transaction)
 * before the process exits. It listens to no signal itself: the server owns them (`next start`
 * exits on its own; a script starts no timer).
 */
export function startServerDeliveryTimer(env: Env = process.env): void {
  if (!deliveryTimerWanted(env)) return;
  processWide('outbox.timer', () => {
    const timer = startDeliveryTimer({ deliver: sweepAndDeliver });
    onShutdown(() => timer.stop());
    return timer;
  });
}
