// `npm run audit`: builds the site, runs Lighthouse (mobile) on every step of one locale and on the design system, and prints first-load JavaScript per page.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(__dirname, '..');
const WEB = join(ROOT, 'apps', 'web');
const NEXT = join(ROOT, 'node_modules', '.bin', 'next');
const PORT = Number(process.env.AUDIT_PORT ?? 3300);
const BASE = process.env.AUDIT_URL ?? `http://127.0.0.1:${PORT}`;
const LOCALE = process.env.AUDIT_LOCALE ?? 'de-ch';
const ENV = {
  ...process.env,
  NEXT_DIST_DIR: '.next-audit',
  NEXT_TELEMETRY_DISABLED: '1',
  NOVA_ALLOW_TEST_GATEWAY: 'true',
  NOVA_DEV_MAILBOX: 'true',
  PGLITE_DATA_DIR: join(ROOT, '.data', 'pglite-audit'),
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE = join(ROOT, 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';

/**
 * Lighthouse's CLI in its own process: loaded through this script's TypeScript loader, the
 * functions it sends into the page would carry helpers the page does not have.
 */
async function lighthouse(url: string): Promise<Record<string, number>> {
  const child = spawn(
    LIGHTHOUSE,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const [status] = await once(child, 'exit');
  if (status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(output) as { categories: Record<string, { score: number | null }> };
  return Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
}

async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, {
    cwd: WEB,
    env: ENV,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [status] = await once(child, 'exit');
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function serve(): Promise<ChildProcess> {
  // Another server on the port would be audited instead of this build, with chunks it lacks.
  const busy = await fetch(BASE).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${BASE} is already answering: stop that server or set AUDIT_PORT`);
  const server = spawn(NEXT, ['start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: WEB,
    env: ENV,
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(`${BASE}/${LOCALE}/check-up`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the built site did not start');
}

/** The addresses of every step, with the selection (and reservation) each one needs to enter. */
async function pages(): Promise<Array<[string, string]>> {
  const selection = 'checkup=whole_body_scan_with_blood_test&location=zurich_bellevue';
  const answer = await fetch(
    `${BASE}/api/timeslots/fetch-time-slots?location=zurich_bellevue&checkup=whole_body_scan_with_blood_test&days=14`,
  );
  const slots = (await answer.json()) as { days: Array<{ slots: string[] }> };
  const start = slots.days.flatMap((day) => day.slots)[0] ?? '';
  const slot = `${selection}&timeslot-start=${encodeURIComponent(start)}`;
  const created = await fetch(`${BASE}/api/reservation/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      reservationData: {
        checkupSlug: 'whole_body_scan_with_blood_test',
        timeSlotStart: start,
        locationSlug: 'zurich_bellevue',
        services: [],
        servicesPartner: [],
        paymentId: `whole_body_scan_with_blood_test-audit-${Date.now()}`,
        personalData: {
          firstName: 'Audit',
          lastName: 'Run',
          email: `audit.${Date.now()}@example.ch`,
          phone: '+41791234567',
          birthDate: '1980-05-17',
          biologicalSex: 'female',
          street: 'Bahnhofstrasse 1',
          postalCode: '8001',
          city: 'Zürich',
          country: 'CH',
          language: 'de',
        },
        discountCode: null,
        reservationIdPartner: null,
        personalDataPartner: null,
        installmentMonths: 0,
        paymentMethodId: null,
        country: 'ch',
      },
      url: `${BASE}/${LOCALE}/summary`,
      utmParameters: {},
    }),
  });
  const { reservation } = (await created.json()) as { reservation?: { id: string } };
  return [
    ['check-up', `/${LOCALE}/check-up`],
    ['add-ons', `/${LOCALE}/add-ons?checkup=whole_body_scan_with_blood_test`],
    ['location', `/${LOCALE}/location?checkup=whole_body_scan_with_blood_test`],
    ['timeslot', `/${LOCALE}/timeslot?${selection}`],
    ['summary', `/${LOCALE}/summary?${slot}`],
    ['payment', `/${LOCALE}/payment?${slot}&reservationId=${reservation?.id ?? ''}`],
    ['payment-return', `/${LOCALE}/payment-return`],
    ['success', `/${LOCALE}/success?${slot}`],
    ['design system', '/_design-system'],
  ];
}

/** The gzipped size of the scripts a page's HTML loads before anything else. */
async function firstLoadKb(path: string): Promise<number> {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  const sizes = await Promise.all(
    [...new Set(scripts)].map(
      async (src) =>
        gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer())).length,
    ),
  );
  return Math.round(sizes.reduce((sum, size) => sum + size, 0) / 1024);
}

async function main(): Promise<void> {
  let server: ChildProcess | null = null;
  if (!process.env.AUDIT_URL) {
    console.log('Building the site…');
    await run(NEXT, ['build']);
    server = await serve();
  }
  try {
    const rows = [];
    for (const [name, path] of await pages()) {
      const scores = await lighthouse(`${BASE}${path}`);
      rows.push({
        page: name,
        performance: scores.performance,
        accessibility: scores.accessibility,
        'best practices': scores['best-practices'],
        seo: scores.seo,
        'first-load JS (KB gz)': await firstLoadKb(path),
      });
    }
    console.log(`\nLighthouse (mobile), ${LOCALE}:`);
    console.table(rows);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
