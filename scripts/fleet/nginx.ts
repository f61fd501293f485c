// nginx as the fleet's load balancer: Debian's nginx run as a child (not a daemon) on a configuration generated from nginx.conf.template into a temporary folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export interface Nginx {
  url: string;
  /** The error log, shown when something fails. */
  errorLog: string;
  /**
   * Marks the process on `upstream` `down` (or back up with `down = false`), reloads nginx and
   * waits until its new workers answer: a rolling restart takes a process out before SIGTERM.
   */
  setDown(upstream: number, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

const TEMPLATE = join(__dirname, 'nginx.conf.template');
const DEPLOY = join(__dirname, '..', '..', 'deploy', 'nginx');

/**
 * The configuration for a balancer on `port` in front of `upstreams` (loopback ports), those in
 * `down` taken out; `generation` is what its workers answer at /__nginx-generation.
 */
export function nginxConfig(
  prefix: string,
  port: number,
  upstreams: number[],
  down: ReadonlySet<number> = new Set(),
  generation = 0,
): string {
  const servers = upstreams
    .map(
      (upstream) =>
        `    server 127.0.0.1:${upstream} max_fails=0${down.has(upstream) ? ' down' : ''};`,
    )
    .join('\n');
  // As root, nginx hands its workers to `nobody`, who could not write the private temp folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{user}}', user)
    .replaceAll('{{prefix}}', prefix)
    .replaceAll('{{port}}', String(port))
    .replaceAll('{{servers}}', servers)
    .replaceAll('{{generation}}', String(generation));
}

/** Waits until a fresh connection to nginx is served by workers of `generation`. */
async function reloaded(url: string, generation: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${url}/__nginx-generation`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(1_000),
      });
      if ((await answer.text()) === String(generation)) return;
    } catch {
      // The old workers may close the connection while they hand over: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not reload (generation ${generation}) within 10 s`);
}

async function listening(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      // Any answer will do (502 while no process listens yet): nginx itself is up.
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not listen within 10 s');
}

/** nginx on the configuration in `prefix`, once it listens on `port`; throws with its errors if not. */
async function runNginx(
  prefix: string,
  port: number,
): Promise<{ child: ChildProcess; url: string; config: string }> {
  const config = join(prefix, 'nginx.conf');
  // -e: nginx opens its compiled-in error log before reading the configuration; point it here too.
  const child = spawn('nginx', ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await listening(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  }
  return { child, url, config };
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    // SIGQUIT: nginx's graceful stop; SIGTERM is its fast one, enough for a test.
    child.kill('SIGTERM');
  });
}

/** nginx in `folder`/`name` (its config, logs and temporary files), on `port`, before `upstreams`. */
export async function startNginx(
  folder: string,
  port: number,
  upstreams: number[],
  name = 'nginx',
): Promise<Nginx> {
  const prefix = join(folder, name);
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, port, upstreams));
  const { child, url, config } = await runNginx(prefix, port);
  const down = new Set<number>();
  let generation = 0;
  return {
    url,
    errorLog: join(prefix, 'error.log'),
    async setDown(upstream, isDown) {
      if (isDown) down.add(upstream);
      else down.delete(upstream);
      generation += 1;
      writeFileSync(config, nginxConfig(prefix, port, upstreams, down, generation));
      // SIGHUP: nginx re-reads its configuration, starts new workers and lets the old ones finish.
      child.kill('SIGHUP');
      await reloaded(url, generation);
    },
    stop: () => stopped(child),
  };
}

/**
 * The `http { }` settings of Debian's own nginx.conf that bear on serving a page, which
 * deploy/nginx/nova.conf is included beside (`include /etc/nginx/nova/nova.conf;` there).
 */
export const DEBIAN_HTTP = 'sendfile on; tcp_nopush on;';

/**
 * Writes the documented front, deploy/nginx/nova.conf as it is (its page microcache included), into
 * `prefix`: only the lines the file names for a generated setup are rewritten (the listen port, the
 * cache folder, the upstream's servers); one worker, and `http` added to its `http { }` block.
 * Answers the nginx arguments that run it.
 */
export function writeDocumentedFront(
  prefix: string,
  port: number,
  upstreams: number[],
  http = DEBIAN_HTTP,
): string[] {
  mkdirSync(join(prefix, 'nova'), { recursive: true });
  const servers = upstreams.map(
    (upstream) => `  server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`,
  );
  writeFileSync(
    join(prefix, 'nova', 'nova-upstream.conf'),
    `upstream nova_app {\n${servers.join('\n')}\n}\n`,
  );
  writeFileSync(
    join(prefix, 'nova', 'nova.conf'),
    readFileSync(join(DEPLOY, 'nova.conf'), 'utf8')
      .replaceAll('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/var/cache/nginx/nova', join(prefix, 'cache')),
  );
  // As root, nginx hands its workers to `nobody`, who could not write the private temp folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`)
    .join('\n');
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `${user}daemon off;\nworker_processes 1;\npid ${join(prefix, 'nginx.pid')};\n` +
      `error_log ${join(prefix, 'error.log')} warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  ${http}\n${temp}\n  include nova/nova.conf;\n}\n`,
  );
  return ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log')];
}

/** The documented front (writeDocumentedFront) in `folder`/`name`, running. */
export async function startDocumentedFront(
  folder: string,
  port: number,
  upstreams: number[],
  name = 'front',
): Promise<Pick<Nginx, 'url' | 'errorLog' | 'stop'>> {
  const prefix = join(folder, name);
  writeDocumentedFront(prefix, port, upstreams);
  const { child, url } = await runNginx(prefix, port);
  return { url, errorLog: join(prefix, 'error.log'), stop: () => stopped(child) };
}
