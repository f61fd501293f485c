// Applies the committed migrations: to PGlite directly, to PostgreSQL under an advisory lock so that several starting servers migrate once.
import 'server-only';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { migrationsFolder } from './paths';

/** Any fixed number: every Nova process asks for the same lock before migrating. */
const MIGRATION_LOCK_KEY = 7_461_293_001;

export async function migratePglite<TSchema extends Record<string, unknown>>(
  db: PgliteDatabase<TSchema>,
): Promise<void> {
  await migrateWithPglite(db, { migrationsFolder: migrationsFolder() });
}

export async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateWithPg(drizzlePg({ client }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
