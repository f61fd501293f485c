// PostgreSQL's connection pool with every wait bounded: connect, statement (server side), query (client side) and the request's deadline.
import 'server-only';
import { Client, type ClientConfig, Pool, type PoolClient } from 'pg';
import { currentDeadline } from '../deadline';
import { DatabaseUnavailableError, type UnavailableReason } from './unavailable';

type Env = Readonly<Record<string, string | undefined>>;

export interface PostgresLimits {
  /** DATABASE_POOL_SIZE: this process's connection budget; processes × this must stay below max_connections. */
  poolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: a new connection within this (a free one from a full pool: within the request's deadline). */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer. */
  statementTimeoutMs: number;
  /**
   * DATABASE_POOLER=transaction: DATABASE_URL is a pooler in transaction mode (PgBouncer, Neon's or
   * Supabase's pooled URL), where a session's settings do not stick and a startup parameter such as
   * statement_timeout may be refused: the server-side timeouts are set per transaction instead.
   */
  pooler: 'none' | 'transaction';
}

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * The client gives up this long after the server should have cancelled a statement: a frozen
 * server (or the way to it) cancels nothing, and without this a query would wait for ever.
 */
const CLIENT_GRACE_MS = 2_000;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function readPostgresLimits(env: Env = process.env): PostgresLimits {
  return {
    poolSize: positiveInteger(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE),
    connectTimeoutMs: positiveInteger(env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_CONNECT_TIMEOUT_MS),
    statementTimeoutMs: positiveInteger(
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      DEFAULT_STATEMENT_TIMEOUT_MS,
    ),
    pooler: env.DATABASE_POOLER?.trim().toLowerCase() === 'transaction' ? 'transaction' : 'none',
  };
}

/** The client-side bound on one query: the server's own timeout plus a grace to report it. */
export function queryTimeoutOf(limits: PostgresLimits): number {
  return limits.statementTimeoutMs + CLIENT_GRACE_MS;
}

/**
 * What node-postgres sends in the startup message. The server-side timeouts are session settings:
 * behind PgBouncer in transaction mode set them on the role instead (docs/deploy.md).
 */
/**
 * node-postgres clients that give up connecting after `ms`. Set on the client, not the pool: the
 * pool's own option would also end the wait for a free connection after `ms`, which under a burst
 * refused requests their deadline still allowed.
 */
function clientConnectingWithin(ms: number) {
  return class BoundedClient extends Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: ms });
    }
  };
}

export function poolConfigOf(url: string, limits: PostgresLimits) {
  const common = {
    connectionString: url,
    max: limits.poolSize,
    Client: clientConnectingWithin(limits.connectTimeoutMs),
    application_name: 'nova',
    // A peer that vanished without closing (a frozen host) is noticed instead of kept for ever.
    keepAlive: true,
  };
  if (limits.pooler === 'transaction') return common;
  return {
    ...common,
    statement_timeout: limits.statementTimeoutMs,
    // A transaction left open by a client that went away (or stalled) releases its locks and holds.
    idle_in_transaction_session_timeout: idleInTransactionTimeoutOf(limits),
  };
}

function idleInTransactionTimeoutOf(limits: PostgresLimits): number {
  return limits.statementTimeoutMs * 2;
}

/**
 * Behind a transaction pooler, the server-side timeouts as the first statement of each transaction
 * (set_config(…, true) is SET LOCAL): they hold on whichever server connection the pooler lends.
 */
export function transactionSettingsOf(limits: PostgresLimits): string | null {
  if (limits.pooler !== 'transaction') return null;
  return `select set_config('statement_timeout', '${limits.statementTimeoutMs}', true), set_config('idle_in_transaction_session_timeout', '${idleInTransactionTimeoutOf(limits)}', true)`;
}

/** Drizzle opens a transaction with `begin` (and its options), as text or as a query config. */
function isBegin(query: unknown): boolean {
  const text =
    typeof query === 'string'
      ? query
      : typeof query === 'object' && query !== null
        ? (query as { text?: unknown }).text
        : null;
  return typeof text === 'string' && /^\s*(begin|start\s+transaction)\b/i.test(text);
}

/**
 * Gives up on a connection for good: closes its socket, so that PostgreSQL rolls back whatever
 * transaction it had open as soon as it reads the close, and marks it ending, so that the pool
 * drops it on release instead of lending it again.
 */
function abandon(client: PoolClient, reason: UnavailableReason): void {
  abandoned.set(client, reason);
  client.end().catch(() => {});
  client.connection.stream.destroy();
  // Its pool slot is freed now: Drizzle releases nothing when its `begin` fails (the release is in
  // a `finally` that `begin` precedes), and ten such failures would have exhausted the pool for good.
  client.release(new DatabaseUnavailableError(reason));
}

/**
 * A lent client whose release may be called more than once: by `abandon`, then by its borrower
 * (Drizzle, pg-pool's `query`), whose second call is then nothing rather than pg-pool's throw.
 */
function releasableOnce(client: PoolClient): PoolClient {
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  return client;
}

/**
 * Why a client was given up on. Drizzle's ROLLBACK after the failed query (and any query after it)
 * fails the same way, not with the driver's "Client was closed", which would hide the reason.
 */
const abandoned = new WeakMap<PoolClient, UnavailableReason>();

type Run = (...args: unknown[]) => unknown;

/** A submittable (a cursor, a stream) answers itself; only plain queries are bounded. */
function isSubmittable(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { submit?: unknown }).submit === 'function'
  );
}

/**
 * One query bounded by the client-side timeout and the request's deadline. Past the deadline no
 * query is sent (a COMMIT least of all): the connection is abandoned instead, and with it the
 * transaction. A query still unanswered when either bound runs out abandons its connection too,
 * as its answer (the transaction's fate) can no longer be waited for.
 */
function bounded(client: PoolClient, queryTimeoutMs: number, send: () => Promise<unknown>) {
  const given = abandoned.get(client);
  if (given !== undefined) return Promise.reject(new DatabaseUnavailableError(given));
  const deadline = currentDeadline();
  const now = Date.now();
  if (deadline !== null && now >= deadline) {
    abandon(client, 'deadline-passed');
    return Promise.reject(new DatabaseUnavailableError('deadline-passed'));
  }
  const untilDeadline = deadline === null ? Number.POSITIVE_INFINITY : deadline - now;
  const limitMs = Math.min(queryTimeoutMs, untilDeadline);
  const reason = untilDeadline <= queryTimeoutMs ? 'deadline-passed' : 'query-timeout';
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      abandon(client, reason);
      reject(new DatabaseUnavailableError(reason));
    }, limitMs);
    send().then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Replaces a new client's query with the bounded one, in both its promise and callback forms; a
 * transaction's `begin` is followed by `settings` when the timeouts are set per transaction.
 */
function guardClient(client: PoolClient, queryTimeoutMs: number, settings: string | null): void {
  const original = client.query.bind(client) as Run;
  const guarded: Run = (...args) => {
    if (isSubmittable(args[0])) return original(...args);
    const last = args.at(-1);
    const callback = typeof last === 'function' ? (last as (...results: unknown[]) => void) : null;
    const queryArgs = callback === null ? args : args.slice(0, -1);
    const answer = bounded(client, queryTimeoutMs, async () => {
      const result = await (original(...queryArgs) as Promise<unknown>);
      if (settings !== null && isBegin(queryArgs[0])) await original(settings);
      return result;
    });
    if (callback === null) return answer;
    answer.then(
      (result) => callback(undefined, result),
      (error: unknown) => callback(error),
    );
    return undefined;
  };
  Reflect.set(client, 'query', guarded);
  // A connection that dies while lent out (in a transaction between two queries) reports it to
  // its next query; without a listener Node would end the process on the client's 'error' event.
  client.on('error', () => {});
}

type ConnectCallback = Parameters<Pool['connect']> extends [infer Callback] ? Callback : never;

/**
 * A pg Pool whose clients are guarded, and whose wait for a client ends at the request's deadline.
 * Drizzle uses it as any Pool: queries through `query`, transactions on a client from `connect`,
 * released without an error, which is why a timed-out client is ended rather than merely reported.
 */
export class GuardedPool extends Pool {
  constructor(url: string, limits: PostgresLimits) {
    super(poolConfigOf(url, limits));
    const queryTimeoutMs = queryTimeoutOf(limits);
    const settings = transactionSettingsOf(limits);
    this.on('connect', (client) => guardClient(client, queryTimeoutMs, settings));
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | undefined {
    if (callback === undefined) return this.acquire();
    this.acquire().then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  /** A client within the request's deadline (a new connection's within the connect timeout too); a late one goes back. */
  private acquire(): Promise<PoolClient> {
    return this.acquireWithinDeadline().then(releasableOnce);
  }

  private acquireWithinDeadline(): Promise<PoolClient> {
    const deadline = currentDeadline();
    if (deadline === null) return super.connect();
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(new DatabaseUnavailableError('deadline-passed'));
    const pending = super.connect();
    return new Promise<PoolClient>((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new DatabaseUnavailableError('deadline-passed'));
      }, remaining);
      pending.then(
        (client) => {
          clearTimeout(timer);
          if (late) client.release();
          else resolve(client);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (!late) reject(error);
        },
      );
    });
  }
}
