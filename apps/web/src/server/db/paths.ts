// Where the database's files live on disk: the committed migrations and the embedded PGlite data folder.
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const MIGRATIONS_RELATIVE_PATH = join('apps', 'web', 'src', 'server', 'db', 'migrations');
export const DEFAULT_PGLITE_RELATIVE_PATH = join('.data', 'pglite');

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The repository root, found from the working directory upwards: npm runs the web app from
 * apps/web, scripts and tests from the root, and a built server from wherever it was started.
 */
export function findProjectRoot(start: string = process.cwd()): string {
  let folder = resolve(start);
  for (;;) {
    if (isFile(join(folder, MIGRATIONS_RELATIVE_PATH, 'meta', '_journal.json'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(
        `No ${MIGRATIONS_RELATIVE_PATH} found from ${start} upwards: run Nova from its repository.`,
      );
    }
    folder = parent;
  }
}

export function migrationsFolder(): string {
  return join(findProjectRoot(), MIGRATIONS_RELATIVE_PATH);
}

export function defaultPgliteDataDir(): string {
  return join(findProjectRoot(), DEFAULT_PGLITE_RELATIVE_PATH);
}
