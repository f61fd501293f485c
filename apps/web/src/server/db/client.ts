// The database connection: PGlite in a local folder by default, PostgreSQL when DATABASE_URL is set; opened and migrated once per process.
import 'server-only';
import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { outsideDeadline } from '../deadline';
import { logger } from '../log';
import { processWide } from '../process-wide';
import { migratePglite, migratePostgres } from './migrate';
import { defaultPgliteDataDir } from './paths';
import { lockDataDir } from './pglite-lock';
import { GuardedPool, type PostgresLimits, readPostgresLimits } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** What every query is written against: the two drivers differ only in their result types. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is a Database too, so one query function serves both. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** Where migrations run: DATABASE_URL_UNPOOLED when set (their advisory lock is a session's, which a transaction pooler does not keep), else `url`. */
      migrationUrl: string;
      limits: PostgresLimits;
    }
  | {
      kind: 'pglite';
      dataDir: string;
      /** A PGlite `dumpDataDir()` tarball an in-memory database starts from instead of an empty one (PGLITE_TEMPLATE). */
      template?: string;
    };

type Env = Readonly<Record<string, string | undefined>>;

/** A migration statement or the wait for another process's migration: minutes at most. */
const MIGRATION_QUERY_TIMEOUT_MS = 120_000;

/** Where the configuration points, for messages: the PGlite folder, or the server without its password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'pglite') return `PGlite in ${config.dataDir}`;
  try {
    const url = new URL(config.url);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL)';
  }
}

/**
 * DATABASE_URL wins, with its pool size and timeouts (DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS,
 * DATABASE_STATEMENT_TIMEOUT_MS) and DATABASE_URL_UNPOOLED for migrations behind a pooler; otherwise PGlite in PGLITE_DATA_DIR (`memory://` keeps it in
 * memory) or .data/pglite.
 */
export function readDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const migrationUrl = env.DATABASE_URL_UNPOOLED?.trim() || url;
    return { kind: 'postgres', url, migrationUrl, limits: readPostgresLimits(env) };
  }
  const dataDir = env.PGLITE_DATA_DIR?.trim();
  const template = env.PGLITE_TEMPLATE?.trim();
  return {
    kind: 'pglite',
    dataDir: dataDir ? dataDir : defaultPgliteDataDir(),
    ...(template ? { template } : {}),
  };
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, for what Drizzle does not do (the request limiter's counters); null on PGlite. */
  pool: Pool | null;
  close(): Promise<void>;
}

/**
 * An in-memory database from a template: a copy of an already migrated one loads in well under a
 * second where an empty one runs initdb (seconds; the test suite opens one per file). Folders on
 * disk never use it, so a template can never overwrite a real database.
 */
async function templateBlob(dataDir: string, template: string | undefined): Promise<Blob | null> {
  if (template === undefined || !dataDir.startsWith('memory://')) return null;
  return new Blob([await readFile(template)]);
}

async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates its own folder but not the folders above it.
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  let client: PGlite;
  try {
    const loadDataDir = await templateBlob(dataDir, template);
    client = await PGlite.create(dataDir, {
      extensions: { btree_gist },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  // PGlite is one connection: it runs one transaction at a time and queues every other query
  // behind it, so concurrent requests are serialised rather than interleaved.
  const db = drizzlePglite({ client, schema });
  const close = async () => {
    await client.close();
    await unlock();
  };
  try {
    // On a template too: anything newer than the template is applied, the rest is a lookup.
    await migratePglite(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'pglite', pool: null, close };
}

async function openPostgres(
  url: string,
  migrationUrl: string,
  limits: PostgresLimits,
): Promise<DatabaseHandle> {
  // Every wait bounded (connect, statement, query, the request's deadline): a frozen database
  // answers 503 in time instead of hanging, and commits nothing a request gave up on.
  const pool = new GuardedPool(url, limits);
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error: Error & { code?: string }) => {
    logger.error({ err: { name: error.name, code: error.code } }, 'database-pool-error');
  });
  try {
    await migrateOnOwnConnection(migrationUrl, limits);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/**
 * Migrations on a connection of their own, outside the pool's statement and query timeouts: the
 * advisory lock waits for another process's migration, and a migration may outlast a statement
 * timeout meant for requests. Bounded all the same, so that a frozen database fails the opening.
 */
async function migrateOnOwnConnection(url: string, limits: PostgresLimits): Promise<void> {
  const pool = new Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    query_timeout: MIGRATION_QUERY_TIMEOUT_MS,
    application_name: 'nova-migrate',
  });
  pool.on('error', () => {});
  try {
    await migratePostgres(pool);
  } finally {
    await pool.end();
  }
}

export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.migrationUrl, config.limits)
    : openPglite(config.dataDir, config.template);
}

/**
 * The process's one opening, shared by every copy of this module: the outbox timer started in
 * instrumentation.ts must use the routes' connection, as a second PGlite on the same folder in
 * the same process would pass the folder lock (same pid) and corrupt it.
 */
const shared = processWide('database', (): { opening: Promise<DatabaseHandle> | null } => ({
  opening: null,
}));

/** The process's database, migrated; concurrent first callers share one opening. */
export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (shared.opening !== null) return shared.opening;
  // Shared by every request that waits for it: no single request's deadline may cut it short.
  const opening = outsideDeadline(() => openDatabase(readDatabaseConfig()));
  shared.opening = opening;
  // A failed opening (database down) is retried by the next request instead of cached.
  opening.catch(() => {
    if (shared.opening === opening) shared.opening = null;
  });
  return opening;
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Closes the process's database (scripts and tests); the next getDatabase opens it again. */
export async function closeDatabase(): Promise<void> {
  const current = shared.opening;
  shared.opening = null;
  if (current !== null) await (await current).close();
}
