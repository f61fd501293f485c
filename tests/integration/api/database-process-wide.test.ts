// One database connection per process, even when the bundler gives instrumentation.ts and the routes their own copy of the module.
import { getDatabaseHandle } from '@/server/db/client';
import { NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';

useTestDatabase(NOW);

describe('the database connection', () => {
  it('is the same for a second copy of the database module, so PGlite is never opened twice on one folder', async () => {
    const routes = await getDatabaseHandle();
    let timers: Awaited<ReturnType<typeof getDatabaseHandle>> | null = null;
    await jest.isolateModulesAsync(async () => {
      const copy = await import('@/server/db/client');
      expect(copy.getDatabaseHandle).not.toBe(getDatabaseHandle);
      timers = await copy.getDatabaseHandle();
    });
    expect(timers).toBe(routes);
  });
});
