// Next.js settings for the storefront.
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
}: {
  gtm: boolean;
  development: boolean;
}): string {
  const extra = gtm ? GTM : { script: [], frame: [], connect: [], img: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap scripts in prerendered pages; development adds eval for fast refresh.
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
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Tests that build the site in another configuration build beside the normal output, not over it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run typecheck` checks types across the workspaces; test builds need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // Each page's CSS in its own <style> (the CSP allows inline styles): no stylesheet request holds
  // the first paint back on a slow connection, and the site's whole CSS is a few kilobytes.
  experimental: { inlineCss: true },
  // The CSP depends on configuration (GTM), so it is computed here; the fixed headers are in vercel.json.
  async headers() {
    const policy = contentSecurityPolicy({
      gtm: Boolean(process.env.NEXT_PUBLIC_GTM_ID?.trim()),
      development: process.env.NODE_ENV !== 'production',
    });
    return [{ source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: policy }] }];
  },
  // The seed dataset and the PGlite data folder live outside apps/web; the server reads them at run time.
  outputFileTracingRoot: `${process.cwd()}/../..`,
  serverExternalPackages: ['pino'],
  // The server applies the committed migrations when it first opens the database, so they must
  // ship with the API routes on hosts that bundle only traced files (Vercel).
  outputFileTracingIncludes: { '/api/**/*': ['./src/server/db/migrations/**/*'] },
};

export default nextConfig;
