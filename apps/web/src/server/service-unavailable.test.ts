// The database unavailable, however it shows (refused, frozen, too slow, the deadline passed), is answered 503 service-unavailable with Retry-After; other faults stay 500.
import { BookingError } from '../booking/errors';
import { DatabaseUnavailableError, databaseUnavailableReason } from './db/unavailable';
import { currentDeadline, readRequestDeadlineMs } from './deadline';
import { respond } from './http';
import { logger } from './log';
import { serviceUnavailableOf } from './service-unavailable';

/** A driver error as node-postgres raises it, wrapped as Drizzle wraps it. */
function wrapped(cause: object): Error {
  return Object.assign(
    new Error('Failed query: insert into reservations … params: anna@example.ch'),
    {
      cause,
    },
  );
}

function coded(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { code });
}

describe('recognising an unavailable database', () => {
  it.each([
    ['refused', coded('ECONNREFUSED'), 'connect-refused'],
    ['refused on every address', new AggregateError([coded('ECONNREFUSED')]), 'connect-refused'],
    ['a name that does not resolve', coded('ENOTFOUND'), 'connect-refused'],
    ['reset', wrapped(coded('ECONNRESET')), 'connection-lost'],
    [
      'the pool full past the connect timeout',
      new Error('timeout exceeded when trying to connect'),
      'connect-timeout',
    ],
    [
      'a connection that never finished its startup',
      new Error('Connection terminated due to connection timeout'),
      'connect-timeout',
    ],
    [
      'a connection not open within the connect timeout',
      new Error('timeout expired'),
      'connect-timeout',
    ],
    ['lost mid-query', wrapped(new Error('Connection terminated unexpectedly')), 'connection-lost'],
    [
      'statement_timeout',
      wrapped(coded('57014', 'canceling statement due to statement timeout')),
      'statement-timeout',
    ],
    ['idle in transaction too long', coded('25P03'), 'connection-lost'],
    ['a server shutting down', coded('57P01'), 'server-unavailable'],
    ['a server starting', coded('57P03'), 'server-unavailable'],
    ['too many connections', coded('53300'), 'server-unavailable'],
    [
      'our client-side timeout',
      wrapped(new DatabaseUnavailableError('query-timeout')),
      'query-timeout',
    ],
    ['our deadline', new DatabaseUnavailableError('deadline-passed'), 'deadline-passed'],
  ])('%s', (_, error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
    expect(serviceUnavailableOf(error)).toMatchObject({
      id: 'service-unavailable',
      reason,
      retryAfterSeconds: 5,
    });
  });

  it.each([
    ['a unique violation', wrapped(coded('23505'))],
    ['an exclusion violation', wrapped(coded('23P01'))],
    ['a fault of ours', new TypeError('undefined is not a function')],
    ['a refusal', new BookingError('validation-failed', ['email'])],
    ['not an error', 'boom'],
  ])('but not %s', (_, error) => {
    expect(databaseUnavailableReason(error)).toBeNull();
    expect(serviceUnavailableOf(error)).toBeNull();
  });
});

describe('the request deadline', () => {
  const saved = {
    deadline: process.env.NOVA_REQUEST_DEADLINE_MS,
    url: process.env.DATABASE_URL,
  };
  // Only requests on PostgreSQL keep a deadline (nothing connects here).
  beforeEach(() => {
    process.env.DATABASE_URL = 'postgres://nowhere.invalid/nova';
  });
  afterEach(() => {
    for (const [name, value] of [
      ['NOVA_REQUEST_DEADLINE_MS', saved.deadline],
      ['DATABASE_URL', saved.url],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is 15 s unless NOVA_REQUEST_DEADLINE_MS names a positive whole number', () => {
    expect(readRequestDeadlineMs({})).toBe(15_000);
    expect(readRequestDeadlineMs({ NOVA_REQUEST_DEADLINE_MS: '1500' })).toBe(1500);
    for (const value of ['0', '-1', '1.5', 'soon', ''])
      expect(readRequestDeadlineMs({ NOVA_REQUEST_DEADLINE_MS: value })).toBe(15_000);
  });

  it("is seen by everything a route's handler awaits, and by nothing outside it", async () => {
    process.env.NOVA_REQUEST_DEADLINE_MS = '2000';
    let seen: number | null = null;
    const before = Date.now();
    await respond('test', 'invalid-request', async () => {
      await Promise.resolve();
      seen = currentDeadline();
      return new Response(null, { status: 204 });
    });
    expect(seen).toBeGreaterThanOrEqual(before + 2000);
    expect(seen).toBeLessThan(Date.now() + 2000 + 1);
    expect(currentDeadline()).toBeNull();
  });

  it('is not kept on the embedded PGlite, whose queries cannot be abandoned', async () => {
    delete process.env.DATABASE_URL;
    let seen: number | null = 0;
    await respond('test', 'invalid-request', async () => {
      seen = currentDeadline();
      return new Response(null, { status: 204 });
    });
    expect(seen).toBeNull();
  });

  it('answers 503 at the deadline whatever the handler still awaits', async () => {
    process.env.NOVA_REQUEST_DEADLINE_MS = '50';
    const started = Date.now();
    const answer = await respond('test', 'invalid-request', () => new Promise<Response>(() => {}));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: 'service-unavailable' });
  });
});

describe('answering a route', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers an unavailable database 503 service-unavailable with Retry-After, logged with its reason only', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const answer = await respond('lead', 'invalid-request', async () => {
      throw wrapped(coded('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432'));
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: 'service-unavailable' });
    expect(warn.mock.calls).toEqual([
      [{ route: 'lead', reason: 'connect-refused' }, 'service-unavailable'],
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('still answers a fault of ours 500 with the fallback, and a refusal its own status', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const fault = await respond('lead', 'invalid-request', async () => {
      throw wrapped(coded('23505'));
    });
    expect([fault.status, await fault.json()]).toEqual([500, { error: 'invalid-request' }]);
    const refused = await respond('lead', 'invalid-request', async () => {
      throw new BookingError('validation-failed', ['email']);
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('retry-after')).toBeNull();
  });
});
