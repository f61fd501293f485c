// The outbox row this process is delivering, so that shutdown lets a send under way finish or releases the row at once.
import 'server-only';
import { processWide } from '../process-wide';
import { isShuttingDown, onShutdown } from '../shutdown';

type Env = Readonly<Record<string, string | undefined>>;

/** The attempt was stopped because the process stops: its row is released, not counted as a failure. */
export class DeliveryReleased extends Error {
  override name = 'DeliveryReleased';
}

/** One attempt under way, as shutdown sees it. */
export interface InFlight {
  /** Aborting it cuts the attempt (its connection closed). */
  readonly controller: AbortController;
  /** Whether the message has started to leave (SMTP conversation, webhook request). */
  started: boolean;
}

interface Entry extends InFlight {
  settled: Promise<void>;
}

interface Registry {
  stopping: boolean;
  hooked: boolean;
  attempts: Set<Entry>;
}

const registry = processWide<Registry>('outbox.inFlight', () => ({
  stopping: false,
  hooked: false,
  attempts: new Set(),
}));

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;
/** Left of the shutdown bound for writing the released row and closing the database. */
const RELEASE_MARGIN_MS = 5_000;

/** How long a send under way at shutdown may take to finish: the shutdown bound, less the time to release it otherwise. */
export function shutdownGraceMs(env: Env = process.env): number {
  const bound = Number(env.NOVA_SHUTDOWN_TIMEOUT_MS);
  const timeout = Number.isFinite(bound) && bound > 0 ? bound : DEFAULT_SHUTDOWN_TIMEOUT_MS;
  return Math.max(0, timeout - RELEASE_MARGIN_MS);
}

/** Whether the worker must lease nothing more: the process is stopping. */
export function stopping(): boolean {
  return registry.stopping || isShuttingDown();
}

/**
 * At shutdown: no attempt starts sending any more; one not yet sending is cut now (its row is
 * released at once); one sending gets `graceMs` to finish, then is cut and released too.
 * Answers once every attempt has written its outcome.
 */
export async function finishOrRelease(graceMs: number): Promise<void> {
  registry.stopping = true;
  const attempts = [...registry.attempts];
  for (const attempt of attempts) {
    if (!attempt.started) attempt.controller.abort(new DeliveryReleased('process stopping'));
  }
  const settled = Promise.all(attempts.map((attempt) => attempt.settled));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    settled,
    new Promise<void>((elapsed) => {
      timer = setTimeout(elapsed, graceMs);
    }),
  ]);
  clearTimeout(timer);
  for (const attempt of attempts)
    attempt.controller.abort(new DeliveryReleased('process stopping'));
  await settled;
}

/** Registers finishOrRelease with the shutdown module, once per process. */
function hookShutdown(): void {
  if (registry.hooked) return;
  registry.hooked = true;
  onShutdown(() => finishOrRelease(shutdownGraceMs()));
}

/** Runs one attempt (the delivery and the write of its outcome) where shutdown can find it. */
export async function inFlight<Result>(
  work: (attempt: InFlight) => Promise<Result>,
): Promise<Result> {
  hookShutdown();
  const entry: Entry = {
    controller: new AbortController(),
    started: false,
    settled: Promise.resolve(),
  };
  const running = work(entry);
  entry.settled = running.then(
    () => undefined,
    () => undefined,
  );
  registry.attempts.add(entry);
  try {
    return await running;
  } finally {
    registry.attempts.delete(entry);
  }
}
