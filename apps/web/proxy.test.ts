// The proxy's answers: the bare root's redirect, the guards and editors' redirects on the address, no cookie on a page a cache may keep, the 404 status of unknown paths, and the path handed to the 404 page.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { isPageUnderLocale } from '@/steps/request-path';
import { proxy } from './proxy';

const visit = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers }));

describe('the proxy', () => {
  it('sends the bare root to the visitor’s locale', async () => {
    const response = await visit('/', { 'accept-language': 'en-US,en;q=0.8' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost/en-ch/check-up');
  });

  it('lets a step through with 200 and sets no cookie, whichever locale the visitor had', async () => {
    for (const cookie of [{}, { cookie: 'NEXT_LOCALE=fr-ch' }] as Record<string, string>[]) {
      const response = await visit('/de-de/check-up', { 'sec-fetch-dest': 'document', ...cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      // The page (its s-maxage) may be kept by a shared cache: a cookie in it would go to everyone.
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('answers an unknown path under a locale with 404 and hands the page the path', async () => {
    for (const path of ['/de-ch/nope', '/fr-ch/check-up/extra']) {
      const response = await visit(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-request-x-nova-path')).toBe(path);
    }
  });

  it('lets the staff pages through, kept by no cache and out of search engines', async () => {
    for (const path of ['/staff', '/staff/sign-in', '/staff/bern/2027-03-04']) {
      const response = await visit(path, { 'sec-fetch-dest': 'document' });
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('answers a path outside every locale with the visitor’s localised 404', async () => {
    const response = await visit('/nope', { cookie: 'NEXT_LOCALE=fr-ch' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/fr-ch/_unknown');
    expect(response.headers.get('x-middleware-request-x-nova-path')).toBe('/nope');
  });
});

describe('the design system in production', () => {
  const production = (flag?: string) =>
    jest.replaceProperty(process, 'env', {
      ...process.env,
      NODE_ENV: 'production',
      NOVA_DESIGN_SYSTEM: flag,
    });
  afterEach(() => jest.restoreAllMocks());

  it('answers the localised 404 without the flag, for every page under it', async () => {
    production();
    for (const path of ['/_design-system', '/_design-system/icons', '/_design-system/emails']) {
      const response = await visit(path, { cookie: 'NEXT_LOCALE=de-de' });
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/de-de/_unknown');
    }
  });

  it('is served with NOVA_DESIGN_SYSTEM=true, and the dev mailbox is not affected by it', async () => {
    production('true');
    expect((await visit('/_design-system/icons')).headers.get('x-middleware-next')).toBe('1');
    production();
    expect((await visit('/_dev/mailbox')).headers.get('x-middleware-next')).toBe('1');
    expect((await visit('/_dev/clinic-webhook')).headers.get('x-middleware-next')).toBe('1');
  });
});

describe('the proxy, before a prerendered step page', () => {
  it('sends a step the address does not allow to the first step it lacks, keeping the query', async () => {
    const response = await visit('/en-ch/summary?checkup=whole_body_scan&utm_source=mail');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://localhost/en-ch/location?checkup=whole_body_scan&utm_source=mail',
    );
  });

  it('drops a check-up the seed does not sell before deciding', async () => {
    const response = await visit('/de-ch/add-ons?checkup=no_such_checkup');
    expect(response.headers.get('location')).toBe('http://localhost/de-ch/check-up');
  });

  it('sets no geo cookie (the browser asks /api/visitor-geo) and deletes the one earlier versions set', async () => {
    const geo = {
      'x-vercel-ip-country': 'CH',
      'x-vercel-ip-latitude': '47.55961',
      'x-vercel-ip-longitude': '7.58862',
    };
    const response = await visit('/de-ch/location?checkup=whole_body_scan', geo);
    expect(response.status).toBe(200);
    expect(response.cookies.get('nova-geo')).toBeUndefined();
    const old = await visit('/de-ch/check-up', { ...geo, cookie: 'nova-geo=CH|47.56|7.59' });
    expect(old.cookies.get('nova-geo')?.value).toBe('');
    expect(old.headers.get('set-cookie')).toMatch(/nova-geo=;.*Expires=Thu, 01 Jan 1970/);
    // That answer is this visitor's alone: no shared cache may keep it.
    expect(old.headers.get('cache-control')).toBe('private, no-store');
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
