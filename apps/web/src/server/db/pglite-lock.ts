// One process at a time on a PGlite data folder: PGlite itself does not lock it, and two writers would corrupt it.
import 'server-only';
import { rmSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** The process holding the folder, for a caller that explains what to do instead. */
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid} (a running Nova server?). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock`, holding this process's id; a lock left by a process that no longer runs
 * is taken over. Answers the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  await mkdir(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      // Synchronous clean-up is all 'exit' allows; a lock left by a crash is taken over next time.
      const onExit = () => rmSync(lockPath, { force: true });
      process.once('exit', onExit);
      return async () => {
        process.off('exit', onExit);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseInUseError(dataDir, holder);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
