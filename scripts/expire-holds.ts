// `npm run holds:expire`: expires pending reservations whose 30-minute hold ran out and frees their rooms (the cron route's job, run by hand).
import {
  closeDatabase,
  describeDatabase,
  readDatabaseConfig,
} from '../apps/web/src/server/db/client';
import { expireHolds } from '../apps/web/src/server/reservations/expire';
import { closeSlotCache } from '../apps/web/src/server/reservations/slot-cache';

async function main(): Promise<void> {
  const { expired, recovered } = await expireHolds({ now: new Date() });
  await closeDatabase();
  // What changed at the clinics, told to the running servers (with REDIS_URL) before this exits.
  await closeSlotCache();
  console.log(
    `${describeDatabase(readDatabaseConfig())}: ${recovered} charge(s) settled, ${expired} reservation(s) expired.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
