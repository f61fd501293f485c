// Next.js settings for the storefront.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Tests that build the site in another configuration build beside the normal output, not over it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run typecheck` checks types across the workspaces; test builds need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // The seed dataset and the PGlite data folder live outside apps/web; the server reads them at run time.
  outputFileTracingRoot: `${process.cwd()}/../..`,
  serverExternalPackages: ['pino'],
  // The server applies the committed migrations when it first opens the database, so they must
  // ship with the API routes on hosts that bundle only traced files (Vercel).
  outputFileTracingIncludes: { '/api/**/*': ['./src/server/db/migrations/**/*'] },
};

export default nextConfig;
