// The database opened (and so migrated, under the lock) when the server starts, not on the first request: until it is, /api/ready answers 503; a second process on the embedded folder stops here.
import 'server-only';
import { logger } from '../log';
import { isShuttingDown } from '../shutdown';
import { getDatabaseHandle, readDatabaseConfig } from './client';
import { databaseErrorOf } from './errors';

/** Retries wait this long after a failure, doubling up to the cap. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface StartupOpening {
  kind: 'pglite' | 'postgres';
  open: () => Promise<unknown>;
  /** Stops the process on a problem no retry can solve (the embedded folder held by another process). */
  stop: (message: string) => void;
  log: (kind: string, attempt: number) => void;
  opened: (attempts: number) => void;
  stopping: () => boolean;
  wait: (ms: number) => Promise<void>;
}

/** What a failure is, for a log line: the SQLSTATE, the driver's code (ECONNREFUSED) or the class; never its message. */
export function failureKind(error: unknown): string {
  const database = databaseErrorOf(error);
  if (database !== null) return database.code;
  if (typeof error === 'object' && error !== null) {
    const { code } = error as { code?: unknown };
    if (typeof code === 'string' && code !== '') return code;
  }
  return error instanceof Error ? error.name : typeof error;
}

/** Two folders' worth of bundles may hold two copies of the class: its name decides. */
function isDatabaseInUse(error: unknown): error is Error {
  return error instanceof Error && error.name === 'DatabaseInUseError';
}

/**
 * Opens the database, retrying with growing pauses until it opens or the process stops; each kind
 * of failure is logged once. The embedded folder is opened before the server takes requests (it is
 * local and quick, and a folder held by another process must stop this one before it listens);
 * PostgreSQL in the background, so a process started while the database is down runs, not ready.
 */
export async function openAtStart(opening: StartupOpening): Promise<void> {
  const logged = new Set<string>();
  /** True once nothing is left to do: opened, or the process told to stop. */
  const tryOnce = async (attempt: number): Promise<boolean> => {
    try {
      await opening.open();
      opening.opened(attempt);
      return true;
    } catch (error) {
      if (isDatabaseInUse(error)) {
        opening.stop(error.message);
        return true;
      }
      const kind = failureKind(error);
      if (!logged.has(kind)) {
        logged.add(kind);
        opening.log(kind, attempt);
      }
      return false;
    }
  };
  const retry = async (): Promise<void> => {
    let pauseMs = FIRST_RETRY_MS;
    for (let attempt = 2; ; attempt += 1) {
      await opening.wait(pauseMs);
      if (opening.stopping() || (await tryOnce(attempt))) return;
      pauseMs = Math.min(pauseMs * 2, MAX_RETRY_MS);
    }
  };
  if (opening.kind === 'pglite') {
    if (!(await tryOnce(1))) void retry();
    return;
  }
  void tryOnce(1).then((done) => (done ? undefined : retry()));
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Only a long-running server opens its database at start: not `next build` (its workers load
 * instrumentation too), not Vercel, whose functions start per request burst and open it on first use.
 */
export function databaseOpenedAtStart(env: Env): boolean {
  return !env.VERCEL && env.NEXT_PHASE !== 'phase-production-build';
}

/** For instrumentation.ts: the process's database, opened as the server starts. */
export function openDatabaseAtStart(): Promise<void> {
  return openAtStart({
    kind: readDatabaseConfig().kind,
    open: getDatabaseHandle,
    stop: (message) => {
      // As the other start-up checks word it (startup-checks.ts): plain text an operator reads.
      console.error(`Nova cannot start:\n  - ${message}`);
      process.exit(1);
    },
    log: (kind, attempt) => logger.error({ kind, attempt }, 'database-unavailable-at-start'),
    opened: (attempts) => logger.info({ attempts }, 'database-opened'),
    stopping: isShuttingDown,
    wait: (ms) =>
      new Promise((resolve) => {
        // A pause alone never keeps the process alive.
        setTimeout(resolve, ms).unref();
      }),
  });
}
