// Runs an async job one at a time: a call during a run gets one more run after it, shared by every call that waits.
import 'server-only';

/**
 * Wraps `run` so its runs never overlap. A call while a run is under way is answered by the next
 * run, started once the current one ends, because what the caller wants handled (a row it has just
 * committed) may have come after the current run looked; any number of such calls share that one
 * next run. A failed run does not stop the next.
 */
export function coalesce(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const current = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  const startNext = (): Promise<void> => {
    next = null;
    return start();
  };
  return () => {
    if (running === null) return start();
    next ??= running.then(startNext, startNext);
    return next;
  };
}
