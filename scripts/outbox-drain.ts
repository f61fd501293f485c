// `npm run outbox:drain`: delivers due emails, payment commands and leads from the outbox once (`-- --retry-dead` first revives dead letters).
import { now } from '../apps/web/src/server/clock';
import {
  closeDatabase,
  describeDatabase,
  readDatabaseConfig,
} from '../apps/web/src/server/db/client';
import { DatabaseInUseError } from '../apps/web/src/server/db/pglite-lock';
import { runOutbox } from '../apps/web/src/server/outbox/run';
import { DELIVERY_INTERVAL_MS, retryDeadLetters } from '../apps/web/src/server/outbox/worker';

/** One line for the usual case, a running server holding the embedded database: it delivers by itself. */
function serverHoldsDatabase(error: DatabaseInUseError): string {
  return (
    `The embedded database in ${error.dataDir} is open in process ${error.pid}, a running Nova server, ` +
    `which delivers the outbox by itself every ${DELIVERY_INTERVAL_MS / 1000} seconds: to deliver now, ` +
    'call its /api/cron/drain-outbox with "Authorization: Bearer $CRON_SECRET" (or stop it and run this again).'
  );
}

async function main(): Promise<void> {
  const where = describeDatabase(readDatabaseConfig());
  try {
    const revived = process.argv.includes('--retry-dead') ? await retryDeadLetters(now()) : 0;
    const { delivered, retried, dead } = await runOutbox();
    const again = revived > 0 ? `${revived} dead letter(s) tried again, ` : '';
    console.log(`${where}: ${again}${delivered} delivered, ${retried} to retry, ${dead} given up.`);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) console.error(serverHoldsDatabase(error));
  else console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
