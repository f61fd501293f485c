// Playwright: browser tests in Debian's Chromium against the production build of the storefront.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3200);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : 4,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: `npm run build -w apps/web && PORT=${port} npm run start -w apps/web`,
    url: `http://localhost:${port}/_design-system/icons`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Browser tests run the local demo: the test gateway and the local mailbox stand in for Stripe and SMTP.
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NOVA_ALLOW_TEST_GATEWAY: 'true',
      NOVA_DEV_MAILBOX: 'true',
    },
  },
});
