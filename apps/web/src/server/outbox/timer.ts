// The running server delivers and sweeps by itself: a timer expires lapsed holds and drains due outbox rows (retries after backoff, pay-later links, reminders) every 15 seconds.
import 'server-only';
import { processWide } from '../process-wide';
import { sweepLapsedHolds } from '../reservations/expire';
import { deliverSoon } from './soon';
import { DELIVERY_INTERVAL_MS } from './worker';

type Env = Readonly<Record<string, string | undefined>>;

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

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

/** The part of `process` that shutdown needs (tests pass a stand-in). */
export interface SignalTarget {
  readonly pid: number;
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  listenerCount(signal: NodeJS.Signals): number;
  kill(pid: number, signal: NodeJS.Signals): unknown;
}

/**
 * Stops the timer when the server is asked to stop: no sweep or delivery starts any more (one
 * under way commits or rolls back whole: each batch is one transaction). Listening to a signal
 * takes Node's default (exit) away, so when nothing else listens (the server's own handler exits
 * otherwise, after waiting for the run under way: server.ts) the signal is raised again, now
 * without a listener, once the run under way has ended.
 */
export function stopOnShutdown(timer: DeliveryTimer, target: SignalTarget = process): void {
  for (const signal of SHUTDOWN_SIGNALS) {
    target.once(signal, () => {
      const stopped = timer.stop();
      if (target.listenerCount(signal) === 0) {
        void stopped.then(() => target.kill(target.pid, signal));
      }
    });
  }
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
 * For instrumentation.ts: one timer per process, however often register() runs. Under the name
 * `nova.outbox.timer` on globalThis, where server.ts finds it to wait for its run at shutdown.
 */
export function startServerDeliveryTimer(env: Env = process.env): void {
  if (!deliveryTimerWanted(env)) return;
  processWide('outbox.timer', () => {
    const timer = startDeliveryTimer({ deliver: sweepAndDeliver });
    stopOnShutdown(timer);
    return timer;
  });
}
