// The built configuration for a server started from Next.js's standalone output (the container), where next.config.ts is not shipped.
// No 'server-only' here: apps/web/server.ts, run by plain Node, calls it before Next.js loads its configuration.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STANDALONE_CONFIG = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * In a folder with a build but no next.config.ts (the standalone output, see Dockerfile), hands
 * Next.js the configuration the build recorded, as the standalone `server.js` Next.js writes does;
 * elsewhere (the repository) changes nothing. Answers whether it did.
 */
export function applyBuiltConfigWhenStandalone(
  dir: string,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (env[STANDALONE_CONFIG] || existsSync(join(dir, 'next.config.ts'))) return false;
  const manifest = join(dir, env.NEXT_DIST_DIR || '.next', 'required-server-files.json');
  if (!existsSync(manifest)) return false;
  const { config } = JSON.parse(readFileSync(manifest, 'utf8')) as { config?: unknown };
  if (typeof config !== 'object' || config === null) return false;
  env[STANDALONE_CONFIG] = JSON.stringify(config);
  return true;
}
