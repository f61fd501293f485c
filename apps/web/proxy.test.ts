// The proxy's answers: the bare root's redirect, the 404 status of unknown paths, and the path handed to the 404 page.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { isPageUnderLocale } from '@/steps/request-path';
import { proxy } from './proxy';

const visit = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers }));

describe('the proxy', () => {
  it('sends the bare root to the visitor’s locale', () => {
    const response = visit('/', { 'accept-language': 'en-US,en;q=0.8' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost/en-ch/check-up');
  });

  it('lets a step through with 200 and remembers its locale', () => {
    const response = visit('/de-de/check-up');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.cookies.get('NEXT_LOCALE')?.value).toBe('de-de');
  });

  it('answers an unknown path under a locale with 404 and hands the page the path', () => {
    for (const path of ['/de-ch/nope', '/fr-ch/check-up/extra']) {
      const response = visit(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-request-x-nova-path')).toBe(path);
    }
  });

  it('answers a path outside every locale with the visitor’s localised 404', () => {
    const response = visit('/nope', { cookie: 'NEXT_LOCALE=fr-ch' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/fr-ch/_unknown');
    expect(response.headers.get('x-middleware-request-x-nova-path')).toBe('/nope');
  });
});

describe('pages under a locale', () => {
  it('are the locale root and the page folders of app/[locale], route groups included', () => {
    const root = join(__dirname, 'app', '[locale]');
    const folders = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) =>
          entry.name.startsWith('(') ? folders(join(dir, entry.name)) : [entry.name],
        );
    const pages = folders(root).filter((name) => !name.startsWith('['));
    for (const page of pages) expect(isPageUnderLocale(page)).toBe(true);
    expect(isPageUnderLocale('')).toBe(true);
    expect(pages.length).toBeGreaterThan(5);
  });

  it('do not include unknown or deeper paths', () => {
    expect(isPageUnderLocale('nope')).toBe(false);
    expect(isPageUnderLocale('check-up/extra')).toBe(false);
    expect(isPageUnderLocale('_unknown')).toBe(false);
  });
});
