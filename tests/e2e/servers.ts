// The storefront servers of the browser tests: one production build, served with the seed catalogue and with a variant of it.
import { join } from 'node:path';
import { ACCEPT_ALL, CONSENT_COOKIE, serializeConsent } from '../../apps/web/src/analytics/consent';

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

/** A browser whose visitor has accepted all cookies; localhost's cookies reach both servers. */
export const CONSENT_GIVEN = {
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: serializeConsent(ACCEPT_ALL),
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};
