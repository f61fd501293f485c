// The fleet under test: one Sanity-mode build, then the stand-in Content Lake, a slow SMTP server, a freezable proxy before a fresh PostgreSQL database, N app processes on Redis, and nginx in front; all torn down at the end.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { type FakeSanity, startFakeSanity } from '../../tests/support/fake-sanity';
import { type FreezableProxy, startFreezableProxy } from '../../tests/support/freezable-proxy';
import { SANITY_BUILD_DIR, spawnStorefront } from '../storefront-process';
import { type Nginx, startNginx } from './nginx';
import { type SlowSmtp, startSlowSmtp } from './slow-smtp';

const ROOT = join(__dirname, '..', '..');
const WEB = join(ROOT, 'apps', 'web');
const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Ports 3970-3979: clear of the benchmarks (3990-3999), the browser tests (3200, 3201) and the site tests (3391). */
export const BASE_PORT = number('FLEET_BASE_PORT', 3970);
/** Shared with the site suite's build, for Turbopack's compilation cache (storefront-process.ts). */
export const DIST_DIR = SANITY_BUILD_DIR;
export const WEBHOOK_SECRET = 'fleet-revalidate-secret';
/** Each request's budget in the fleet (the contract's NOVA_REQUEST_DEADLINE_MS; 15 s by default). */
export const REQUEST_DEADLINE_MS = number('FLEET_REQUEST_DEADLINE_MS', 5_000);
const POSTGRES = process.env.FLEET_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_DB = number('FLEET_REDIS_DB', 11);
const READY_TIMEOUT_MS = 120_000;
const BUILD_ENV = {
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_SKIP_TYPECHECK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

export interface AppProcess {
  index: number;
  port: number;
  url: string;
  child: ChildProcess;
  log: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the exit. */
  ms: number;
}

export interface Fleet {
  /** nginx in front of every process. */
  url: string;
  /** The run's temporary folder (logs, nginx), removed at teardown. */
  folder: string;
  processes: AppProcess[];
  sanity: FakeSanity;
  smtp: SlowSmtp;
  proxy: FreezableProxy;
  /** The run's database, directly (not through the proxy): for the scenarios' checks. */
  db: Pool;
  /** Signals process `index` and waits for it to exit. */
  signal(index: number, signal: NodeJS.Signals): Promise<Exit>;
  /** Takes process `index` out of nginx's upstream (`out = false`: puts it back), reload in force. */
  balance(index: number, out: boolean): Promise<void>;
  /** Starts process `index` again and waits until it is ready; answers how long that took. */
  start(index: number): Promise<number>;
  /** How readiness is judged: /api/ready, or (while it does not exist) a page and a database read. */
  readinessProbe: 'api/ready' | 'page and slots';
  /** How many keys the run's Redis database holds: 0 means no process shares its cache there. */
  redisKeys(): number;
  /** The last lines of every process's log and nginx's, for a failure. */
  logs(): string;
  teardown(): Promise<void>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function onPostgres(statement: string): Promise<void> {
  const pool = new Pool({ connectionString: POSTGRES, max: 1, connectionTimeoutMillis: 5_000 });
  try {
    await pool.query(statement);
  } finally {
    await pool.end();
  }
}

function flushRedis(): void {
  const result = spawnSync(
    'redis-cli',
    ['-h', '127.0.0.1', '-p', '6379', '-n', String(REDIS_DB), 'flushdb'],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`redis-cli flushdb failed: ${result.stderr}`);
}

/** The environment of the build and of every process: Sanity mode against the stand-in, as the `demo` env of playwright.config.ts. */
function contentEnv(sanity: FakeSanity, siteUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    ...BUILD_ENV,
    SANITY_PROJECT_ID: 'nova-test',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: sanity.url,
    SANITY_API_READ_TOKEN: sanity.token,
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
    NOVA_ALLOW_TEST_GATEWAY: 'true',
    NOVA_SITE_URL: siteUrl,
    // One shared cache (part `cache`): the run's own Redis database, flushed before and after.
    REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`,
    REDIS_KEY_PREFIX: `nova-fleet-${process.pid}:`,
  };
}

/** `next build` into apps/web/.next-sanity-test, with the stand-in Content Lake answering from this process. */
async function build(env: NodeJS.ProcessEnv, folder: string): Promise<void> {
  const began = Date.now();
  console.log(`Building the storefront (Sanity mode) into apps/web/${DIST_DIR}…`);
  // next build points next-env.d.ts at its output folder; the normal build's stays the reference.
  const nextEnv = join(WEB, 'next-env.d.ts');
  const nextEnvBefore = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : null;
  const log = join(folder, 'build.log');
  const out = openSync(log, 'w');
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: WEB,
    env,
    stdio: ['ignore', out, out],
  });
  const [status] = (await once(child, 'exit')) as [number | null];
  closeSync(out);
  if (nextEnvBefore !== null) writeFileSync(nextEnv, nextEnvBefore);
  if (status !== 0)
    throw new Error(`next build failed:\n${readFileSync(log, 'utf8').slice(-4000)}`);
  console.log(`Built in ${((Date.now() - began) / 1000).toFixed(0)} s.`);
}

/** A GET's status and body, or null when nothing answered in time (body included). */
/**
 * Next.js writes a page it regenerates after a revalidation into the build's folder: a second run
 * on the same build (FLEET_SKIP_BUILD=1) would start with the last run's price. The pages as built
 * are kept beside them and put back before every run.
 */
function pristinePages(fresh: boolean): void {
  const server = join(WEB, DIST_DIR, 'server');
  const kept = join(WEB, DIST_DIR, 'server-as-built');
  const copy = (from: string, to: string) => {
    rmSync(to, { recursive: true, force: true });
    const result = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`cp ${from} failed: ${result.stderr}`);
  };
  if (fresh || !existsSync(kept)) copy(server, kept);
  else copy(kept, server);
}

async function answers(url: string): Promise<{ status: number; text: string } | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

/**
 * Whether a process is ready: /api/ready when the process has it (part `shutdown`); until then a
 * page and a calendar (which reads, and on first use migrates, the database).
 */
let hasReadyEndpoint = false;

async function probe(url: string): Promise<{ ready: boolean; via: Fleet['readinessProbe'] }> {
  const ready = await answers(`${url}/api/ready`);
  // Once a process has answered it, only /api/ready decides (a timeout there is not ready).
  if (hasReadyEndpoint && ready === null) return { ready: false, via: 'api/ready' };
  if (ready !== null && ready.status !== 404) {
    hasReadyEndpoint = true;
    const readyAnswer = ready.status === 200 && /"ready"\s*:\s*true/.test(ready.text);
    return { ready: readyAnswer, via: 'api/ready' };
  }
  const page = await answers(`${url}/de-ch/check-up`);
  if (page?.status !== 200) return { ready: false, via: 'page and slots' };
  const slots = await answers(
    `${url}/api/timeslots/fetch-time-slots?location=zurich_bellevue&checkup=whole_body_scan_with_blood_test&days=1`,
  );
  return { ready: slots?.status === 200, via: 'page and slots' };
}

function tail(path: string, lines = 30): string {
  if (!existsSync(path)) return '';
  return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
}

export async function startFleet(
  options: { processes?: number; build?: boolean } = {},
): Promise<Fleet> {
  const count = options.processes ?? 3;
  const folder = mkdtempSync(join(tmpdir(), 'nova-fleet-'));
  const nginxPort = BASE_PORT;
  const sanityPort = BASE_PORT + 9;
  const appPorts = Array.from({ length: count }, (_, index) => BASE_PORT + 1 + index);
  for (const port of [nginxPort, sanityPort, ...appPorts])
    if (!(await isFree(port)))
      throw new Error(`Port ${port} is taken (FLEET_BASE_PORT moves the range).`);

  const cleanups: Array<() => Promise<void> | void> = [
    () => rmSync(folder, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse().splice(0)) {
      try {
        await cleanup();
      } catch (error) {
        console.error('teardown:', error instanceof Error ? error.message : String(error));
      }
    }
  };

  try {
    // A fixed port: the build reads content from it, and so do the processes afterwards.
    const sanity = await startFakeSanity({ port: sanityPort });
    cleanups.push(() => sanity.close());
    const url = `http://127.0.0.1:${nginxPort}`;
    const env = contentEnv(sanity, url);
    flushRedis();
    cleanups.push(() => flushRedis());
    if (options.build !== false) await build(env, folder);
    else if (!existsSync(join(WEB, DIST_DIR, 'BUILD_ID')))
      throw new Error(`FLEET_SKIP_BUILD=1 but apps/web/${DIST_DIR} holds no build.`);
    pristinePages(options.build !== false);

    const smtp = await startSlowSmtp();
    cleanups.push(() => smtp.close());

    const database = `nova_fleet_${process.pid}`;
    await onPostgres(`drop database if exists ${database} with (force)`);
    await onPostgres(`create database ${database}`);
    cleanups.push(() => onPostgres(`drop database if exists ${database} with (force)`));
    const direct = new URL(POSTGRES);
    direct.pathname = `/${database}`;
    const db = new Pool({ connectionString: direct.toString(), max: 2 });
    cleanups.push(() => db.end());

    const proxy = await startFreezableProxy({
      targetHost: direct.hostname,
      targetPort: Number(direct.port || 5432),
    });
    cleanups.push(() => proxy.close());
    const throughProxy = new URL(direct);
    throughProxy.host = `127.0.0.1:${proxy.port}`;

    const processEnv: NodeJS.ProcessEnv = {
      ...env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: throughProxy.toString(),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Nova <no-reply@fleet.test>',
      // nginx in front: the client is the last address it appends; loopback is the operator.
      NOVA_TRUSTED_PROXIES: '1',
      NOVA_RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      NOVA_REQUEST_DEADLINE_MS: String(REQUEST_DEADLINE_MS),
      DATABASE_CONNECT_TIMEOUT_MS: process.env.FLEET_CONNECT_TIMEOUT_MS ?? '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: process.env.FLEET_STATEMENT_TIMEOUT_MS ?? '4000',
      NOVA_SHUTDOWN_TIMEOUT_MS: process.env.FLEET_SHUTDOWN_TIMEOUT_MS ?? '20000',
    };

    const processes: AppProcess[] = appPorts.map((port, index) => ({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      child: null as unknown as ChildProcess,
      log: join(folder, `app-${index + 1}.log`),
    }));
    let readinessProbe: Fleet['readinessProbe'] = 'page and slots';

    const launch = (app: AppProcess) => {
      const out = openSync(app.log, 'a');
      // node server.ts as `npm run start -w apps/web` runs it, without npm between (npm keeps SIGTERM).
      app.child = spawnStorefront(app.port, processEnv, ['ignore', out, out]);
      closeSync(out);
    };
    const waitReady = async (app: AppProcess) => {
      const began = Date.now();
      while (Date.now() - began < READY_TIMEOUT_MS) {
        if (app.child.exitCode !== null)
          throw new Error(
            `process ${app.index + 1} exited with ${app.child.exitCode}:\n${tail(app.log)}`,
          );
        const { ready, via } = await probe(app.url);
        readinessProbe = via;
        if (ready) return Date.now() - began;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(
        `process ${app.index + 1} not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail(app.log)}`,
      );
    };
    const exitOf = (app: AppProcess, signal: NodeJS.Signals): Promise<Exit> => {
      const began = Date.now();
      const { child } = app;
      if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      child.kill(signal);
      return exited.then(([code, by]) => ({ code, signal: by, ms: Date.now() - began }));
    };
    cleanups.push(async () => {
      await Promise.all(
        processes.map(async (app) => {
          const stopping = exitOf(app, 'SIGTERM');
          const timer = setTimeout(() => app.child.kill('SIGKILL'), 25_000);
          await stopping;
          clearTimeout(timer);
        }),
      );
    });
    for (const app of processes) launch(app);
    const started = Date.now();
    await Promise.all(processes.map(waitReady));
    console.log(
      `${count} processes ready in ${((Date.now() - started) / 1000).toFixed(1)} s (readiness: ${readinessProbe}).`,
    );

    const nginx: Nginx = await startNginx(folder, nginxPort, appPorts);
    cleanups.push(() => nginx.stop());

    return {
      url,
      folder,
      processes,
      sanity,
      smtp,
      proxy,
      db,
      get readinessProbe() {
        return readinessProbe;
      },
      signal(index, signal) {
        const app = processes[index];
        if (!app) throw new Error(`no process ${index + 1}`);
        return exitOf(app, signal);
      },
      balance(index, out) {
        const port = appPorts[index];
        if (port === undefined) throw new Error(`no process ${index + 1}`);
        return nginx.setDown(port, out);
      },
      async start(index) {
        const app = processes[index];
        if (!app) throw new Error(`no process ${index + 1}`);
        launch(app);
        return waitReady(app);
      },
      redisKeys() {
        const result = spawnSync(
          'redis-cli',
          ['-h', '127.0.0.1', '-n', String(REDIS_DB), 'dbsize'],
          {
            encoding: 'utf8',
          },
        );
        return Number(result.stdout.trim()) || 0;
      },
      logs() {
        return [
          ...processes.map((app) => `--- process ${app.index + 1} (${app.log})\n${tail(app.log)}`),
          `--- nginx\n${tail(nginx.errorLog)}`,
        ].join('\n');
      },
      teardown: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
