// The Cache-Control `npm start`'s server sends for shared pages: a few seconds for a CDN or nginx in front, instead of the year Next.js announces, so no copy outlives a publish by more.
// No 'server-only' and no aliases: apps/web/server.ts, run by plain Node, imports it.
import type { ServerResponse } from 'node:http';

/**
 * How long a shared cache (nginx's microcache, a CDN) may answer a page without asking, then
 * while it asks again in the background. Next.js announces `s-maxage=31536000` for a prerendered
 * page, which it expires itself when an editor publishes; nothing purges a cache in front of a
 * self-hosted server, so it may keep a page only about as long as a publish takes to reach every
 * process. (Vercel's CDN is purged by revalidateTag and never runs this server.)
 */
export const SHARED_PAGE_CACHING = { sMaxAge: 10, staleWhileRevalidate: 60 } as const;

const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/i;

/**
 * The header with a shared lifetime no longer than `sMaxAge`, then `staleWhileRevalidate`
 * seconds of a stale copy while the cache refreshes it; any other header (private, no-store,
 * immutable files without s-maxage, a shorter s-maxage) as it was.
 */
export function shortenedCacheControl(
  value: string,
  { sMaxAge, staleWhileRevalidate } = SHARED_PAGE_CACHING,
): string {
  const match = S_MAXAGE.exec(value);
  if (match === null || Number(match[1]) <= sMaxAge) return value;
  if (/\b(private|no-store)\b/i.test(value)) return value;
  return `s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/**
 * Rewrites the response's Cache-Control when its head is written: Next.js sets the header itself
 * for pages (next.config's `headers()` cannot override it there), explicitly or implicitly through
 * writeHead, which every first write calls.
 */
export function shortenSharedCaching(response: ServerResponse): void {
  const writeHead = response.writeHead;
  const shortening = function (this: ServerResponse, ...args: unknown[]) {
    const value = response.getHeader('cache-control');
    if (typeof value === 'string') {
      const shortened = shortenedCacheControl(value);
      if (shortened !== value) response.setHeader('cache-control', shortened);
    }
    return Reflect.apply(writeHead, this, args);
  };
  response.writeHead = shortening as ServerResponse['writeHead'];
}
