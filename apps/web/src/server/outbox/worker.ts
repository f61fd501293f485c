// Drains the outbox: leases due rows, delivers them outside any transaction, then marks them delivered, retried or dead.
import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { LEAD_TOPIC } from '../../lead/capture';
import { getDatabase } from '../db/client';
import { outbox } from '../db/schema';
import { logger } from '../log';
import { describeFailure, NOTIFICATION_TOPIC } from '../notifications/deliver';
import { backoffDelay } from '../notifications/retry';
import { PAYMENT_TOPIC } from '../payments/commands';
import { type Handlers, PermanentDeliveryFailure } from './handlers';

/** After this many failed attempts a row is a dead letter, kept for an operator. */
export const MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;
/** A leased row whose worker died is tried again after this. */
const LEASE_MS = 5 * 60_000;
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

async function lease(
  now: Date,
  limit: number,
  leadsDeliverable: boolean,
  topics: readonly string[] | null,
) {
  const db = await getDatabase();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.deliveredAt),
        isNull(outbox.failedAt),
        lte(outbox.availableAt, now),
        // Without a lead webhook, leads wait in the outbox: nothing is lost until one is set.
        leadsDeliverable ? undefined : ne(outbox.topic, LEAD_TOPIC),
        topics === null ? undefined : inArray(outbox.topic, [...topics]),
      ),
    )
    .orderBy(asc(outbox.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ availableAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      topic: outbox.topic,
      payload: outbox.payload,
      attempts: outbox.attempts,
    });
}

export async function drainOutbox({
  handlers,
  now,
  limit = 50,
  leadsDeliverable,
  topics = null,
}: {
  handlers: Handlers;
  now: Date;
  limit?: number;
  leadsDeliverable: boolean;
  /** Only these topics (what a request just queued); null for every topic. */
  topics?: readonly string[] | null;
}): Promise<DrainResult> {
  const db = await getDatabase();
  const result: DrainResult = { delivered: 0, retried: 0, dead: 0 };
  for (const row of await lease(now, limit, leadsDeliverable, topics)) {
    try {
      await handlers.deliver(row.topic, row.payload);
      await db
        .update(outbox)
        .set({ deliveredAt: now, lastError: null })
        .where(eq(outbox.id, row.id));
      result.delivered += 1;
    } catch (error) {
      // Never the raw message: SMTP replies quote addresses.
      const lastError = describeFailure(error);
      const dead = error instanceof PermanentDeliveryFailure || row.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set(
          dead
            ? { failedAt: now, lastError }
            : { availableAt: nextAttemptAt(now, row.attempts), lastError },
        )
        .where(eq(outbox.id, row.id));
      // The row's id, topic, kind and count only: never the payload, which holds the address.
      const facts = {
        outboxId: row.id,
        topic: row.topic,
        kind: kindOf(row.topic, row.payload),
        attempts: row.attempts,
        lastError,
      };
      if (dead) {
        result.dead += 1;
        logger.error(
          { ...facts, retry: 'fix the cause, then npm run outbox:drain -- --retry-dead' },
          'outbox-dead-letter',
        );
      } else {
        result.retried += 1;
        logger.warn(
          { ...facts, nextAttemptAt: nextAttemptAt(now, row.attempts).toISOString() },
          'outbox-delivery-failed',
        );
      }
    }
  }
  return result;
}

/** What a row is, for the logs: an email's kind, a payment command's action, or the topic itself. */
export function kindOf(topic: string, payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return topic;
  const field = topic === NOTIFICATION_TOPIC ? 'kind' : topic === PAYMENT_TOPIC ? 'action' : null;
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
    .set({ failedAt: null, attempts: 0, availableAt: now })
    .where(and(isNotNull(outbox.failedAt), isNull(outbox.deliveredAt)))
    .returning({ id: outbox.id });
  return revived.length;
}
