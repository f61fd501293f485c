// Recognises a database that cannot answer (refused, unreachable, frozen, too slow, the request's deadline passed), as opposed to one that refused a query.

export type UnavailableReason =
  | 'connect-refused'
  | 'connect-timeout'
  | 'connection-lost'
  | 'query-timeout'
  | 'statement-timeout'
  | 'deadline-passed'
  | 'server-unavailable';

/** Raised by our own guards: a query past the request's deadline or past the client-side timeout. */
export class DatabaseUnavailableError extends Error {
  readonly reason: UnavailableReason;
  constructor(reason: UnavailableReason) {
    super(`database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
    this.reason = reason;
  }
}

/** Node's socket errors: the server is not there, or the way to it broke. */
const NETWORK_CODES: Readonly<Record<string, UnavailableReason>> = {
  ECONNREFUSED: 'connect-refused',
  EHOSTUNREACH: 'connect-refused',
  ENETUNREACH: 'connect-refused',
  ENOTFOUND: 'connect-refused',
  EAI_AGAIN: 'connect-refused',
  ETIMEDOUT: 'connect-timeout',
  ECONNRESET: 'connection-lost',
  EPIPE: 'connection-lost',
};

/** PostgreSQL's own: a statement cancelled by statement_timeout, a server shutting down or full. */
const SQLSTATE_REASONS: Readonly<Record<string, UnavailableReason>> = {
  '57014': 'statement-timeout',
  '25P03': 'connection-lost',
  '57P01': 'server-unavailable',
  '57P02': 'server-unavailable',
  '57P03': 'server-unavailable',
  '53300': 'server-unavailable',
  '08000': 'connection-lost',
  '08001': 'connect-refused',
  '08003': 'connection-lost',
  '08004': 'connect-refused',
  '08006': 'connection-lost',
};

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES: ReadonlyArray<readonly [RegExp, UnavailableReason]> = [
  [/^timeout exceeded when trying to connect$/, 'connect-timeout'],
  [/^Connection terminated due to connection timeout$/, 'connect-timeout'],
  // node-postgres's own connect timeout (connectionTimeoutMillis on the client).
  [/^timeout expired$/, 'connect-timeout'],
  [/^Connection terminated( unexpectedly)?$/, 'connection-lost'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection-lost'],
  [/^Client was closed and is not queryable$/, 'connection-lost'],
  [/^Query read timeout$/, 'query-timeout'],
];

function reasonOfOne(error: object): UnavailableReason | null {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    const reason = NETWORK_CODES[code] ?? SQLSTATE_REASONS[code];
    if (reason !== undefined) return reason;
  }
  if (typeof message === 'string') {
    for (const [pattern, reason] of DRIVER_MESSAGES) if (pattern.test(message)) return reason;
  }
  return null;
}

/**
 * Why the database could not answer, or null for any other error. Looks through Drizzle's wrapping
 * (`cause`) and Node's AggregateError (a host name with several addresses, each refused).
 */
export function databaseUnavailableReason(error: unknown): UnavailableReason | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const reason = reasonOfOne(current);
    if (reason !== null) return reason;
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const found = typeof inner === 'object' && inner !== null ? reasonOfOne(inner) : null;
        if (found !== null) return found;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
