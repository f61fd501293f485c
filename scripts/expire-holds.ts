// `npm run holds:expire`: expires pending reservations whose 30-minute hold ran out and frees their rooms (the cron route's job, run by hand).
import {
  closeDatabase,
  describeDatabase,
  readDatabaseConfig,
} from '../apps/web/src/server/db/client';
import { expireHolds } from '../apps/web/src/server/reservations/expire';

async function main(): Promise<void> {
  const { expired, recovered } = await expireHolds({ now: new Date() });
  await closeDatabase();
  console.log(
    `${describeDatabase(readDatabaseConfig())}: ${recovered} charge(s) settled, ${expired} reservation(s) expired.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
