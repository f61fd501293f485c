// Runs a task once the browser is idle (at most 5 s later), or after 2 s where it cannot tell; answers the cancel.
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2_000);
  return () => window.clearTimeout(handle);
}
