// The pages `npm start` keeps in memory, in front of a stand-in for Next.js that counts what reaches it: what the cache answers, what it leaves to Next.js, and when it forgets.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADDRESS_CONTENT_TTL_MS } from '@/steps/guards/address-content';
import {
  forgetCachedPages,
  PAGE_CACHE_HEADER,
  PAGE_CACHE_TTL_MS,
  PAGE_FILL_HEADER,
  PageCache,
} from './page-cache';

const SECURITY_POLICY = "default-src 'self'; frame-ancestors 'none'";

/** What reached the stand-in for Next.js: visitors' requests and the cache's own fetches. */
interface Reached {
  address: string;
  fill: boolean;
}

let reached: Reached[];
let edition: number;
let clock: number;
/** While set, the cache's own fetches wait for it (a fetch under way when an editor publishes). */
let fillGate: Promise<void> | null;
let cache: PageCache;
let base: string;
let close: () => Promise<void>;

/**
 * Next.js as the site answers: the proxy's redirect for an add-ons step without a check-up, a 404,
 * the manage page (private), and the prerendered steps with the locale cookie for a visitor whose
 * cookie differs.
 */
async function next(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const fill = request.headers[PAGE_FILL_HEADER] !== undefined;
  reached.push({ address: request.url ?? '', fill });
  if (fill && fillGate !== null) await fillGate;
  const url = new URL(request.url ?? '/', 'http://site.invalid');
  const [, locale = ''] = url.pathname.split('/');
  response.setHeader('content-security-policy', SECURITY_POLICY);
  if (url.pathname === '/en-ch/add-ons' && !url.searchParams.has('checkup')) {
    response.writeHead(307, { location: '/en-ch/check-up' }).end();
    return;
  }
  if (url.pathname === '/en-ch/booking') {
    response.writeHead(200, { 'cache-control': 'private, no-store' }).end('manage');
    return;
  }
  if (!['/en-ch/check-up', '/en-ch/add-ons', '/de-ch/check-up'].includes(url.pathname)) {
    response.writeHead(404).end('not found');
    return;
  }
  // A cookie set on a page (as the proxy once set the locale's): this visitor's answer alone.
  if (url.searchParams.has('set-cookie')) {
    response.setHeader('set-cookie', `NEXT_LOCALE=${locale}; Path=/; Max-Age=31536000`);
  }
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=31536000',
    'x-nextjs-prerender': '1',
    etag: `"edition-${edition}"`,
    vary: 'rsc, Accept-Encoding',
  });
  response.end(`<html>${url.pathname}, edition ${edition}</html>`);
}

beforeEach(async () => {
  reached = [];
  edition = 1;
  clock = 1_000_000;
  fillGate = null;
  const server = createServer((request, response) => {
    if (cache.handle(request, response)) return;
    void next(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cache = new PageCache(
    (address) =>
      fetch(`${base}${address}`, {
        headers: { [PAGE_FILL_HEADER]: '1', 'accept-encoding': 'identity' },
        redirect: 'manual',
      }),
    { now: () => clock, maxAddresses: 3 },
  );
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterEach(async () => {
  await cache.settled();
  await close();
});

/** A visit, then whatever the cache fetched because of it. */
async function visit(address: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}${address}`, { method, headers, redirect: 'manual' });
  const body = await response.text();
  await cache.settled();
  return { response, body, fromCache: response.headers.get(PAGE_CACHE_HEADER) === 'hit' };
}

const visitorsReaching = () => reached.filter((request) => !request.fill).length;
const fills = () => reached.filter((request) => request.fill).map((request) => request.address);

describe('the pages npm start keeps in memory', () => {
  it('answers a page from memory once Next.js has answered its address, with the same bytes and headers', async () => {
    const first = await visit('/en-ch/check-up', { 'accept-encoding': 'identity' });
    expect(first.fromCache).toBe(false);
    expect(fills()).toEqual(['/en-ch/check-up']);

    const second = await visit('/en-ch/check-up', { 'accept-encoding': 'identity' });
    expect(second.fromCache).toBe(true);
    expect(second.response.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get('content-security-policy')).toBe(SECURITY_POLICY);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('content-length')).toBe(String(first.body.length));
    expect(second.response.headers.get('content-encoding')).toBeNull();
    expect(visitorsReaching()).toBe(1);
  });

  it('sends gzip to a browser that takes it, and 304 for the copy the browser holds', async () => {
    await visit('/en-ch/check-up');
    const zipped = await visit('/en-ch/check-up', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.fromCache).toBe(true);
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.body).toBe('<html>/en-ch/check-up, edition 1</html>');
    const refused = await visit('/en-ch/check-up', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.response.headers.get('content-encoding')).toBeNull();

    const etag = zipped.response.headers.get('etag') ?? '';
    expect(etag).not.toBe(refused.response.headers.get('etag'));
    const again = await visit('/en-ch/check-up', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(again.response.status).toBe(304);
    expect(again.body).toBe('');
    expect(visitorsReaching()).toBe(1);
  });

  it('answers HEAD from memory with the length and no body', async () => {
    await visit('/en-ch/check-up');
    const head = await visit('/en-ch/check-up', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.fromCache).toBe(true);
    expect(head.response.headers.get('content-length')).toBe(
      String('<html>/en-ch/check-up, edition 1</html>'.length),
    );
    expect(head.body).toBe('');
  });

  it('lets Next.js answer each new address of a page first (its guards decide), without fetching the page again', async () => {
    await visit('/en-ch/add-ons?checkup=whole_body_scan');
    const other = await visit('/en-ch/add-ons?checkup=mammography');
    expect(other.fromCache).toBe(false);
    expect((await visit('/en-ch/add-ons?checkup=mammography')).fromCache).toBe(true);
    expect((await visit('/en-ch/add-ons?checkup=whole_body_scan')).fromCache).toBe(true);
    expect(fills()).toEqual(['/en-ch/add-ons?checkup=whole_body_scan']);
    expect(visitorsReaching()).toBe(2);
  });

  it('never keeps a redirect, a 404 or a private page', async () => {
    for (const address of ['/en-ch/add-ons', '/en-ch/nowhere', '/en-ch/booking']) {
      const first = await visit(address);
      const second = await visit(address);
      expect(second.fromCache).toBe(false);
      expect(second.response.status).toBe(first.response.status);
    }
    expect(fills()).toEqual([]);
    expect(visitorsReaching()).toBe(6);
  });

  it("leaves the router's requests, draft mode, frames, forms and the cache's own fetches to Next.js", async () => {
    await visit('/en-ch/check-up');
    const others: [Record<string, string>, string?][] = [
      [{ rsc: '1' }],
      [{ 'next-router-prefetch': '1' }],
      [{ cookie: '__prerender_bypass=editor' }],
      [{ cookie: 'NEXT_LOCALE=en-ch; nova-geo=ch' }],
      [{ 'sec-fetch-dest': 'iframe' }],
      [{ [PAGE_FILL_HEADER]: '1' }],
      [{}, 'POST'],
    ];
    for (const [headers, method] of others)
      expect((await visit('/en-ch/check-up', headers, method)).fromCache).toBe(false);
    // Each reached Next.js (the first visit and its fill besides).
    expect(reached).toHaveLength(2 + others.length);
    // A page visit as a browser sends it, with its locale and consent cookies, is answered.
    const browser = await visit('/en-ch/check-up', {
      'sec-fetch-dest': 'document',
      cookie: 'NEXT_LOCALE=en-ch; nova_consent=granted',
    });
    expect(browser.fromCache).toBe(true);
  });

  it('answers a kept page with no cookie, whichever cookies the visitor has', async () => {
    await visit('/en-ch/check-up');
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'NEXT_LOCALE=de-ch' },
      { 'x-forwarded-proto': 'https' },
    ];
    for (const headers of visitors) {
      const kept = await visit('/en-ch/check-up', headers);
      expect(kept.fromCache).toBe(true);
      expect(kept.response.headers.getSetCookie()).toEqual([]);
    }
    expect(visitorsReaching()).toBe(1);
  });

  it('keeps no page whose answer sets a cookie, which would then go to every visitor', async () => {
    const address = '/en-ch/check-up?set-cookie=1';
    expect((await visit(address)).response.headers.getSetCookie()).toHaveLength(1);
    const again = await visit(address);
    expect(again.fromCache).toBe(false);
    expect(again.response.headers.getSetCookie()).toHaveLength(1);
    expect(visitorsReaching()).toBe(2);
  });

  it("drops every kept page when an editor publishes, so the next visitor sees the editor's change", async () => {
    await visit('/en-ch/check-up');
    edition = 2;
    expect((await visit('/en-ch/check-up')).body).toContain('edition 1');
    forgetCachedPages();
    const next = await visit('/en-ch/check-up');
    expect(next.fromCache).toBe(false);
    expect(next.body).toContain('edition 2');
    const after = await visit('/en-ch/check-up');
    expect(after.fromCache).toBe(true);
    expect(after.body).toContain('edition 2');
  });

  it('does not keep a page fetched while an editor published', async () => {
    let open = () => {};
    fillGate = new Promise((resolve) => {
      open = resolve;
    });
    const response = await fetch(`${base}/en-ch/check-up`);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fills()).toEqual(['/en-ch/check-up']);
    forgetCachedPages();
    edition = 2;
    open();
    await cache.settled();
    fillGate = null;
    const next = await visit('/en-ch/check-up');
    expect(next.fromCache).toBe(false);
    expect(next.body).toContain('edition 2');
  });

  it('asks Next.js again once a kept page has lived its time', async () => {
    await visit('/en-ch/check-up');
    clock += PAGE_CACHE_TTL_MS - 1;
    expect((await visit('/en-ch/check-up')).fromCache).toBe(true);
    clock += 1;
    expect((await visit('/en-ch/check-up')).fromCache).toBe(false);
    expect(fills()).toEqual(['/en-ch/check-up', '/en-ch/check-up']);
  });

  it('keeps no kept answer longer than the proxy keeps the content that decided it', () => {
    expect(PAGE_CACHE_TTL_MS).toBeLessThanOrEqual(ADDRESS_CONTENT_TTL_MS);
  });

  it('keeps a bounded number of addresses, the oldest going first', async () => {
    const addresses = ['a', 'b', 'c', 'd'].map((slug) => `/en-ch/add-ons?checkup=${slug}`);
    for (const address of addresses) await visit(address);
    expect((await visit(addresses[3] ?? '')).fromCache).toBe(true);
    expect((await visit(addresses[1] ?? '')).fromCache).toBe(true);
    expect((await visit(addresses[0] ?? '')).fromCache).toBe(false);
  });
});
