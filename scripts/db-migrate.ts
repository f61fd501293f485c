// `npm run db:migrate`: applies the committed migrations to PostgreSQL (DATABASE_URL) or to the embedded PGlite folder.
import {
  closeDatabase,
  describeDatabase,
  getDatabaseHandle,
  readDatabaseConfig,
} from '../apps/web/src/server/db/client';

async function main(): Promise<void> {
  const config = readDatabaseConfig();
  // Opening migrates: the same code path a starting server takes.
  await getDatabaseHandle();
  await closeDatabase();
  console.log(`Migrations applied: ${describeDatabase(config)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
