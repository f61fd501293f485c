// The pool's settings as PostgreSQL sees them: the statement timeout and name per connection, or per transaction behind a transaction pooler.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { GuardedPool, readPostgresLimits } from '@/server/db/postgres-pool';
import { databaseUnavailableReason } from '@/server/db/unavailable';
import { startFreezableProxy } from '../../support/freezable-proxy';

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

  it('outside a request, gives up on a frozen database after the connect or the query timeout', async () => {
    const target = new URL(url ?? '');
    const proxy = await startFreezableProxy({
      targetHost: target.hostname,
      targetPort: Number(target.port || 5432),
    });
    const proxied = new URL(target);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const pool = new GuardedPool(
      proxied.toString(),
      readPostgresLimits({
        DATABASE_CONNECT_TIMEOUT_MS: '300',
        DATABASE_STATEMENT_TIMEOUT_MS: '200',
        DATABASE_POOL_SIZE: '2',
      }),
    );
    pool.on('error', () => {});
    const failure = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      const error = await run().then(
        () => null,
        (caught: unknown) => caught,
      );
      return { reason: databaseUnavailableReason(error), ms: performance.now() - started };
    };
    try {
      const held = await pool.connect();
      await held.query('select 1');
      proxy.freeze();
      // A query on the open connection: the client's bound is the statement timeout plus 2 s.
      const query = await failure(() => held.query('select 1'));
      held.release();
      expect(query.reason).toBe('query-timeout');
      expect(query.ms).toBeLessThan(200 + 2000 + 1000);
      // A transaction's query: its ROLLBACK fails alike, and the reason is kept through it.
      proxy.thaw();
      const db = drizzle({ client: pool });
      await db.execute(sql`select 1`);
      proxy.freeze();
      const transaction = await failure(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        }),
      );
      // Its `begin` timed out: Drizzle releases nothing then, the guard freed the pool's slot.
      expect(transaction.reason).toBe('query-timeout');
      expect(pool.totalCount).toBe(0);
      // A new connection never gets through its startup.
      const connect = await failure(() => pool.query('select 1'));
      expect(connect.reason).toBe('connect-timeout');
      expect(connect.ms).toBeLessThan(300 + 1000);
      expect(pool.totalCount).toBe(0);
    } finally {
      proxy.thaw();
      await pool.end();
      await proxy.close();
    }
  });
});
