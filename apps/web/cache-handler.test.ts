// The shared cache handler (cache-handler.mjs) against a real Redis: entries written there, a tag expiry removes them, and a publish Redis missed while it was away never lets an old entry be served once it is back.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('the shared cache handler', () => {
  it('shares entries through Redis and drops those a publish during an outage concerned', () => {
    // Plain Node loads the module as Next.js does (Jest's transform would not run it as it is).
    const run = spawnSync(
      process.execPath,
      [join(__dirname, '..', '..', 'tests', 'support', 'cache-handler-outage.mjs')],
      {
        encoding: 'utf8',
        timeout: 25_000,
        env: { ...process.env, TARGET_REDIS_URL: process.env.REDIS_URL ?? '', REDIS_URL: '' },
      },
    );
    expect(run.status).toBe(0);
    const seen = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(seen).toEqual({
      storedInRedis: 1,
      read: 2490,
      afterPublish: { inRedis: 0, read: null },
      // Redis away: the entry stays there, this process misses (or reads its own few seconds' copy).
      duringOutage: { inRedis: 1, read: null },
      duringOutageKept: 2690,
      // Back: the entry the publish concerned is gone before Redis is read again.
      afterOutage: { inRedis: 0, read: null },
      sharedAgain: 1,
    });
  });
});
