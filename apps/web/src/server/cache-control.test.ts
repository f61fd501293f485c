// npm start's server shortens the shared lifetime Next.js announces for pages, and leaves every other Cache-Control as it was.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHARED_PAGE_CACHING, shortenedCacheControl, shortenSharedCaching } from './cache-control';

describe('the shared lifetime of a page', () => {
  it('turns the year Next.js announces into seconds, then a stale copy while the cache refreshes', () => {
    expect(SHARED_PAGE_CACHING.sMaxAge).toBeLessThanOrEqual(10);
    expect(shortenedCacheControl('s-maxage=31536000')).toBe(
      's-maxage=10, stale-while-revalidate=60',
    );
    expect(shortenedCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe(
      's-maxage=10, stale-while-revalidate=60',
    );
  });

  it('leaves private answers, immutable files and short lifetimes as they are', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      'no-store',
      's-maxage=5',
      'private, s-maxage=600',
    ]) {
      expect(shortenedCacheControl(value)).toBe(value);
    }
  });
});

describe('a response through the rewrite', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      shortenSharedCaching(response);
      response.setHeader(
        'cache-control',
        request.url === '/page' ? 's-maxage=31536000' : 'no-store',
      );
      // The head written implicitly by the first write, as Next.js's pipe does.
      response.write('<html>');
      response.end('</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('carries the short lifetime, and other answers their own', async () => {
    const page = await fetch(`${base}/page`);
    expect(page.headers.get('cache-control')).toBe('s-maxage=10, stale-while-revalidate=60');
    expect(await page.text()).toBe('<html></html>');
    expect((await fetch(`${base}/api`)).headers.get('cache-control')).toBe('no-store');
  });
});
