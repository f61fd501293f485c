// Which requests `npm start`'s page cache may answer: a first page visit, as Next.js would answer it to anyone, read from the request alone.
// No 'server-only' here: apps/web/server.ts, run by plain Node, imports it through server/page-cache.ts.
import type { IncomingMessage } from 'node:http';
import { parseCookieHeader } from '../analytics/cookie-header.ts';

/** Marks the cache's own request for a page's bytes, so it goes to Next.js; a client sending it only skips the cache. */
export const PAGE_FILL_HEADER = 'x-nova-page-fill';

/**
 * Requests Next.js answers differently from a first page visit: the router's data and prefetch
 * requests (the page's Vary), a server action, and the cache's own fetch.
 */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  PAGE_FILL_HEADER,
];
/**
 * Cookies that change the page or what the proxy does: an editor's draft mode (Next.js's two and
 * the Presentation tool's perspective) and the geo cookie of earlier versions, which the proxy
 * deletes. Any other cookie (the locale's, which only the bare root's redirect reads) the pages do not read.
 */
const BYPASS_COOKIES = [
  '__prerender_bypass',
  '__next_preview_data',
  'sanity-preview-perspective',
  'nova-geo',
];

export interface PageVisit {
  /** The path with its query, exactly as asked. */
  address: string;
  cookies: ReadonlyMap<string, string>;
  /** The client takes gzip: named without `q=0`, or `*` so. */
  gzip: boolean;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function acceptsGzip(acceptEncoding: string): boolean {
  return acceptEncoding.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The request as a page visit the cache may answer (GET or HEAD of a document outside `/api/` and
 * `/_next/`, no router header, no draft-mode cookie), or null when only Next.js may.
 */
export function pageVisitOf(request: IncomingMessage): PageVisit | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const address = request.url ?? '';
  if (!address.startsWith('/') || address.startsWith('/api/') || address.startsWith('/_next/'))
    return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const destination = header(request, 'sec-fetch-dest');
  if (destination !== undefined && destination !== 'document') return null;
  const cookies = parseCookieHeader(header(request, 'cookie') ?? '');
  if (BYPASS_COOKIES.some((name) => cookies.has(name))) return null;
  return {
    address,
    cookies,
    gzip: acceptsGzip(header(request, 'accept-encoding') ?? ''),
  };
}

/** Whether the client already holds `etag` (If-None-Match), so a 304 answers it. */
export function holdsCopy(request: IncomingMessage, etag: string): boolean {
  return (header(request, 'if-none-match') ?? '')
    .split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === '*');
}
