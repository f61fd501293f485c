// Page benchmarks for `npm run bench`: three booking steps from Next beside nginx serving the same bytes as static files, autocannon alternating between them.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { answersOf, BENCH_SECONDS, freePort, median, stopChild } from './bench-server';

const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const CONNECTIONS = 10;
/** Next and nginx take turns, so a slow spell of a noisy machine falls on both; the medians count. */
const ROUNDS = 3;
const WARM_UP_SECONDS = 1;
const READY_TIMEOUT_MS = 10_000;
const CHECKUP = 'whole_body_scan_with_blood_test';
const PAGES: { name: string; path: string }[] = [
  { name: 'check-up', path: '/en-ch/check-up' },
  { name: 'add-ons', path: `/en-ch/add-ons?checkup=${CHECKUP}` },
  { name: 'location', path: `/en-ch/location?checkup=${CHECKUP}` },
];

export interface PageResult {
  page: string;
  bytes: number;
  next: Figures;
  /** Null when nginx is not installed. */
  nginx: Figures | null;
}

export interface Figures {
  requestsPerSecond: number;
  p99: number;
  answers: string;
}

interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * A config of our own in a temporary folder: one worker (Next serves from one process too), logs
 * and temporary files inside the folder, so nginx runs without touching /etc or /var.
 */
function nginxConfig(folder: string, port: number, http: string): string {
  // As root, nginx would hand its workers to `nobody`, who cannot read the private temp folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}daemon off;
worker_processes 1;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  ${http}
  client_body_temp_path ${join(folder, 'body')};
  proxy_temp_path ${join(folder, 'proxy')};
  fastcgi_temp_path ${join(folder, 'fastcgi')};
  uwsgi_temp_path ${join(folder, 'uwsgi')};
  scgi_temp_path ${join(folder, 'scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${join(folder, 'pages')};
  }
}
`;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

/** What the pages benchmark's nginx sets in `http { }`: its connections are never closed on it. */
const PAGES_HTTP = 'keepalive_requests 1000000;';

/**
 * nginx serving the files in `folder`/pages, once `firstPage` answers; `http`: directives for its
 * `http { }` block (a comparison gives both of its nginx the same).
 */
export async function startStaticNginx(
  folder: string,
  firstPage: string,
  http = PAGES_HTTP,
): Promise<Nginx> {
  const port = await freePort();
  const config = join(folder, 'nginx.conf');
  writeFileSync(config, nginxConfig(folder, port, http));
  // -e: the error log from the start, before the config is read (else /var/log/nginx).
  const child = spawn(NGINX, ['-p', folder, '-c', config, '-e', join(folder, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}/${firstPage}`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}

export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** The medians of the rounds (throughput, p99 latency) and the answers of them all. */
export function figuresOf(results: autocannon.Result[]): Figures {
  return {
    requestsPerSecond: median(results.map((result) => result.requests.average)),
    p99: median(results.map((result) => result.latency.p99)),
    answers: answersOf(results),
  };
}

/** `headers`: what every request sends (a browser's Accept-Encoding, say), to both targets. */
export async function benchPage(
  nextUrl: string,
  nginxUrl: string | null,
  file: string,
  headers: Record<string, string> = {},
): Promise<{ next: Figures; nginx: Figures | null }> {
  const targets = nginxUrl === null ? [nextUrl] : [nextUrl, `${nginxUrl}/${file}`];
  for (const target of targets) await load(target, WARM_UP_SECONDS, headers);
  const runs: autocannon.Result[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries())
      runs[index]?.push(await load(target, BENCH_SECONDS, headers));
  }
  const [next = [], nginx] = runs;
  return { next: figuresOf(next), nginx: nginx === undefined ? null : figuresOf(nginx) };
}

/** Each page fetched once from Next, its bytes written for nginx, then both under the same load. */
export async function runPageBenchmarks(serverUrl: string): Promise<PageResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'nova-bench-pages-'));
  mkdirSync(join(folder, 'pages'));
  const pages: { name: string; url: string; file: string; bytes: number }[] = [];
  for (const page of PAGES) {
    const response = await fetch(`${serverUrl}${page.path}`);
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}.`);
    const body = Buffer.from(await response.arrayBuffer());
    const file = `${page.name}.html`;
    writeFileSync(join(folder, 'pages', file), body);
    pages.push({ name: page.name, url: `${serverUrl}${page.path}`, file, bytes: body.length });
  }
  const nginx = existsSync(NGINX) ? await startStaticNginx(folder, pages[0]?.file ?? '') : null;
  if (nginx === null) console.log(`nginx: not found at ${NGINX}, pages measured on Next alone.`);
  try {
    const results: PageResult[] = [];
    for (const page of pages) {
      const figures = await benchPage(page.url, nginx?.url ?? null, page.file);
      results.push({ page: page.name, bytes: page.bytes, ...figures });
    }
    return results;
  } finally {
    await nginx?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

export const PAGE_SETTINGS = `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${BENCH_SECONDS} s each, medians, loopback`;
