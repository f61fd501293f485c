// The built server's life as a load balancer sees it: health and readiness, a second process on the embedded folder refused at start, and SIGTERM (direct, or through `npm start`) answering every request under way before exiting 0.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnStorefront } from '../../scripts/storefront-process';

const root = join(__dirname, '..', '..');
const web = join(root, 'apps', 'web');
// SITE_TEST_PORT: other free ports when two checkouts run this suite at once.
const PORT = (Number(process.env.SITE_TEST_PORT) || 3391) + 10;
const NPM_PORT = PORT + 1;
const SHUTDOWN_TIMEOUT_MS = 15_000;

function environment(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NOVA_ALLOW_TEST_GATEWAY: 'true',
    NOVA_DEV_MAILBOX: 'true',
    NOVA_SITE_URL: `http://127.0.0.1:${port}`,
    PGLITE_DATA_DIR: dataDir,
    NOVA_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    LOG_LEVEL: 'warn',
  };
}

/** A build of this checkout with the readiness route; `npm run build` (or Playwright's) made one, else this suite does. */
async function ensureBuilt(): Promise<void> {
  const manifest = join(web, '.next', 'app-path-routes-manifest.json');
  if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('/api/ready')) return;
  const build = spawn(join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: web,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_SKIP_TYPECHECK: '1' },
    stdio: 'ignore',
  });
  const [status] = await once(build, 'exit');
  if (status !== 0) throw new Error('next build failed');
}

async function waitUntilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${port} did not become ready`);
}

/** The exit status (or the signal's name) of a child, with its output. */
function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return () => output;
}

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * A request sent over its own connection up to its last header line, the blank line that ends
 * it held back: the connection carries a request under way (not idle) until `finish()` sends it.
 */
async function requestUnderWay(
  port: number,
  path: string,
): Promise<{ finish: () => void; answer: Promise<RawAnswer> }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.once('error', reject);
    // The server closes the connection after the answer: it said `Connection: close`.
    socket.once('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: identity\r\n`);
  return { finish: () => socket.write('\r\n'), answer };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let server: ChildProcess | null = null;
let viaNpm: ChildProcess | null = null;
/** The node that `npm start` runs, killed after the suite should a failed case leave it. */
let npmNode: number | null = null;
const dataDir = join(mkdtempSync(join(tmpdir(), 'nova-lifecycle-')), 'pglite');

beforeAll(async () => {
  await ensureBuilt();
  server = spawnStorefront(PORT, environment(PORT, dataDir), 'pipe');
  // Read, so that a full pipe never stalls the server.
  collect(server);
  await waitUntilReady(PORT);
}, 400_000);

afterAll(() => {
  for (const child of [server, viaNpm]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (npmNode !== null && isRunning(npmNode)) process.kill(npmNode, 'SIGKILL');
});

describe('a running server', () => {
  jest.setTimeout(60_000);

  it('says it is alive and ready, uncached', async () => {
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('stops a second process on the same embedded folder at start, naming the first', async () => {
    const second = spawnStorefront(PORT + 2, environment(PORT + 2, dataDir), 'pipe');
    const output = collect(second);
    const { code } = await exitOf(second);
    expect(code).not.toBe(0);
    expect(output()).toContain(`is open in process ${server?.pid}`);
    expect(output()).toContain('Stop that process first, or set DATABASE_URL');
    // The first one is untouched.
    expect((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).status).toBe(200);
  });

  it('answers every request under way after SIGTERM, is not ready meanwhile, then exits 0', async () => {
    const running = server as ChildProcess;
    const pages = await Promise.all(
      Array.from({ length: 24 }, () => requestUnderWay(PORT, '/de-ch/check-up')),
    );
    const readiness = await requestUnderWay(PORT, '/api/ready');
    // And some whose handling has begun when the signal comes (uncached: each asks the database).
    const handled = await Promise.all(
      Array.from({ length: 8 }, () => requestUnderWay(PORT, '/api/ready')),
    );
    const exited = exitOf(running);
    for (const request of handled) request.finish();
    const signalledAt = Date.now();
    running.kill('SIGTERM');
    // The server waits for them rather than cutting them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(running.exitCode).toBeNull();

    for (const request of [...pages, readiness]) request.finish();
    const answers = await Promise.all(pages.map((page) => page.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    expect(answers.every((answer) => answer.headers.includes('connection: close'))).toBe(true);
    // Ready or not, depending on whether the signal came first; answered in full either way.
    for (const answer of await Promise.all(handled.map((request) => request.answer))) {
      expect([200, 503]).toContain(answer.status);
      expect(answer.body).toMatch(/"ready":true|"error":"not-ready"/);
    }
    const ready = await readiness.answer;
    expect(ready.status).toBe(503);
    expect(ready.headers).toContain('retry-after: 5');
    // The body comes in one chunk of `Transfer-Encoding: chunked`.
    expect(ready.body).toContain('{"error":"not-ready"}');

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();
  });
});

describe('npm start', () => {
  jest.setTimeout(120_000);

  it('hands SIGTERM to node, which exits 0, and npm exits with it: no orphan', async () => {
    const npmDataDir = join(mkdtempSync(join(tmpdir(), 'nova-lifecycle-npm-')), 'pglite');
    viaNpm = spawn('npm', ['run', 'start', '-w', 'apps/web'], {
      cwd: root,
      env: { ...environment(NPM_PORT, npmDataDir), PORT: String(NPM_PORT) },
      stdio: 'pipe',
    });
    const output = collect(viaNpm);
    await waitUntilReady(NPM_PORT);
    // `exec` in the script: node is npm's own child, no shell in between to swallow the signal.
    const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(viaNpm.pid)], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(children).toHaveLength(1);
    const [pid = '', ...command] = (children[0] ?? '').trim().split(/\s+/);
    npmNode = Number(pid);
    expect(command[0]).toMatch(/(^|\/)node$/);
    expect(command).toContain('server.ts');
    viaNpm.kill('SIGTERM');
    expect(await exitOf(viaNpm)).toEqual({ code: 0, signal: null });
    expect(isRunning(npmNode)).toBe(false);
    expect(output()).toContain('shutdown-complete');
  });
});
