// `npm run outbox:drain`: delivers due emails and leads from the outbox once (the cron route's job, run by hand).
import {
  closeDatabase,
  describeDatabase,
  readDatabaseConfig,
} from '../apps/web/src/server/db/client';
import { runOutbox } from '../apps/web/src/server/outbox/run';

async function main(): Promise<void> {
  const { delivered, retried, dead } = await runOutbox();
  await closeDatabase();
  console.log(
    `${describeDatabase(readDatabaseConfig())}: ${delivered} delivered, ${retried} to retry, ${dead} given up.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
