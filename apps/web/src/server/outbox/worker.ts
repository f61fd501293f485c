// Drains the outbox: leases due rows, delivers them outside any transaction, then marks them delivered, retried or dead.
import 'server-only';
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { getDatabase } from '../db/client';
import { outbox } from '../db/schema';
import { LEAD_TOPIC } from '../leads/capture';
import { logger } from '../log';
import { describeFailure } from '../notifications/deliver';
import { backoffDelay } from '../notifications/retry';
import { type Handlers, PermanentDeliveryFailure } from './handlers';

/** After this many failed attempts a row is a dead letter, kept for an operator. */
export const MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;
/** A leased row whose worker died is tried again after this. */
const LEASE_MS = 5 * 60_000;

export interface DrainResult {
  delivered: number;
  retried: number;
  dead: number;
}

/** When a row that failed its `attempts`-th time is tried next: 1, 2, 4 … minutes, at most 6 hours. */
export function nextAttemptAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + backoffDelay(attempts + 1, RETRY_BASE_MS, RETRY_MAX_MS));
}

async function lease(now: Date, limit: number, leadsDeliverable: boolean) {
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
}: {
  handlers: Handlers;
  now: Date;
  limit?: number;
  leadsDeliverable: boolean;
}): Promise<DrainResult> {
  const db = await getDatabase();
  const result: DrainResult = { delivered: 0, retried: 0, dead: 0 };
  for (const row of await lease(now, limit, leadsDeliverable)) {
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
      if (dead) result.dead += 1;
      else result.retried += 1;
      logger.warn({ topic: row.topic, attempts: row.attempts, dead }, 'outbox-delivery-failed');
    }
  }
  return result;
}
