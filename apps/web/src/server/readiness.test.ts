// Readiness: ready only with the database and the content answering and no shutdown under way; a check that hangs counts as a failure.
import { readinessOf } from './readiness';

const ok = async () => undefined;
const fails = async () => {
  throw new Error('down');
};
const hangs = () => new Promise<void>(() => undefined);

describe('readiness', () => {
  it('is ready when the database and the content answer and no shutdown is under way', async () => {
    expect(await readinessOf({ shuttingDown: () => false, database: ok, content: ok })).toBeNull();
  });

  it('is not ready while shutting down, without asking the database', async () => {
    const database = jest.fn(ok);
    expect(await readinessOf({ shuttingDown: () => true, database, content: ok })).toBe(
      'shutting-down',
    );
    expect(database).not.toHaveBeenCalled();
  });

  it('names the check that failed', async () => {
    expect(await readinessOf({ shuttingDown: () => false, database: fails, content: ok })).toBe(
      'database',
    );
    expect(await readinessOf({ shuttingDown: () => false, database: ok, content: fails })).toBe(
      'content',
    );
  });

  it('answers within its bound when a check hangs (a frozen database)', async () => {
    const started = Date.now();
    expect(
      await readinessOf({ shuttingDown: () => false, database: hangs, content: ok, timeoutMs: 50 }),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('is not ready when shutdown began while the checks ran', async () => {
    let stopping = false;
    const database = async () => {
      stopping = true;
    };
    expect(await readinessOf({ shuttingDown: () => stopping, database, content: ok })).toBe(
      'shutting-down',
    );
  });
});
