// The pool's settings as PostgreSQL sees them: the statement timeout and name per connection, or per transaction behind a transaction pooler.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { GuardedPool, readPostgresLimits } from '@/server/db/postgres-pool';

const url = process.env.DATABASE_URL?.trim();
const onPostgres = url ? describe : describe.skip;

async function settings(pooler: string) {
  const pool = new GuardedPool(
    url ?? '',
    readPostgresLimits({ DATABASE_STATEMENT_TIMEOUT_MS: '4000', DATABASE_POOLER: pooler }),
  );
  try {
    const db = drizzle({ client: pool });
    const show = async (run: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0]) => {
      const result = await run.execute(
        sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle, current_setting('application_name') as name`,
      );
      return result.rows[0];
    };
    return { outside: await show(db), inside: await db.transaction((tx) => show(tx)) };
  } finally {
    await pool.end();
  }
}

onPostgres('the pool as PostgreSQL sees it', () => {
  it('sets the timeouts and the name on every connection', async () => {
    const seen = await settings('');
    expect(seen.outside).toEqual({ statement: '4s', idle: '8s', name: 'nova' });
    expect(seen.inside).toEqual(seen.outside);
  });

  it('behind a transaction pooler, sets the timeouts in each transaction instead', async () => {
    const seen = await settings('transaction');
    expect(seen.inside).toEqual({ statement: '4s', idle: '8s', name: 'nova' });
    expect(seen.outside).toMatchObject({ name: 'nova' });
    expect(seen.outside?.statement).not.toBe('4s');
  });
});
