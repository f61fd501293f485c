// Playwright: browser tests in Debian's Chromium against the production build of the storefront.
import { defineConfig } from '@playwright/test';
import { CONSENT_GIVEN, SERVERS } from './tests/e2e/servers';

// Browser tests run the local demo: the test gateway and the local mailbox stand in for Stripe and SMTP.
const demo = {
  NEXT_TELEMETRY_DISABLED: '1',
  NOVA_ALLOW_TEST_GATEWAY: 'true',
  NOVA_DEV_MAILBOX: 'true',
  // Every test's browser comes from this machine: loopback is the operator, held to no client or
  // hold limit; a test that plays one visitor names it in X-Forwarded-For, as a proxy in front would.
  NOVA_TRUSTED_PROXIES: '1',
  NOVA_RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  // /_design-system is the first server's readiness address and the widgets' test page; production
  // serves it only with this flag.
  NOVA_DESIGN_SYSTEM: 'true',
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : 4,
  // On CI's two busy cores a test may lose a race with the test beside it; one retry, and the
  // report lists it as flaky, so it is seen and not silently passed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: SERVERS.seed.url,
    // Every test starts as a visitor who has accepted all cookies, so the banner stays out of the
    // way; consent.spec.ts starts without a choice.
    storageState: CONSENT_GIVEN,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 900 },
        launchOptions: {
          // Playwright's own browser download is not available here; Debian's Chromium is.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
  // Playwright starts the servers one after the other, each once the one before answers: the first
  // builds for both (the variant's build, then the seed's over it from the compilation cache), and
  // the second serves the variant's build.
  webServer: [
    {
      command: `tsx tests/support/build-e2e-servers.ts '${SERVERS.premiumInGermany.seedPath}' ${SERVERS.premiumInGermany.url} && PORT=${SERVERS.seed.port} npm run start -w apps/web`,
      url: `${SERVERS.seed.url}/_design-system/icons`,
      reuseExistingServer: !process.env.CI,
      // Two builds: the first cold (two minutes on CI's cores), the second from its cache.
      timeout: 420_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Links in emails and the payment return page point at the address the tests browse. An
      // in-memory database: the reservations and queued emails the tests leave (links to this
      // address) must not reach the `.data` database that `npm start` later serves and delivers.
      // `npm run typecheck` checks the types (CI runs it before the tests); the build need not again.
      env: {
        ...demo,
        NOVA_SITE_URL: SERVERS.seed.url,
        PGLITE_DATA_DIR: 'memory://',
        NEXT_SKIP_TYPECHECK: '1',
      },
    },
    {
      // Its own content, its own build (.next-premium, made by the first server's command) and an
      // in-memory database: the step pages are prerendered from the content at build time, and a
      // second process on the first's PGlite folder stops.
      // Where the first server was already running (a local run reuses it), its command did not
      // build for this one: the variant is built here if its build or its content is missing.
      command: `{ test -f apps/web/.next-premium/BUILD_ID -a -f '${SERVERS.premiumInGermany.seedPath}' || { tsx tests/support/premium-in-germany-seed.ts '${SERVERS.premiumInGermany.seedPath}' && npm run build -w apps/web; }; } && PORT=${SERVERS.premiumInGermany.port} npm run start -w apps/web`,
      url: `${SERVERS.premiumInGermany.url}/api/timeslots/fetch-time-slots?checkup=nova_premium&location=munich`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...demo,
        NOVA_SITE_URL: SERVERS.premiumInGermany.url,
        NOVA_SEED_PATH: SERVERS.premiumInGermany.seedPath,
        NEXT_DIST_DIR: '.next-premium',
        NEXT_SKIP_TYPECHECK: '1',
        PGLITE_DATA_DIR: 'memory://',
      },
    },
  ],
});
