// Retries a failing send with exponential backoff; the outbox keeps its own schedule across runs, this covers one run.
import 'server-only';

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the second try; each further wait doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** False stops at once: a failure no retry can fix. */
  isRetryable?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The wait before try number `attempt` (2, 3, …). */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 2));
}

/**
 * Runs `send` until it resolves or the tries run out, then throws the last error. A send that
 * threw was not accepted by the server, so trying again does not deliver twice; the one
 * exception, a connection lost between the message's end and the server's answer, is covered
 * by the fixed Message-ID (see deliver.ts).
 */
export async function sendWithRetry<Result>(
  send: (attempt: number) => Promise<Result>,
  options: RetryOptions = {},
): Promise<Result> {
  const attempts = Math.max(1, options.attempts ?? 3);
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const sleep = options.sleep ?? realSleep;
  const isRetryable = options.isRetryable ?? (() => true);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(attempt);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await sleep(backoffDelay(attempt + 1, baseDelayMs, maxDelayMs));
    }
  }
}
