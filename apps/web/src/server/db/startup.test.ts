// Opening the database at start: the embedded folder before the server listens, PostgreSQL in the background with retries logged once per kind, and a folder held by another process stopping the start.
import { DatabaseInUseError } from './pglite-lock';
import { databaseOpenedAtStart, failureKind, openAtStart, type StartupOpening } from './startup';

function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
}

/** An opening whose attempts fail with `failures` in turn, then succeed; pauses pass at once. */
function opening(kind: StartupOpening['kind'], failures: unknown[]) {
  const left = [...failures];
  const calls = { open: 0, stop: [] as string[], log: [] as string[], opened: [] as number[] };
  let settled: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    settled = resolve;
  });
  const steps: StartupOpening = {
    kind,
    open: async () => {
      calls.open += 1;
      const failure = left.shift();
      if (failure !== undefined) throw failure;
    },
    stop: (message) => {
      calls.stop.push(message);
      settled();
    },
    log: (failure) => {
      calls.log.push(failure);
    },
    opened: (attempts) => {
      calls.opened.push(attempts);
      settled();
    },
    stopping: () => false,
    wait: async () => undefined,
  };
  return { steps, calls, done };
}

describe('opening the database at start', () => {
  it('opens the embedded folder before answering, so the server listens on a migrated database', async () => {
    const { steps, calls } = opening('pglite', []);
    await openAtStart(steps);
    expect(calls.opened).toEqual([1]);
  });

  it('stops the start with the message naming the process that holds the embedded folder', async () => {
    const { steps, calls } = opening('pglite', [
      new DatabaseInUseError('/srv/nova/.data/pglite', 4242),
    ]);
    await openAtStart(steps);
    expect(calls.stop).toHaveLength(1);
    expect(calls.stop[0]).toContain('is open in process 4242');
    expect(calls.opened).toEqual([]);
  });

  it('keeps retrying an unreachable PostgreSQL in the background, logging each kind of failure once', async () => {
    const failures = [refused(), refused(), refused(), new Error('timeout'), refused()];
    const { steps, calls, done } = opening('postgres', failures);
    await openAtStart(steps);
    await done;
    expect(calls.open).toBe(6);
    expect(calls.log).toEqual(['ECONNREFUSED', 'Error']);
    expect(calls.opened).toEqual([6]);
  });

  it('gives up retrying once the process is stopping', async () => {
    const { steps, calls } = opening('postgres', Array.from({ length: 50 }, refused));
    let stopping = false;
    await openAtStart({
      ...steps,
      stopping: () => stopping,
      wait: async () => {
        stopping = calls.open >= 3;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.open).toBe(3);
    expect(calls.opened).toEqual([]);
  });

  it('names a failure by its SQLSTATE or driver code, never its message', () => {
    expect(
      failureKind(Object.assign(new Error('password authentication failed'), { code: '28P01' })),
    ).toBe('28P01');
    expect(failureKind(refused())).toBe('ECONNREFUSED');
    expect(failureKind(new TypeError('secret detail'))).toBe('TypeError');
  });

  it('runs in a long-running server only, not in the build nor on Vercel', () => {
    expect(databaseOpenedAtStart({})).toBe(true);
    expect(databaseOpenedAtStart({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(databaseOpenedAtStart({ VERCEL: '1' })).toBe(false);
  });
});
