// Jest's global setup: one migrated in-memory PGlite per run, kept as a tarball that every test
// file's database starts from (PGLITE_TEMPLATE). An empty PGlite runs initdb, 4 s on a quiet machine
// and up to 15 s under the suite's load, once per file; loading the copy takes under a second.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findProjectRoot, MIGRATIONS_RELATIVE_PATH } from '../../apps/web/src/server/db/paths';

/** Every file under a folder, sorted, for the template's key. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The template's name: the migrations and PGlite's version, so a changed migration makes a new one. */
async function templateKey(root: string, migrations: string): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const file of await filesUnder(migrations)) {
    hash.update(file.slice(migrations.length));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup(): Promise<void> {
  // PostgreSQL runs make a database per file from the migrations; PGlite runs only need this.
  if (process.env.DATABASE_URL?.trim()) return;
  const root = findProjectRoot();
  const migrationsFolder = join(root, MIGRATIONS_RELATIVE_PATH);
  const folder = join(root, 'node_modules', '.cache', 'nova-tests');
  const path = join(folder, `pglite-${await templateKey(root, migrationsFolder)}.tar`);
  if (!(await exists(path))) {
    const client = await PGlite.create('memory://', { extensions: { btree_gist } });
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      await mkdir(folder, { recursive: true });
      // Written aside and renamed: a run started alongside never reads half a file.
      const partial = `${path}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, path);
    } finally {
      await client.close();
    }
  }
  // Jest's workers start after this and inherit the environment.
  process.env.PGLITE_TEMPLATE = path;
}
