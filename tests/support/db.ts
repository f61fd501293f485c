// A fresh database per test file: in-memory PGlite by default, a new PostgreSQL database when DATABASE_URL is set (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { resetClock, setClock } from '../../apps/web/src/server/clock';
import {
  closeDatabase,
  type Database,
  type DatabaseKind,
  getDatabaseHandle,
} from '../../apps/web/src/server/db/client';
import { reservations, roomHolds } from '../../apps/web/src/server/db/schema';
import { resetLimitCounters } from '../../apps/web/src/server/limits/store';
import { slotCache } from '../../apps/web/src/server/reservations/slot-cache';

export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  /** Empties every table (the request counters and the staff's sign-ins too), so each test starts from nothing. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Opening PGlite runs initdb and the migrations: allow for it in beforeAll, generously on a busy machine (a bound, never a timing check). */
export const OPEN_TIMEOUT_MS = 180_000;

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL?.trim();
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `nova_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(baseUrl, `create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      process.env.DATABASE_URL = baseUrl;
      await onServer(baseUrl, `drop database if exists ${name} with (force)`);
    };
  } else {
    process.env.PGLITE_DATA_DIR = 'memory://';
  }
  const handle = await getDatabaseHandle();
  return {
    kind: handle.kind,
    db: handle.db,
    async reset() {
      await handle.db.execute(
        sql`truncate reservations, room_holds, payment_events, discount_redemptions, discount_code_usage, leads, outbox, test_payments, rate_limits, waitlist_entries, staff_users, staff_sessions, staff_accounts, staff_verifications, staff_calendar_feeds, staff_audit cascade`,
      );
    },
    async close() {
      await closeDatabase();
      await dropDatabase();
    },
  };
}

/**
 * Registers a test file's hooks: one fresh database for the file, emptied before each test, with
 * the clock at `now`. Answers a getter, since the database opens in beforeAll.
 */
export function useTestDatabase(now: Date): () => TestDatabase {
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    resetClock();
    await database?.close();
  });
  beforeEach(async () => {
    setClock(now);
    resetLimitCounters();
    await database?.reset();
    // Emptied tables: no kept slot answer from an earlier test is used again.
    slotCache().forgetAll();
  });
  return () => {
    if (database === null) throw new Error('The test database is not open yet.');
    return database;
  };
}

/** How many reservations and room holds the database holds: a refusal must leave both as they were. */
export async function rowCounts(db: Database): Promise<{ reservations: number; holds: number }> {
  const [reservationRows] = await db.select({ n: count() }).from(reservations);
  const [holdRows] = await db.select({ n: count() }).from(roomHolds);
  return { reservations: reservationRows?.n ?? -1, holds: holdRows?.n ?? -1 };
}
