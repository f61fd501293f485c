// The request counters: in this process's memory on PGlite, in PostgreSQL's rate_limits table with DATABASE_URL, so every server instance counts together.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { type LimitedBucket, REQUEST_LIMITS, type RequestLimit } from '../../booking/limits';
import { type DatabaseHandle, getDatabaseHandle, readDatabaseConfig } from '../db/client';

/** Created by migration 0005, so no instance creates it at run time. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * A stable pseudonym of a key (an address, an email): counters and reservations store this, not
 * the key itself. Not anonymous (an IPv4 address can be found again by trying them all), but
 * nobody reading the table sees an address.
 */
export function pseudonymOf(key: string): string {
  return createHash('sha256').update(`nova-limits:${key}`).digest('hex').slice(0, 32);
}

export interface LimitCounters {
  /** Counts one request in the bucket for `key`; false when the bucket was already full. */
  take(bucket: LimitedBucket, key: string): Promise<boolean>;
  /** As `take`, answering how long until the full bucket takes a request again (0 when it took this one). */
  takeOrWait(bucket: LimitedBucket, key: string): Promise<{ retryAfterMs: number }>;
  /** Takes one request back out of the count (a lookup that proved its email). */
  giveBack(bucket: LimitedBucket, key: string): Promise<void>;
}

function limiterFor(bucket: LimitedBucket, pool: Pool | null): RateLimiterAbstract {
  const limit: RequestLimit = REQUEST_LIMITS[bucket];
  const { points, windowSeconds } = limit;
  const options = { keyPrefix: bucket, points, duration: windowSeconds };
  if (pool === null) return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    ...(limit.blockInMemory === true ? { inMemoryBlockOnConsumed: points } : {}),
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    // PostgreSQL out of reach: this process counts alone meanwhile rather than refusing everyone.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Counters over `pool` (PostgreSQL, shared by every instance), or in memory when it is null. */
export function createLimitCounters(pool: Pool | null): LimitCounters {
  const limiters = new Map<LimitedBucket, RateLimiterAbstract>();
  const limiter = (bucket: LimitedBucket) => {
    let found = limiters.get(bucket);
    if (found === undefined) {
      found = limiterFor(bucket, pool);
      limiters.set(bucket, found);
    }
    return found;
  };
  const takeOrWait = async (bucket: LimitedBucket, key: string) => {
    try {
      await limiter(bucket).consume(pseudonymOf(key));
      return { retryAfterMs: 0 };
    } catch (error) {
      // The library rejects with its result when the bucket is full, with an Error on a fault.
      if (error instanceof RateLimiterRes) return { retryAfterMs: Math.max(1, error.msBeforeNext) };
      throw error;
    }
  };
  return {
    async take(bucket, key) {
      return (await takeOrWait(bucket, key)).retryAfterMs === 0;
    },
    takeOrWait,
    async giveBack(bucket, key) {
      await limiter(bucket).reward(pseudonymOf(key));
    },
  };
}

let inMemory: LimitCounters | null = null;
let shared: { handle: DatabaseHandle; counters: LimitCounters } | null = null;

/**
 * The process's counters: in memory on PGlite (one process owns its folder anyway, and a log
 * record need not open the database); over PostgreSQL's pool otherwise, the pool of the database
 * the process has open (tests open one per file).
 */
export async function limitCounters(): Promise<LimitCounters> {
  if (readDatabaseConfig().kind === 'pglite') {
    inMemory ??= createLimitCounters(null);
    return inMemory;
  }
  const handle = await getDatabaseHandle();
  if (shared === null || shared.handle !== handle) {
    shared = { handle, counters: createLimitCounters(handle.pool) };
  }
  return shared.counters;
}

/** Tests only: forget the in-memory counts, as each test starts from nothing. */
export function resetLimitCounters(): void {
  inMemory = null;
}
