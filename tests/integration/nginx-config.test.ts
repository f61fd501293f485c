// deploy/nginx/nova.conf in a real nginx in front of stand-in app processes: it keeps what the app marks shareable, never /api, a Set-Cookie answer or draft mode, appends X-Forwarded-For, opens a connection per request and tries the next process when one is down.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDocumentedFront } from '../../scripts/fleet/nginx';

const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

interface Seen {
  count: number;
  last: IncomingMessage | null;
}

/** A stand-in app process: pages shareable for 10 s, /api for 10 s too (nginx must not keep it), /cookie with a cookie. */
function app(seen: Seen): Server {
  return createServer((request, response) => {
    seen.count += 1;
    seen.last = request;
    if (request.url === '/cookie') response.setHeader('set-cookie', 'a=1; Path=/');
    response.setHeader('cache-control', 's-maxage=10, stale-while-revalidate=60');
    response.end(`answer ${seen.count}`);
  });
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A free loopback port, for nginx and for the process that is down. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

(existsSync(NGINX) ? describe : describe.skip)('nginx in front of the app processes', () => {
  const seen: Seen = { count: 0, last: null };
  const upstream = app(seen);
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const [appPort, downPort, port] = [await listen(upstream), await freePort(), await freePort()];
    const folder = mkdtempSync(join(tmpdir(), 'nova-nginx-'));
    // The documented configuration as a generated setup writes it (the fleet benchmark's too),
    // with nothing of Debian's own http settings.
    const args = writeDocumentedFront(folder, port, [downPort, appPort], '');
    const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    nginx = spawn(NGINX, args, { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await fetch(`${base}/ready`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const before = seen.count;
    const answer = await fetch(`${base}${path}`, { headers });
    await answer.text();
    return { reachedApp: seen.count > before, status: answer.status };
  };

  it('answers a shareable page from its cache, after one request reached a live process', async () => {
    // The first process in the upstream is down: nginx tried the next one.
    expect(await get('/de-ch/check-up')).toEqual({ reachedApp: true, status: 200 });
    expect(await get('/de-ch/check-up')).toEqual({ reachedApp: false, status: 200 });
    // The router's data for the same address is another entry.
    expect((await get('/de-ch/check-up', { rsc: '1' })).reachedApp).toBe(true);
  });

  it('never keeps /api, an answer with a cookie, nor anything for an editor in draft mode', async () => {
    for (const path of ['/api/payment/fetch-data', '/cookie']) {
      expect((await get(path)).reachedApp).toBe(true);
      expect((await get(path)).reachedApp).toBe(true);
    }
    expect((await get('/de-ch/check-up', { cookie: '__prerender_bypass=x' })).reachedApp).toBe(
      true,
    );
  });

  it('appends the address it saw and closes each connection to the process', async () => {
    await get('/api/anything', { 'x-forwarded-for': '203.0.113.9' });
    expect(seen.last?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen.last?.headers.connection).toBe('close');
  });
});
