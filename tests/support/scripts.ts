// Runs one of the repository's scripts as `npm run` would (tsx from the root), with only the environment a test gives it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/**
 * `scripts/<name>`; `reactServer` for scripts that load server modules (`--conditions=react-server`),
 * `outsideNext` for those that also render emails (scripts/tsconfig.outside-next.json), as their
 * npm scripts run them.
 */
export function runScript(
  name: string,
  env: Record<string, string> = {},
  {
    reactServer = false,
    outsideNext = false,
    args = [],
  }: { reactServer?: boolean; outsideNext?: boolean; args?: string[] } = {},
): { status: number | null; output: string } {
  const flags = [
    ...(reactServer ? ['--conditions=react-server'] : []),
    ...(outsideNext ? ['--tsconfig', join(ROOT, 'scripts', 'tsconfig.outside-next.json')] : []),
  ];
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [...flags, join(ROOT, 'scripts', name), ...args],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
