// Servers for the page and API benchmarks: the built storefront started on loopback against a fresh PGlite folder or a fresh PostgreSQL database (with Redis, as a fleet runs); and the helpers both benchmarks share.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import type autocannon from 'autocannon';
import { Client } from 'pg';
import { spawnStorefront } from './storefront-process';

export const ROOT = join(__dirname, '..');
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const READY_TIMEOUT_MS = 90_000;
/**
 * The benchmarks' ports: 3990-3999 only, clear of the browser tests (3200, 3201) and of 3400 and
 * 3900, which other jobs on a shared machine use; BENCH_PORT names another first of ten.
 */
const FIRST_PORT = Number(process.env.BENCH_PORT?.trim() || 3990);
const PORTS = Array.from({ length: 10 }, (_, index) => FIRST_PORT + index);
/** Where `npm run bench` looks for PostgreSQL when DATABASE_URL is not set. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The Redis the PostgreSQL server shares its caches through (REDIS_URL), as every process of a
 * fleet does: a database of its own (BENCH_REDIS_DB, default 14, clear of the fleet test's 11),
 * emptied before and after.
 */
const BENCH_REDIS_URL = `redis://127.0.0.1:6379/${Number(process.env.BENCH_REDIS_DB?.trim() || 14)}`;
/**
 * How long after subscribing to the other processes' changes a server keeps slot answers only 2 s
 * (the settle window, the request deadline's 15 s; record 0076), and a little more: the benchmark
 * measures a process that has run a while, not one that just started.
 */
const SLOT_SETTLE_WAIT_MS = 16_000;

export interface ServerUnderTest {
  database: string;
  url: string;
  stop(): Promise<void>;
}

/**
 * The benchmark builds beside the normal output (.next-bench), so it never replaces a build someone
 * is serving; types are checked by `npm run typecheck`, not again here.
 */
const BUILD_ENV = { NEXT_DIST_DIR: '.next-bench', NEXT_SKIP_TYPECHECK: '1' };

export function buildStorefront(): void {
  console.log('Building the storefront into apps/web/.next-bench…');
  // next build points next-env.d.ts at its output folder; the normal build's stays the reference.
  const nextEnv = join(ROOT, 'apps', 'web', 'next-env.d.ts');
  const nextEnvBefore = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : null;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...BUILD_ENV },
  });
  if (nextEnvBefore !== null) writeFileSync(nextEnv, nextEnvBefore);
  if (result.status !== 0) {
    throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      // Opens (and on PGlite creates and migrates) the database, so timing starts warm.
      const probe = `${url}/api/timeslots/fetch-time-slots?location=bern&checkup=mammography&days=1`;
      if ((await fetch(probe)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port of the benchmarks' range nobody listens on. */
export async function freePort(): Promise<number> {
  for (const port of PORTS) if (await isFree(port)) return port;
  throw new Error(`No free port in ${PORTS[0]}-${PORTS.at(-1)}.`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Status codes with their counts over the runs, and connection errors: a run that only got errors shows. */
export function answersOf(results: autocannon.Result[]): string {
  const counts = new Map<string, number>();
  let errors = 0;
  for (const result of results) {
    errors += result.errors;
    for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      counts.set(status, (counts.get(status) ?? 0) + count);
    }
  }
  const stats = [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
  return errors > 0 ? `${stats}, ${errors} errors` : stats;
}

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawnStorefront(
    port,
    {
      ...process.env,
      ...BUILD_ENV,
      LOG_LEVEL: 'warn',
      // A local benchmark is a demo: the test gateway and the local mailbox stand in for Stripe and SMTP.
      NOVA_ALLOW_TEST_GATEWAY: 'true',
      NOVA_DEV_MAILBOX: 'true',
      NOVA_SITE_URL: `http://127.0.0.1:${port}`,
      // The benchmark stands in for the proxy in front and names a visitor per request.
      NOVA_TRUSTED_PROXIES: '1',
      ...env,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, child };
}

async function pgliteServer(): Promise<ServerUnderTest> {
  const folder = mkdtempSync(join(tmpdir(), 'nova-bench-'));
  const { url, child } = await startServer({
    PGLITE_DATA_DIR: join(folder, 'pglite'),
    DATABASE_URL: '',
    // One process alone: Next.js's own cache.
    REDIS_URL: '',
  });
  return {
    database: 'PGlite',
    url,
    async stop() {
      await stopChild(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL when set, else the local default when it answers; null when there is none. */
async function findPostgres(): Promise<string | null> {
  const configured = process.env.DATABASE_URL?.trim();
  const candidate = configured || LOCAL_POSTGRES;
  try {
    await onServer(candidate, 'select 1');
    return candidate;
  } catch {
    if (configured) throw new Error('DATABASE_URL is set but PostgreSQL does not answer.');
    return null;
  }
}

/** Empties the benchmark's Redis database; false when no Redis answers there. */
async function emptyBenchRedis(): Promise<boolean> {
  const client = createClient({
    url: BENCH_REDIS_URL,
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.flushDb();
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/**
 * A database of its own on the server, dropped afterwards, so a benchmark never touches real data;
 * with Redis when one answers, so the server runs as each process of a fleet does.
 */
async function postgresServer(serverUrl: string): Promise<ServerUnderTest> {
  const name = `nova_bench_${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const redis = await emptyBenchRedis();
  if (!redis) console.log(`PostgreSQL: no Redis at ${BENCH_REDIS_URL}, measured without.`);
  const cleanUp = async () => {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    if (redis) await emptyBenchRedis();
  };
  try {
    const { url, child } = await startServer({
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis ? BENCH_REDIS_URL : '',
    });
    // Its first slot request (the readiness probe) subscribed it.
    if (redis) await new Promise((resolve) => setTimeout(resolve, SLOT_SETTLE_WAIT_MS));
    return {
      database: redis ? 'PostgreSQL + Redis' : 'PostgreSQL',
      url,
      async stop() {
        await stopChild(child);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Hands `use` BENCH_URL as it runs, or a fresh build served with PGlite and then, with `postgres`
 * and when one answers, PostgreSQL; each server is stopped after its turn.
 */
export async function onEachServer(
  options: { postgres: boolean },
  use: (server: ServerUnderTest) => Promise<void>,
): Promise<void> {
  const external = process.env.BENCH_URL?.trim();
  if (external) {
    await use({ database: 'as running', url: external.replace(/\/$/, ''), stop: async () => {} });
    return;
  }
  if (process.env.BENCH_SKIP_BUILD !== '1') buildStorefront();
  await useThenStop(await pgliteServer(), use);
  if (!options.postgres) return;
  const postgres = await findPostgres();
  if (postgres === null) {
    console.log('PostgreSQL: none at DATABASE_URL or the local default, skipped.');
  } else {
    await useThenStop(await postgresServer(postgres), use);
  }
}

async function useThenStop(
  server: ServerUnderTest,
  use: (server: ServerUnderTest) => Promise<void>,
): Promise<void> {
  try {
    await use(server);
  } finally {
    await server.stop();
  }
}
