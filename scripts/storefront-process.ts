// The built storefront as `npm start` runs it (apps/web/server.ts: the client address stamped, the pages' shared lifetime shortened), for the benchmarks, the audit and the site's tests.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { join } from 'node:path';

const WEB = join(__dirname, '..', 'apps', 'web');

/**
 * The folder (under apps/web) of the Sanity-mode builds that the site suite (revalidate.test.ts)
 * and the fleet each make, one after the other in CI. Turbopack keeps its compilation cache in the
 * build folder, keyed by the folder: in one folder the second build compiles in about 20 s instead
 * of 60 to 100 s. Each still builds its own pages from its own stand-in Content Lake; two of them
 * cannot build at once (Next.js locks the folder).
 */
export const SANITY_BUILD_DIR = '.next-sanity-test';

/**
 * Starts the built site on `port` (every interface, as `npm start`), in production mode, with
 * `env` and this process's Node.js (24, from the devDependency, which strips the server's types).
 */
export function spawnStorefront(
  port: number,
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = 'ignore',
): ChildProcess {
  return spawn(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'server.ts'], {
    cwd: WEB,
    env: { ...env, NODE_ENV: 'production', PORT: String(port) },
    stdio,
  });
}
