// Drains the outbox one row at a time: leases a due row under a fresh owner token, delivers it within a deadline shorter than the lease, then marks it delivered, retried or dead only if it still holds the lease.
import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Database, getDatabase } from '../db/client';
import { outbox } from '../db/schema';
import { logger } from '../log';
import { describeFailure } from '../notifications/deliver';
import { backoffDelay } from '../notifications/retry';
import { type Handlers, PermanentDeliveryFailure } from './attempt';
import { DeliveryReleased, type InFlight, inFlight, stopping } from './in-flight';
import { DELIVERY_DEADLINE_MS, DRAIN_BUDGET_MS, LEASE_MS } from './timing';
import { TOPICS, topicNamed } from './topics';

/** After this many failed attempts a row is a dead letter, kept for an operator. */
export const MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;
/** How often a long-running server drains due rows by itself (timer.ts). */
export const DELIVERY_INTERVAL_MS = 15_000;

export interface DrainResult {
  delivered: number;
  retried: number;
  dead: number;
}

/** When a row that failed its `attempts`-th time is tried next: 1, 2, 4 … minutes, at most 6 hours. */
export function nextAttemptAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + backoffDelay(attempts + 1, RETRY_BASE_MS, RETRY_MAX_MS));
}

/** An attempt that outlived its deadline. */
class DeliveryDeadline extends Error {
  override name = 'DeliveryDeadline';
}

interface LeasedRow {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
  /** This lease's token: the row's outcome is written only while the row still carries it. */
  owner: string;
}

/**
 * Topics whose rows are delivered in order per group: the group is the key's second part
 * (`clinic:<booking reference>:<event sequence>`), the order the key's. A row of such a topic is not
 * leased while an earlier row of its group is undelivered — due later, in flight, or a dead letter
 * (reviving it lets the rest follow in order) — so its receiver never gets an event before the one
 * before it.
 */
export const ORDERED_TOPICS: readonly string[] = [TOPICS.clinic.name];

/** The order rule above, for the row `outbox` in a query over the table. */
function inGroupOrder(db: Database): SQL | undefined {
  const earlier = alias(outbox, 'earlier');
  return or(
    notInArray(outbox.topic, [...ORDERED_TOPICS]),
    notExists(
      db
        .select({ one: sql`1` })
        .from(earlier)
        .where(
          and(
            eq(earlier.topic, outbox.topic),
            isNull(earlier.deliveredAt),
            sql`split_part(${earlier.key}, ':', 2) = split_part(${outbox.key}, ':', 2)`,
            // Keys of one group differ only in their zero-padded sequence: text order is event order.
            lt(earlier.key, outbox.key),
          ),
        ),
    ),
  );
}

/**
 * Leases the most overdue row, if any: due until now + leaseMs, under a fresh owner token. SKIP
 * LOCKED lets workers in other processes lease other rows at the same time; a row another worker
 * leased meanwhile is no longer due when PostgreSQL re-checks it, so each lease goes to one worker.
 */
async function leaseOne(
  now: Date,
  leaseMs: number,
  leadsDeliverable: boolean,
  clinicDeliverable: boolean,
  topics: readonly string[] | null,
): Promise<LeasedRow | null> {
  const db = await getDatabase();
  const owner = randomUUID();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.deliveredAt),
        isNull(outbox.failedAt),
        lte(outbox.availableAt, now),
        // Without a lead webhook, leads wait in the outbox: nothing is lost until one is set.
        leadsDeliverable ? undefined : ne(outbox.topic, TOPICS.lead.name),
        // The same for the clinic's booking events without its webhook.
        clinicDeliverable ? undefined : ne(outbox.topic, TOPICS.clinic.name),
        topics === null ? undefined : inArray(outbox.topic, [...topics]),
        inGroupOrder(db),
      ),
    )
    .orderBy(asc(outbox.availableAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      availableAt: new Date(now.getTime() + leaseMs),
      attempts: sql`${outbox.attempts} + 1`,
      leaseOwner: owner,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      topic: outbox.topic,
      payload: outbox.payload,
      attempts: outbox.attempts,
    });
  return row === undefined ? null : { ...row, owner };
}

type Outcome = 'delivered' | 'retried' | 'dead' | 'released';

/**
 * Writes an attempt's outcome if the row is still this lease's. Otherwise the lease ran out and
 * another worker took the row: its outcome stands, ours is only logged.
 */
async function settle(
  row: LeasedRow,
  outcome: Outcome,
  values: PgUpdateSetSource<typeof outbox>,
): Promise<boolean> {
  const db = await getDatabase();
  const written = await db
    .update(outbox)
    .set({ ...values, leaseOwner: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.leaseOwner, row.owner)))
    .returning({ id: outbox.id });
  if (written.length > 0) return true;
  logger.warn(
    { outboxId: row.id, topic: row.topic, kind: kindOf(row.topic, row.payload), outcome },
    'outbox-lease-lost',
  );
  return false;
}

/** Runs the row's handler until it ends, its deadline passes or shutdown cuts it; answers its error, or null. */
async function attempt(
  row: LeasedRow,
  handlers: Handlers,
  deadlineMs: number,
  tracked: InFlight,
): Promise<unknown> {
  const { signal } = tracked.controller;
  const timer = setTimeout(
    () => tracked.controller.abort(new DeliveryDeadline('delivery deadline passed')),
    deadlineMs,
  );
  // A handler that cannot be cut (a payment provider's call) is no longer waited for: its row is retried.
  const cut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    await Promise.race([
      handlers.deliver({
        id: row.id,
        topic: row.topic,
        payload: row.payload,
        signal,
        sending() {
          if (stopping()) throw new DeliveryReleased('process stopping');
          tracked.started = true;
        },
      }),
      cut,
    ]);
    return null;
  } catch (error) {
    return error ?? new Error('delivery failed');
  } finally {
    clearTimeout(timer);
  }
}

/** Delivers one leased row and writes its outcome; answers the outcome, or null when the lease was lost. */
async function deliverLeased(
  row: LeasedRow,
  handlers: Handlers,
  now: () => Date,
  deadlineMs: number,
): Promise<Outcome | null> {
  return inFlight(async (tracked) => {
    const error = await attempt(row, handlers, deadlineMs, tracked);
    if (error === null) {
      const written = await settle(row, 'delivered', { deliveredAt: now(), lastError: null });
      return written ? 'delivered' : null;
    }
    if (error instanceof DeliveryReleased) {
      // Stopped by shutdown, not failed: due again at once for another process, the attempt not counted.
      const written = await settle(row, 'released', {
        availableAt: now(),
        attempts: sql`${outbox.attempts} - 1`,
      });
      return written ? 'released' : null;
    }
    return failed(row, error, now());
  });
}

/** A failed attempt: retried after its backoff, or a dead letter when no retry can help. */
async function failed(row: LeasedRow, error: unknown, at: Date): Promise<Outcome | null> {
  // Never the raw message: SMTP replies quote addresses.
  const lastError = describeFailure(error);
  const dead = error instanceof PermanentDeliveryFailure || row.attempts >= MAX_ATTEMPTS;
  const retryAt = nextAttemptAt(at, row.attempts);
  const written = await settle(
    row,
    dead ? 'dead' : 'retried',
    dead ? { failedAt: at, lastError } : { availableAt: retryAt, lastError },
  );
  if (!written) return null;
  // The row's id, topic, kind and count only: never the payload, which holds the address.
  const facts = {
    outboxId: row.id,
    topic: row.topic,
    kind: kindOf(row.topic, row.payload),
    attempts: row.attempts,
    lastError,
  };
  if (dead) {
    logger.error(
      { ...facts, retry: 'fix the cause, then npm run outbox:drain -- --retry-dead' },
      'outbox-dead-letter',
    );
    return 'dead';
  }
  logger.warn({ ...facts, nextAttemptAt: retryAt.toISOString() }, 'outbox-delivery-failed');
  return 'retried';
}

/**
 * Delivers due rows one at a time until none is due, `limit` rows were taken, the time budget is
 * spent or the process is stopping. Several processes draining at once share the rows: each row is
 * leased by one of them, and its lease outlasts its attempt.
 */
export async function drainOutbox({
  handlers,
  now,
  leadsDeliverable,
  clinicDeliverable = false,
  topics = null,
  limit = Number.POSITIVE_INFINITY,
  budgetMs = DRAIN_BUDGET_MS,
  leaseMs = LEASE_MS,
  deadlineMs = DELIVERY_DEADLINE_MS,
}: {
  handlers: Handlers;
  /** The clock, read at each lease and outcome (a run may last minutes). */
  now: () => Date;
  leadsDeliverable: boolean;
  /** Whether the clinic's webhook is set; without it its booking events wait. */
  clinicDeliverable?: boolean;
  /** Only these topics (what a request just queued); null for every topic. */
  topics?: readonly string[] | null;
  /** Rows at most in this run. */
  limit?: number;
  /** No new lease after this many milliseconds (real time). */
  budgetMs?: number;
  /** Tests only: a shorter lease, and a shorter deadline within it. */
  leaseMs?: number;
  deadlineMs?: number;
}): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, retried: 0, dead: 0 };
  const started = performance.now();
  for (let taken = 0; taken < limit; taken += 1) {
    if (stopping() || performance.now() - started >= budgetMs) break;
    const row = await leaseOne(now(), leaseMs, leadsDeliverable, clinicDeliverable, topics);
    if (row === null) break;
    const outcome = await deliverLeased(row, handlers, now, deadlineMs);
    if (outcome === 'delivered' || outcome === 'retried' || outcome === 'dead')
      result[outcome] += 1;
  }
  return result;
}

/** What a row is, for the logs: an email's kind, a payment command's action (its topic's kindField), or the topic itself. */
export function kindOf(topic: string, payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return topic;
  const field = topicNamed(topic)?.kindField ?? null;
  const value: unknown = field === null ? undefined : Reflect.get(payload, field);
  // A known word only: a malformed payload must not put whatever it holds into the logs.
  return typeof value === 'string' && /^[a-z-]{1,40}$/.test(value) ? value : topic;
}

/**
 * Gives dead letters another full round of attempts, due now: for an operator once the cause
 * (SMTP credentials, a server down for hours) is fixed. Answers how many rows it revived.
 */
export async function retryDeadLetters(now: Date): Promise<number> {
  const db = await getDatabase();
  const revived = await db
    .update(outbox)
    .set({ failedAt: null, attempts: 0, availableAt: now, leaseOwner: null })
    .where(and(isNotNull(outbox.failedAt), isNull(outbox.deliveredAt)))
    .returning({ id: outbox.id });
  return revived.length;
}
