// The prerendered pages kept in memory by `npm start`'s server, answered without Next.js: what a CDN in front of the site would do, for the pages' own process.
// No 'server-only' here: apps/web/server.ts, run by plain Node, imports this module; so does the revalidation webhook.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { holdsCopy, PAGE_FILL_HEADER, type PageVisit, pageVisitOf } from './page-visit.ts';

export { PAGE_FILL_HEADER };

/**
 * How long a kept page and a kept answer for an address live. The webhook forgets them at once on
 * the process it reaches; other processes of a host read again within this time, as the proxy's
 * copy of the content (ADDRESS_CONTENT_TTL_MS) does, so a kept "this address is the page" never
 * outlives the slugs and redirects that decided it.
 */
export const PAGE_CACHE_TTL_MS = 15_000;
/** Addresses kept (a path with its query): a campaign's many queries evict the oldest, not memory. */
const MAX_ADDRESSES = 2_000;
/** Distinct paths kept, each a page in two encodings: the prerendered steps are about 60. */
const MAX_PAGES = 200;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Says on a response that the cache answered it (for operators and the tests). */
export const PAGE_CACHE_HEADER = 'x-nova-page-cache';

/** Next.js's per-response headers, which the cache writes itself for each answer. */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
]);

interface Encoded {
  body: Buffer;
  etag: string;
}

interface Page {
  headers: [string, string][];
  identity: Encoded;
  gzip: Encoded;
  keptAt: number;
  generation: number;
  lifetimeMs: number;
}

interface Address {
  path: string;
  keptAt: number;
  generation: number;
}

/** Fetches a page from Next.js, as a visitor without cookies would open it. */
export type FetchPage = (address: string) => Promise<Response>;

export interface PageCacheOptions {
  now?: () => number;
  maxAddresses?: number;
}

// One counter per process, whichever copy of this module the webhook's bundle or the server holds.
const GENERATION = Symbol.for('nova.page-cache-generation');

function generation(): number {
  const value: unknown = Reflect.get(globalThis, GENERATION);
  return typeof value === 'number' ? value : 0;
}

/** The content changed: every kept page and address is dropped on this process (the revalidation webhook). */
export function forgetCachedPages(): void {
  Reflect.set(globalThis, GENERATION, generation() + 1);
}

function pathOf(address: string): string {
  const query = address.indexOf('?');
  return query === -1 ? address : address.slice(0, query);
}

/**
 * A shared page, fully prerendered: the proxy let the address through and nothing in it is
 * private. An answer that sets a cookie is one visitor's, whatever its Cache-Control says: kept, it
 * would hand that cookie to everyone.
 */
function isPrerenderedPage(status: number, headers: (name: string) => string | null): boolean {
  const cacheControl = headers('cache-control') ?? '';
  return (
    status === 200 &&
    headers('x-nextjs-prerender') !== null &&
    headers('set-cookie') === null &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl)
  );
}

/** How long Next.js lets a shared cache keep the page (its s-maxage), within the cache's own limit. */
function lifetimeOf(cacheControl: string | null): number {
  const sharedMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl ?? '')?.[1];
  return sharedMaxAge === undefined
    ? PAGE_CACHE_TTL_MS
    : Math.min(PAGE_CACHE_TTL_MS, Number(sharedMaxAge) * 1000);
}

function etagOf(etag: string | null, suffix: string, body: Buffer): string {
  const inner = etag?.replace(/^W\//, '').replace(/"/g, '') || `${body.length.toString(36)}`;
  return `"${inner}${suffix}"`;
}

function pageFrom(response: Response, body: Buffer, now: number): Page {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
  });
  const etag = response.headers.get('etag');
  return {
    headers,
    identity: { body, etag: etagOf(etag, '', body) },
    gzip: { body: gzipSync(body), etag: etagOf(etag, '-gzip', body) },
    keptAt: now,
    generation: generation(),
    lifetimeMs: lifetimeOf(response.headers.get('cache-control')),
  };
}

/** At most `limit` entries: the oldest kept goes first. */
function keep<Value>(map: Map<string, Value>, key: string, value: Value, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/**
 * Answers a page visit from memory once Next.js has answered the same address with a prerendered
 * page, so a campaign's traffic costs a lookup rather than Next.js's proxy and renderer:
 * - an address is kept only after Next.js (its proxy's guards and the editors' redirects included)
 *   answered exactly it with the shared prerendered page; a redirect, a 404 or anything private
 *   goes on reaching Next.js;
 * - the page's bytes are fetched once per path and lifetime, as a visitor without cookies;
 * - an answer that sets a cookie is never kept, so none is ever answered from memory (the page
 *   itself remembers its locale);
 * - an editor's publish (the webhook) or the end of the lifetime drops what was kept.
 */
export class PageCache {
  private readonly addresses = new Map<string, Address>();
  private readonly pages = new Map<string, Page>();
  private readonly filling = new Map<string, Promise<void>>();

  // Plain fields, not parameter properties: Node runs this module by stripping types alone.
  private readonly fetchPage: FetchPage;
  private readonly now: () => number;
  private readonly maxAddresses: number;

  constructor(fetchPage: FetchPage, options: PageCacheOptions = {}) {
    this.fetchPage = fetchPage;
    this.now = options.now ?? Date.now;
    this.maxAddresses = options.maxAddresses ?? MAX_ADDRESSES;
  }

  /**
   * Answers the request from memory and returns true, or returns false for Next.js to answer it;
   * then learns from Next.js's answer when the request was a page visit the cache could keep.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const visit = pageVisitOf(request);
    if (visit === null) return false;
    const page = this.pageFor(visit.address);
    if (page !== null) {
      this.answer(request, visit, response, page);
      return true;
    }
    if (request.method === 'GET')
      response.once('finish', () => this.learn(visit.address, response));
    return false;
  }

  /** Waits for the page fetches under way (the tests). */
  async settled(): Promise<void> {
    await Promise.all(this.filling.values());
  }

  private fresh(kept: { keptAt: number; generation: number }, lifetimeMs: number): boolean {
    return kept.generation === generation() && this.now() - kept.keptAt < lifetimeMs;
  }

  private pageFor(address: string): Page | null {
    const kept = this.addresses.get(address);
    if (kept === undefined || !this.fresh(kept, PAGE_CACHE_TTL_MS)) return null;
    const page = this.pages.get(kept.path);
    return page !== undefined && this.fresh(page, page.lifetimeMs) ? page : null;
  }

  private learn(address: string, response: ServerResponse): void {
    const headerOf = (name: string) => {
      const value = response.getHeader(name);
      return value === undefined ? null : String(value);
    };
    if (!isPrerenderedPage(response.statusCode, headerOf)) return;
    const path = pathOf(address);
    const page = this.pages.get(path);
    const known = { path, keptAt: this.now(), generation: generation() };
    if (page !== undefined && this.fresh(page, page.lifetimeMs)) {
      keep(this.addresses, address, known, this.maxAddresses);
      return;
    }
    if (this.filling.has(path)) return;
    const fill = this.fill(address, path, known).finally(() => this.filling.delete(path));
    this.filling.set(path, fill);
  }

  private async fill(address: string, path: string, known: Address): Promise<void> {
    try {
      const response = await this.fetchPage(address);
      const body = Buffer.from(await response.arrayBuffer());
      const headers = (name: string) => response.headers.get(name);
      // Published again while the page was fetched: these bytes may be the old content.
      if (known.generation !== generation()) return;
      if (!isPrerenderedPage(response.status, headers) || body.length > MAX_PAGE_BYTES) return;
      keep(this.pages, path, pageFrom(response, body, known.keptAt), MAX_PAGES);
      keep(this.addresses, address, known, this.maxAddresses);
    } catch {
      // Next.js did not answer the cache: the address goes on to Next.js until a later visit fills it.
    }
  }

  private answer(
    request: IncomingMessage,
    visit: PageVisit,
    response: ServerResponse,
    page: Page,
  ): void {
    const encoded = visit.gzip ? page.gzip : page.identity;
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader('etag', encoded.etag);
    response.setHeader(PAGE_CACHE_HEADER, 'hit');
    if (holdsCopy(request, encoded.etag)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.statusCode = 200;
    if (visit.gzip) response.setHeader('content-encoding', 'gzip');
    response.setHeader('content-length', encoded.body.length);
    response.end(request.method === 'HEAD' ? undefined : encoded.body);
  }
}
