// Next.js settings for the storefront.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The seed dataset and the PGlite data folder live outside apps/web; the server reads them at run time.
  outputFileTracingRoot: `${process.cwd()}/../..`,
  serverExternalPackages: ['pino'],
};

export default nextConfig;
