// The Content-Security-Policy and the other security headers next.config sends with every response.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import nextConfig, {
  contentSecurityPolicy,
  DRAFT_MODE_COOKIE,
  REACT_ARIA_LANGUAGES,
  reactAriaRules,
  securityHeaders,
  sharedCache,
  studioOrigin,
} from './next.config';
import { intlLocaleOf, LOCALES, languageOf } from './src/booking/locale';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy', () => {
  it('allows Stripe.js, its frames and its API, and no page may frame the site', () => {
    const policy = contentSecurityPolicy({ gtm: false, development: false });
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://js.stripe.com https://hooks.stripe.com',
    );
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('allows Google Tag Manager only when it is configured, and eval only in development', () => {
    expect(contentSecurityPolicy({ gtm: false, development: false })).not.toContain(
      'googletagmanager',
    );
    expect(
      directive(contentSecurityPolicy({ gtm: true, development: false }), 'script-src'),
    ).toContain('https://www.googletagmanager.com');
    expect(contentSecurityPolicy({ gtm: false, development: false })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ gtm: false, development: true })).toContain('unsafe-eval');
  });
});

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((candidate) => candidate.key === key)?.value;

describe('the security headers', () => {
  it('forbid framing and MIME sniffing, send only the origin to other sites and turn off devices', () => {
    for (const production of [true, false]) {
      const headers = securityHeaders({ gtm: false, production });
      expect(header(headers, 'X-Frame-Options')).toBe('DENY');
      expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(headers, 'Permissions-Policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
      );
      expect(header(headers, 'Content-Security-Policy')).toBe(
        contentSecurityPolicy({ gtm: false, development: !production }),
      );
    }
  });

  it('pin browsers to HTTPS for two years in production only', () => {
    expect(
      header(securityHeaders({ gtm: false, production: true }), 'Strict-Transport-Security'),
    ).toBe('max-age=63072000; includeSubDomains; preload');
    expect(
      header(securityHeaders({ gtm: false, production: false }), 'Strict-Transport-Security'),
    ).toBeUndefined();
  });

  it('are sent by the app with every page, API answer and asset, not by the host', async () => {
    const environment = jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    const rules = await Promise.resolve(nextConfig.headers?.()).finally(() =>
      environment.restore(),
    );
    expect(rules?.[0]?.source).toBe('/:path*');
    expect(rules?.[0]?.headers).toEqual(securityHeaders({ gtm: false, production: true }));
    // One source: vercel.json no longer declares headers that could drift from these.
    const vercel: unknown = JSON.parse(readFileSync(join(__dirname, '../../vercel.json'), 'utf8'));
    expect(vercel).not.toHaveProperty('headers');
  });
});

describe('framing in draft mode', () => {
  it("lets the Studio's Presentation tool frame draft mode and its enable route, nobody else", async () => {
    process.env.SANITY_STUDIO_URL = 'https://nova.sanity.studio/desk';
    const rules =
      (await Promise.resolve(nextConfig.headers?.()).finally(() => {
        delete process.env.SANITY_STUDIO_URL;
      })) ?? [];
    const framing = rules.slice(1);
    expect(framing.map((rule) => [rule.source, rule.has])).toEqual([
      ['/:path*', [{ type: 'cookie', key: DRAFT_MODE_COOKIE }]],
      ['/api/draft-mode/enable', undefined],
    ]);
    for (const rule of framing) {
      expect(
        directive(header(rule.headers, 'Content-Security-Policy') ?? '', 'frame-ancestors'),
      ).toBe("frame-ancestors 'self' https://nova.sanity.studio");
      expect(header(rule.headers, 'X-Frame-Options')).toBe('SAMEORIGIN');
    }
    // Everyone else, the first rule: no frame at all.
    expect(
      directive(
        header(rules[0]?.headers ?? [], 'Content-Security-Policy') ?? '',
        'frame-ancestors',
      ),
    ).toBe("frame-ancestors 'none'");
  });

  it('falls back to the local Studio when SANITY_STUDIO_URL is unset or not a URL', () => {
    expect(studioOrigin(undefined)).toBe('http://localhost:3333');
    expect(studioOrigin('nova studio')).toBe('http://localhost:3333');
  });
});

describe('the shared cache', () => {
  it('keeps Next.js in Redis, none of it in a process, only when REDIS_URL is set off Vercel', () => {
    const shared = sharedCache('redis://127.0.0.1:6379', false);
    expect(shared.cacheHandler).toMatch(/cache-handler\.mjs$/);
    expect(shared.cacheMaxMemorySize).toBe(0);
    expect(sharedCache(undefined, false)).toEqual({});
    expect(sharedCache(' ', false)).toEqual({});
    expect(sharedCache('redis://127.0.0.1:6379', true)).toEqual({});
  });
});

describe("React Aria's strings and calendars in the bundles", () => {
  it("keep the site's languages, every one of them", () => {
    expect([...REACT_ARIA_LANGUAGES].sort()).toEqual([...new Set(LOCALES.map(languageOf))].sort());
  });

  it("run the loaders on React Aria's string modules and on the calendars' factory", () => {
    expect(reactAriaRules(REACT_ARIA_LANGUAGES)).toEqual({
      '**/createCalendar.mjs': {
        loaders: [join(process.cwd(), 'gregorian-calendar-loader.cjs')],
      },
      '**/intlStrings.mjs': {
        loaders: [
          {
            loader: join(process.cwd(), 'react-aria-locales-loader.cjs'),
            options: { languages: ['de', 'en', 'fr'] },
          },
        ],
      },
    });
    expect(existsSync(join(__dirname, 'react-aria-locales-loader.cjs'))).toBe(true);
    expect(existsSync(join(__dirname, 'gregorian-calendar-loader.cjs'))).toBe(true);
  });

  it('need no calendar but the Gregorian one: every locale of the site writes it', () => {
    for (const locale of LOCALES)
      expect(new Intl.DateTimeFormat(intlLocaleOf(locale)).resolvedOptions().calendar).toBe(
        'gregory',
      );
  });
});
