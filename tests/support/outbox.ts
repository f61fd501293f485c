// The outbox as a test reads it: the Message-ID each queued email goes under (its outbox row's).
import { like } from 'drizzle-orm';
import type { Database } from '../../apps/web/src/server/db/client';
import { outbox } from '../../apps/web/src/server/db/schema';

/** The Message-IDs of the emails queued under keys starting with `keyPrefix`, sorted. */
export async function messageIdsOf(
  db: Database,
  keyPrefix: string,
  domain = 'nova.local',
): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(like(outbox.key, `${keyPrefix}%`));
  return rows.map((row) => `<outbox-${row.id}@${domain}>`).sort();
}
