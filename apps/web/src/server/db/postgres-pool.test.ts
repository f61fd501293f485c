// The PostgreSQL pool's budget and timeouts from the environment, and what is sent to the server at connect.
import {
  poolConfigOf,
  queryTimeoutOf,
  readPostgresLimits,
  transactionSettingsOf,
} from './postgres-pool';

describe('the PostgreSQL limits', () => {
  it('default to 10 connections, 5 s to connect, 10 s per statement', () => {
    expect(readPostgresLimits({})).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 10_000,
      pooler: 'none',
    });
  });

  it('take DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS, ignoring nonsense', () => {
    expect(
      readPostgresLimits({
        DATABASE_POOL_SIZE: '3',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '4000',
      }),
    ).toEqual({ poolSize: 3, connectTimeoutMs: 2000, statementTimeoutMs: 4000, pooler: 'none' });
    expect(
      readPostgresLimits({
        DATABASE_POOL_SIZE: '0',
        DATABASE_CONNECT_TIMEOUT_MS: 'soon',
        DATABASE_STATEMENT_TIMEOUT_MS: '-5',
      }),
    ).toEqual(readPostgresLimits({}));
  });

  it('send the server its timeouts and a name, and wait on the client a little longer than the server', () => {
    const limits = readPostgresLimits({ DATABASE_STATEMENT_TIMEOUT_MS: '4000' });
    expect(poolConfigOf('postgres://db/nova', limits)).toMatchObject({
      max: 10,
      statement_timeout: 4000,
      idle_in_transaction_session_timeout: 8000,
      application_name: 'nova',
    });
    expect(queryTimeoutOf(limits)).toBe(6000);
  });

  it('behind a transaction pooler, send no session timeouts at connect but set them in each transaction', () => {
    const limits = readPostgresLimits({
      DATABASE_POOLER: 'transaction',
      DATABASE_STATEMENT_TIMEOUT_MS: '4000',
    });
    const config = poolConfigOf('postgres://pooler/nova', limits);
    expect(config).toMatchObject({ application_name: 'nova' });
    expect(config).not.toHaveProperty('statement_timeout');
    expect(config).not.toHaveProperty('idle_in_transaction_session_timeout');
    expect(transactionSettingsOf(limits)).toBe(
      "select set_config('statement_timeout', '4000', true), set_config('idle_in_transaction_session_timeout', '8000', true)",
    );
    expect(transactionSettingsOf(readPostgresLimits({}))).toBeNull();
  });
});
