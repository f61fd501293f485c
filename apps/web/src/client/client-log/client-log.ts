// Reports a browser-side failure to POST /api/log (its rules loaded on the first report): a catalogue message id and the allow-listed facts (step, locale, status, error id), never a form value. Never throws.
import type { ClientLogField, ClientLogId } from '@/booking/client-log-record';

export interface ClientLogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  /** One of the browser's message ids, e.g. 'lead-submission-failed'; never free text. */
  message: ClientLogId;
  /** Only the server's allow-listed fields; a value that does not fit its field is left out. */
  context?: Partial<Record<ClientLogField, string | number | null>>;
}

export async function sendClientLog(
  entry: ClientLogEntry,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<void> {
  try {
    // The record's rules (the error catalogue's ids, the steps) load with the first report, not
    // with the page: a step reports only when something failed.
    const { pageOfPath, readClientLogContext } = await import('@/booking/client-log-record');
    // The page as locale and step only: a path may be anything a visitor typed into the address bar.
    const page = pageOfPath(globalThis.location?.pathname ?? '');
    await fetcher('/api/log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        level: entry.level,
        message: entry.message,
        context: readClientLogContext({ ...page, ...entry.context }),
      }),
      keepalive: true,
    });
  } catch {
    // Logging is best effort: a failure to log must not become the visitor's problem.
  }
}
