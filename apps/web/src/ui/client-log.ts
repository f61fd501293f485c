// Reports a browser-side failure to POST /api/log: a message id and a few non-personal facts, never a form value. Never throws.

export interface ClientLogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  /** A message id, e.g. 'lead-submission-failed'; never free text. */
  message: string;
  /** Status codes, step names and the like; nothing a visitor typed. */
  context?: Record<string, string | number | boolean | null>;
}

export async function sendClientLog(
  entry: ClientLogEntry,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<void> {
  try {
    await fetcher('/api/log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...entry,
        context: { ...entry.context, path: globalThis.location?.pathname ?? null },
      }),
      keepalive: true,
    });
  } catch {
    // Logging is best effort: a failure to log must not become the visitor's problem.
  }
}
