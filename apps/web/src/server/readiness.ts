// Whether this process should be sent traffic (GET /api/ready): the database reachable and migrated, the content readable, and not shutting down.
import 'server-only';
import { sql } from 'drizzle-orm';
import { loadSiteSettings } from '../content/catalogue';
import { contentSource } from '../content/source';
import { getDatabaseHandle } from './db/client';
import { logger } from './log';
import { processWide } from './process-wide';
import { isShuttingDown } from './shutdown';

/** Why the process is not ready; logged, never answered (a probe learns nothing about the inside). */
export type NotReadyReason = 'shutting-down' | 'database' | 'content' | 'timeout';

/** A load balancer probes every few seconds: a check that takes longer counts as a failure. */
export const READY_CHECK_TIMEOUT_MS = 3_000;
/** What `Retry-After` says on a 503: about one probe interval. */
export const READY_RETRY_AFTER_SECONDS = 5;

export interface ReadinessChecks {
  shuttingDown: () => boolean;
  /** Resolves once a cheap query has run on the opened (so migrated) database. */
  database: () => Promise<void>;
  /** Resolves once one cheap content read has answered. */
  content: () => Promise<void>;
  timeoutMs?: number;
}

/** Null when ready; otherwise the first reason it is not. Never throws. */
export async function readinessOf({
  shuttingDown,
  database,
  content,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
}: ReadinessChecks): Promise<NotReadyReason | null> {
  if (shuttingDown()) return 'shutting-down';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<NotReadyReason>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const checked = (check: () => Promise<void>, reason: NotReadyReason) =>
    check().then(
      () => null,
      () => reason,
    );
  try {
    const reasons = await Promise.race([
      Promise.all([checked(database, 'database'), checked(content, 'content')]),
      late.then((reason) => [reason]),
    ]);
    const failed = reasons.find((reason) => reason !== null) ?? null;
    // Shutdown may have begun while the checks ran.
    return shuttingDown() ? 'shutting-down' : failed;
  } finally {
    clearTimeout(timer);
  }
}

const productionChecks: ReadinessChecks = {
  shuttingDown: isShuttingDown,
  database: async () => {
    // Opening migrates (under the lock on PostgreSQL); an opening under way is shared, not repeated.
    const { db } = await getDatabaseHandle();
    await db.execute(sql`select 1`);
  },
  content: async () => {
    await loadSiteSettings(contentSource());
  },
};

/**
 * This process's readiness. A change is logged once (`ready`, or `not-ready` with its reason), not
 * every probe: a load balancer asks every few seconds.
 */
export async function checkReadiness(
  checks: ReadinessChecks = productionChecks,
): Promise<NotReadyReason | null> {
  const reason = await readinessOf(checks);
  const last = processWide('readiness', (): { reason: NotReadyReason | null | undefined } => ({
    reason: undefined,
  }));
  if (last.reason !== reason) {
    last.reason = reason;
    if (reason === null) logger.info('ready');
    else logger.warn({ reason }, 'not-ready');
  }
  return reason;
}
