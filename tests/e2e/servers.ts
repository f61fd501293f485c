// The storefront servers of the browser tests: one production build, served with the seed catalogue and with a variant of it.
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3200);

export const SERVERS = {
  /** `next build`, then `next start` with the seed catalogue: nearly every test. */
  seed: { port, url: `http://localhost:${port}` },
  /** The same build with Nova Premium also sold in Germany (tests/support/premium-in-germany-seed.ts). */
  premiumInGermany: {
    port: port + 1,
    url: `http://localhost:${port + 1}`,
    seedPath: join(__dirname, '..', '..', '.data', 'e2e', 'premium-in-germany.ndjson'),
  },
};
