// Exponential backoff between delivery tries; the outbox (worker.ts) schedules its retries with it across runs.

/** The wait before try number `attempt` (2, 3, …): baseDelayMs, doubling each time, up to maxDelayMs. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 2));
}
