// Where the request counters live: in PostgreSQL, shared by every server instance and holding no address; in one process's memory on PGlite.
import { Pool } from 'pg';
import { rateLimits } from '@/server/db/schema';
import { createLimitCounters } from '@/server/limits/store';
import { NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const database = useTestDatabase(NOW);
const ADDRESS = '203.0.113.77';

/** Two server instances' counters: on PostgreSQL each with its own pool, as two processes would have. */
function twoInstances() {
  const url = process.env.DATABASE_URL;
  if (database().kind === 'postgres' && url) {
    const pools = [new Pool({ connectionString: url }), new Pool({ connectionString: url })];
    // As the app's own pool does: an idle connection ended by the server (the test database is
    // dropped at the end of the file) must not crash the test process.
    for (const pool of pools) pool.on('error', () => undefined);
    return {
      first: createLimitCounters(pools[0] ?? null),
      second: createLimitCounters(pools[1] ?? null),
      close: () => Promise.all(pools.map((pool) => pool.end())),
    };
  }
  return {
    first: createLimitCounters(null),
    second: createLimitCounters(null),
    close: async () => [],
  };
}

describe('the request counters', () => {
  it('are shared by two instances on PostgreSQL; on PGlite each process counts alone, as it is the only one', async () => {
    const { first, second, close } = twoInstances();
    try {
      for (let n = 0; n < 5; n += 1) expect(await first.take('leadsPerClient', ADDRESS)).toBe(true);
      expect(await second.take('leadsPerClient', ADDRESS)).toBe(database().kind !== 'postgres');
      // Another bucket of the same client counts on its own.
      expect(await second.take('logRecordsPerClient', ADDRESS)).toBe(true);
    } finally {
      await close();
    }
  });

  it('store pseudonyms, never the address or email they count', async () => {
    const { first, close } = twoInstances();
    try {
      await first.take('leadsPerClient', ADDRESS);
      await first.take('messagesPerRecipient', 'anna@example.ch');
      const rows = await database().db.select().from(rateLimits);
      expect(rows).toHaveLength(database().kind === 'postgres' ? 2 : 0);
      expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|anna/);
    } finally {
      await close();
    }
  });
});
