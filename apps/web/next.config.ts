// Next.js settings for the storefront, and the security headers every response carries on any host.
import { join } from 'node:path';
import type { NextConfig } from 'next';

// The Content-Security-Policy: Stripe.js, its frames and API always; Google Tag Manager only when configured.
// It lives in this file because Next.js's config loader (and Jest's) cannot import sibling TypeScript.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

const GTM = {
  script: ['https://www.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

export function contentSecurityPolicy({
  gtm,
  development,
  frameAncestors = [],
}: {
  gtm: boolean;
  development: boolean;
  /** Who may frame the page: nobody, except the Studio in an editor's draft mode. */
  frameAncestors?: string[];
}): string {
  const extra = gtm ? GTM : { script: [], frame: [], connect: [], img: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap and page data scripts in prerendered pages, so they can carry
    // neither a nonce nor a fixed hash (docs/decisions/0016-security-headers.md); development adds eval for fast refresh.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...STRIPE.script,
      ...extra.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...STRIPE.img, ...extra.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE.connect, ...extra.connect, ...(development ? ['ws:'] : [])],
    'frame-src': [...STRIPE.frame, ...extra.frame],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export interface ResponseHeader {
  key: string;
  value: string;
}

/**
 * The headers of every response. They come from the app, not the host's configuration, so
 * `next start` behind any proxy sends the same ones as Vercel. HSTS only in production: a
 * development server may run on https://localhost, which must not be pinned to HTTPS for two years.
 */
export function securityHeaders({
  gtm,
  production,
  frameAncestors = [],
}: {
  gtm: boolean;
  production: boolean;
  frameAncestors?: string[];
}): ResponseHeader[] {
  return [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ gtm, development: !production, frameAncestors }),
    },
    ...(production
      ? [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
        ]
      : []),
    // frame-ancestors says the same to current browsers; older ones only read X-Frame-Options
    // (current ones ignore it when frame-ancestors names the Studio).
    { key: 'X-Frame-Options', value: frameAncestors.length > 0 ? 'SAMEORIGIN' : 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Another site learns the origin only, never the path or query of a booking step.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The visitor's position comes from the host's geo headers; payment is Stripe's wallets only.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    },
  ];
}

/** Next.js's draft-mode cookie: an editor's preview, which the Studio's Presentation tool frames. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The Studio's origin (SANITY_STUDIO_URL, else `npm run studio`'s, as DEFAULT_STUDIO_URL in
 * src/server/config.ts, which this file cannot import), the one frame draft mode allows.
 */
export function studioOrigin(studioUrl: string | undefined): string {
  const url = studioUrl?.trim() || 'http://localhost:3333';
  return URL.canParse(url) ? new URL(url).origin : 'http://localhost:3333';
}

/**
 * With REDIS_URL, Next.js's cache (fetched content, prerendered pages, tags) lives in Redis for
 * every process (cache-handler.mjs, a plain module: this file cannot import sibling TypeScript),
 * and none of it in a process's own memory, which no other process's publish would reach.
 * Without it (npm start, tests) and on Vercel, Next.js keeps its default.
 */
export function sharedCache(
  redisUrl: string | undefined,
  onVercel = Boolean(process.env.VERCEL),
): Partial<NextConfig> {
  // Vercel's own cache is already one for every instance, and its CDN is purged by revalidateTag.
  if (!redisUrl?.trim() || onVercel) return {};
  // Relative to the app's folder, where every `next` command and `npm start` run.
  return { cacheHandler: join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

/**
 * The languages whose React Aria strings the bundles keep: the site's (`LANGUAGES` in
 * src/booking/types.ts, held equal by next.config.test.ts). React Aria ships each widget's strings
 * in some 34 locales, and the summary's form and the calendar carried all of them.
 */
export const REACT_ARIA_LANGUAGES = ['de', 'en', 'fr'] as const;

/**
 * Turbopack's rules for what React Aria brings: in its `intlStrings.mjs` modules the imports of
 * other languages' strings become `undefined` (react-aria-locales-loader.cjs), and of the calendar
 * systems its date code can build only the Gregorian one stays (gregorian-calendar-loader.cjs).
 * Each loader leaves a file of that name in any other package as it is. The server's bundle too,
 * which renders the same languages. Not narrowed by a rule `condition`: with one (`'browser'`, or a
 * path), Next.js 16.3 ran the loader on no file.
 */
export function reactAriaRules(
  languages: readonly string[],
): NonNullable<NonNullable<NextConfig['turbopack']>['rules']> {
  return {
    '**/createCalendar.mjs': {
      loaders: [join(process.cwd(), 'gregorian-calendar-loader.cjs')],
    },
    '**/intlStrings.mjs': {
      loaders: [
        {
          // Relative to the app's folder, where every `next` command runs (as cacheHandler).
          loader: join(process.cwd(), 'react-aria-locales-loader.cjs'),
          options: { languages: [...languages] },
        },
      ],
    },
  };
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  ...sharedCache(process.env.REDIS_URL),
  // Tests that build the site in another configuration build beside the normal output, not over it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run typecheck` checks types across the workspaces; test builds need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // React Aria's strings in the site's languages only, and the Gregorian calendar only (record 0079).
  turbopack: { rules: reactAriaRules(REACT_ARIA_LANGUAGES) },
  // The container's build (Dockerfile sets NEXT_OUTPUT=standalone): a folder with the server and
  // only the node_modules it needs. Every other build is unchanged.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  // The CSS comes as files, not inlined (`experimental.inlineCss`): inlined, Next.js also repeated the
  // CSS text in the page's RSC payload once per segment that uses it, three times on a booking step
  // (170 KB of the check-up's 241 KB). As files it is fetched once and cached for every page.
  async headers() {
    const headers = securityHeaders({
      gtm: Boolean(process.env.NEXT_PUBLIC_GTM_ID?.trim()),
      production: process.env.NODE_ENV === 'production',
    });
    // Draft mode (the cookie) and the route that enables it may be framed by the Studio, and only
    // by it; a later rule's header replaces an earlier one's. A forged cookie unlocks nothing else.
    const framed = securityHeaders({
      gtm: Boolean(process.env.NEXT_PUBLIC_GTM_ID?.trim()),
      production: process.env.NODE_ENV === 'production',
      frameAncestors: ["'self'", studioOrigin(process.env.SANITY_STUDIO_URL)],
    }).filter(({ key }) => key === 'Content-Security-Policy' || key === 'X-Frame-Options');
    return [
      { source: '/:path*', headers },
      {
        source: '/:path*',
        has: [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }],
        headers: framed,
      },
      { source: '/api/draft-mode/enable', headers: framed },
    ];
  },
  // The seed dataset and the PGlite data folder live outside apps/web; the server reads them at run time.
  outputFileTracingRoot: `${process.cwd()}/../..`,
  // Loaded by Node at run time, not bundled: rate-limiter-flexible requires every store it supports,
  // one of them through an import() of a computed name that a bundler cannot follow.
  serverExternalPackages: ['pino', 'rate-limiter-flexible'],
  // The server applies the committed migrations when it first opens the database, so they must
  // ship with the API routes on hosts that bundle only traced files (Vercel).
  outputFileTracingIncludes: { '/api/**/*': ['./src/server/db/migrations/**/*'] },
};

export default nextConfig;
