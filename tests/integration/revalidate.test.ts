// The built site against a stand-in Content Lake: an editor's price change reaches it on the next request after
// Sanity's signed webhook, not before, on every process sharing Redis too; and a draft shows in the editor's draft mode only, never cached or to anyone else.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { SANITY_BUILD_DIR, spawnStorefront } from '../../scripts/storefront-process';
import { type FakeSanity, startFakeSanity } from '../support/fake-sanity';

const root = join(__dirname, '..', '..');
const web = join(root, 'apps', 'web');
const next = join(root, 'node_modules', '.bin', 'next');
const SECRET = 'revalidate-test-secret';
// SITE_TEST_PORT: another free port when two checkouts run this suite at once.
const PORT = Number(process.env.SITE_TEST_PORT) || 3391;
const base = `http://127.0.0.1:${PORT}`;

let sanity: FakeSanity;
let server: ChildProcess | null = null;

function environment(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: SANITY_BUILD_DIR,
    NEXT_SKIP_TYPECHECK: '1',
    SANITY_PROJECT_ID: 'nova-test',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: sanity.url,
    SANITY_REVALIDATE_SECRET: SECRET,
    SANITY_API_READ_TOKEN: sanity.token,
    NOVA_ALLOW_TEST_GATEWAY: 'true',
    NOVA_DEV_MAILBOX: 'true',
    NOVA_SITE_URL: base,
  };
}

async function waitUntilServing(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/de-ch/check-up`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the built site did not start');
}

const CHECK_UP_PAGE = '/de-ch/check-up';

/** The price on the check-up page, as a visitor sees it, or an editor with the draft-mode cookie. */
async function priceShown(cookie?: string, at = base): Promise<string | undefined> {
  const html = await (await fetch(`${at}${CHECK_UP_PAGE}`, cookieHeader(cookie))).text();
  const card = html.split('data-checkup="whole_body_scan_with_blood_test"')[1] ?? '';
  return card.match(/CHF\u00a0[\d’.]+/)?.[0];
}

function cookieHeader(cookie: string | undefined): RequestInit {
  return cookie ? { headers: { cookie } } : {};
}

function webhook(body: object, signature?: string, at = base) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers[SIGNATURE_HEADER_NAME] = signature;
  return fetch(`${at}/api/revalidate`, { method: 'POST', headers, body: JSON.stringify(body) });
}

beforeAll(async () => {
  sanity = await startFakeSanity();
  // Asynchronously: the stand-in Content Lake answers the build's queries from this process.
  const build = spawn(next, ['build'], { cwd: web, env: environment() });
  let output = '';
  build.stdout.on('data', (chunk) => {
    output += chunk;
  });
  build.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [status] = await once(build, 'exit');
  if (status !== 0) throw new Error(`next build failed:\n${output}`);
  // As `npm start` serves it (apps/web/server.ts), without REDIS_URL: Next.js's own cache.
  server = spawnStorefront(PORT, environment());
  await waitUntilServing();
}, 240_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await sanity?.close();
});

describe('content freshness through the Sanity webhook', () => {
  jest.setTimeout(60_000);

  it('serves the cached price until a valid webhook, then the new one on the next request', async () => {
    expect(await priceShown()).toBe('CHF\u00a02’490.00');
    sanity.edit('checkup.whole_body_scan_with_blood_test', (document) => ({
      ...document,
      price: { _type: 'price', chf: 2590, eur: 2590 },
    }));
    expect(await priceShown()).toBe('CHF\u00a02’490.00');

    const body = { _type: 'checkup', _id: 'checkup.whole_body_scan_with_blood_test' };
    expect((await webhook(body)).status).toBe(401);
    const forged = await encodeSignatureHeader(JSON.stringify(body), Date.now(), 'not-the-secret');
    expect((await webhook(body, forged)).status).toBe(401);
    expect(await priceShown()).toBe('CHF\u00a02’490.00');

    const signed = await encodeSignatureHeader(JSON.stringify(body), Date.now(), SECRET);
    const answer = await webhook(body, signed);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ revalidated: 'content:checkup' });
    expect(await priceShown()).toBe('CHF\u00a02’590.00');
  });

  it('lets a cache in front keep the page seconds, not the year Next.js announces', async () => {
    const page = await fetch(`${base}${CHECK_UP_PAGE}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('s-maxage=10, stale-while-revalidate=60');
  });

  it('refuses a signed body that names no content type', async () => {
    const body = { _type: 'somethingElse' };
    const signed = await encodeSignatureHeader(JSON.stringify(body), Date.now(), SECRET);
    expect((await webhook(body, signed)).status).toBe(400);
  });
});

const DRAFT_COOKIE = '__prerender_bypass';

/** The `name=value` of a cookie a response sets, as the browser would send it back. */
function cookieSet(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
}

function enableDraftMode(query: Record<string, string>) {
  const search = new URLSearchParams(query);
  return fetch(`${base}/api/draft-mode/enable?${search}`, { redirect: 'manual' });
}

const frameAncestors = (response: Response) =>
  response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('frame-ancestors'));

describe("an editor's preview of a draft (draft mode)", () => {
  jest.setTimeout(60_000);

  it('refuses to enable draft mode without the preview secret or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, { 'sanity-preview-secret': 'not-the-secret' }];
    for (const query of attempts) {
      const answer = await enableDraftMode({ ...query, 'sanity-preview-pathname': CHECK_UP_PAGE });
      expect(answer.status).toBe(401);
      expect(cookieSet(answer, DRAFT_COOKIE)).toBeUndefined();
    }
  });

  it('shows the draft price to the editor only, uncached, while everyone keeps the published one', async () => {
    const published = await priceShown();
    expect(published).toMatch(/^CHF/);
    sanity.draft('checkup.whole_body_scan_with_blood_test', (document) => ({
      ...document,
      price: { _type: 'price', chf: 3190, eur: 3190 },
    }));

    // The Presentation tool opens the site with the secret it stored in the Content Lake.
    const enabled = await enableDraftMode({
      'sanity-preview-secret': sanity.previewSecret(),
      'sanity-preview-pathname': CHECK_UP_PAGE,
    });
    expect(enabled.status).toBe(307);
    expect(new URL(enabled.headers.get('location') ?? '', base).pathname).toBe(CHECK_UP_PAGE);
    expect(frameAncestors(enabled)).toBe("frame-ancestors 'self' http://localhost:3333");
    const cookie = cookieSet(enabled, DRAFT_COOKIE);
    expect(cookie).toBeDefined();

    const preview = await fetch(`${base}${CHECK_UP_PAGE}`, cookieHeader(cookie));
    expect(preview.headers.get('cache-control')).toEqual(expect.stringContaining('private'));
    expect(preview.headers.get('cache-control')).toEqual(expect.stringContaining('no-store'));
    // The Studio may frame the preview, and only the Studio.
    expect(frameAncestors(preview)).toBe("frame-ancestors 'self' http://localhost:3333");
    expect(await priceShown(cookie)).toBe('CHF\u00a03’190.00');

    // Another visitor, after the editor's visit: the prerendered page, unchanged and still unframable.
    const visitor = await fetch(`${base}${CHECK_UP_PAGE}`);
    expect(frameAncestors(visitor)).toBe("frame-ancestors 'none'");
    expect(visitor.headers.get('cache-control')).not.toContain('private');
    expect(await priceShown()).toBe(published);

    // Disabling clears the cookie; the browser without it sees the published price again.
    const disabled = await fetch(
      `${base}/api/draft-mode/disable?redirect=${encodeURIComponent(CHECK_UP_PAGE)}`,
      { redirect: 'manual', ...cookieHeader(cookie) },
    );
    expect(disabled.status).toBe(307);
    expect(new URL(disabled.headers.get('location') ?? '', base).pathname).toBe(CHECK_UP_PAGE);
    expect(cookieSet(disabled, DRAFT_COOKIE)).toBe(`${DRAFT_COOKIE}=`);
    expect(await priceShown()).toBe(published);
  });
  it("previews a content release's scheduled price when the editor chooses the release", async () => {
    const published = await priceShown();
    sanity.release('rSpring', 'checkup.whole_body_scan_with_blood_test', (document) => ({
      ...document,
      price: { _type: 'price', chf: 2990, eur: 2990 },
    }));
    // The Presentation tool's perspective menu: the release over the drafts.
    const enabled = await enableDraftMode({
      'sanity-preview-secret': sanity.previewSecret(),
      'sanity-preview-pathname': CHECK_UP_PAGE,
      'sanity-preview-perspective': 'rSpring,drafts',
    });
    expect(enabled.status).toBe(307);
    const cookie = [DRAFT_COOKIE, 'sanity-preview-perspective']
      .map((name) => cookieSet(enabled, name))
      .join('; ');
    expect(await priceShown(cookie)).toBe('CHF\u00a02’990.00');
    expect(await priceShown()).toBe(published);
  });
});

describe('production start-up checks', () => {
  it('refuses to serve a half-configured production, naming each variable', async () => {
    const {
      SANITY_REVALIDATE_SECRET: _secret,
      NOVA_ALLOW_TEST_GATEWAY: _gateway,
      ...misconfigured
    } = environment();
    const child = spawnStorefront(PORT + 1, misconfigured, ['ignore', 'ignore', 'pipe']);
    let output = '';
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const [status] = await once(child, 'exit');
    expect(status).toBe(1);
    expect(output).toContain('SANITY_REVALIDATE_SECRET');
    expect(output).toContain('STRIPE_SECRET_KEY is missing in production');
  });
});

// Two processes of one build sharing Next.js's cache through Redis, as a fleet behind a load balancer runs.
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
/** How soon after the webhook answered the other process must serve and charge the new price. */
const PROPAGATION_BOUND_MS = 5_000;

/** A server of the built site with its own embedded database folder, sharing `redisUrl`. */
async function startSharing(port: number, redisUrl: string): Promise<ChildProcess> {
  const child = spawnStorefront(port, {
    ...environment(),
    REDIS_URL: redisUrl,
    NOVA_SITE_URL: `http://127.0.0.1:${port}`,
    PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'nova-shared-cache-')),
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}${CHECK_UP_PAGE}`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the built site did not start on ${port}`);
}

/** The total the payment step charges for the whole-body check-up in Basel, in minor units. */
async function priceCharged(at: string): Promise<number | undefined> {
  const answer = await fetch(`${at}/api/payment/fetch-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'basel_rheinfelden',
      services: [],
      servicesPartner: [],
      isPartnerBooking: false,
      isPartnerCurrentlyBooking: false,
      language: 'en',
      installmentMonths: 0,
      country: 'ch',
      discountCode: null,
    }),
  });
  const body = (await answer.json()) as { paymentData?: { subtotal?: number } };
  return body.paymentData?.subtotal;
}

describe('a publish on one process of a fleet sharing Redis (REDIS_URL)', () => {
  jest.setTimeout(90_000);
  const [portA, portB, portDown] = [PORT + 2, PORT + 3, PORT + 4];
  const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  const children: ChildProcess[] = [];
  const redis = createClient({ url: REDIS_URL });
  /** The keys of this build, so a run leaves nothing in a Redis others use. */
  const keys = () =>
    `nova:${readFileSync(join(web, SANITY_BUILD_DIR, 'BUILD_ID'), 'utf8').trim()}:*`;

  beforeAll(async () => {
    await redis.connect();
    children.push(
      ...(await Promise.all([startSharing(portA, REDIS_URL), startSharing(portB, REDIS_URL)])),
    );
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    for await (const found of redis.scanIterator({ MATCH: keys(), COUNT: 500 })) {
      if (found.length > 0) await redis.unlink(found);
    }
    await redis.close();
  });

  it('shows and charges the new price on the other process within seconds of the webhook', async () => {
    // Both read the page and the price once: kept in Redis from now on.
    const before = await priceShown(undefined, a);
    expect(await priceShown(undefined, b)).toBe(before);
    const charged = await priceCharged(b);
    expect(charged).toBe(await priceCharged(a));
    expect((await redis.keys(keys())).length).toBeGreaterThan(0);

    sanity.edit('checkup.whole_body_scan_with_blood_test', (document) => ({
      ...document,
      price: { _type: 'price', chf: 2690, eur: 2690 },
    }));
    // Cached, not read again: until the webhook, neither process shows the edit.
    expect(await priceShown(undefined, b)).toBe(before);
    expect(await priceCharged(b)).toBe(charged);

    const body = { _type: 'checkup', _id: 'checkup.whole_body_scan_with_blood_test' };
    const signed = await encodeSignatureHeader(JSON.stringify(body), Date.now(), SECRET);
    expect((await webhook(body, signed, a)).status).toBe(200);
    const published = Date.now();

    let shown: string | undefined;
    let price: number | undefined;
    while (Date.now() - published < PROPAGATION_BOUND_MS) {
      [shown, price] = [await priceShown(undefined, b), await priceCharged(b)];
      if (shown === 'CHF\u00a02’690.00' && price === 269_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(
      `shared cache: the other process showed and charged the new price ${Date.now() - published} ms after the webhook`,
    );
    expect(shown).toBe('CHF\u00a02’690.00');
    expect(price).toBe(269_000);
    expect(await priceShown(undefined, a)).toBe('CHF\u00a02’690.00');
  });

  it('serves from its own memory when Redis does not answer, rather than failing', async () => {
    // Nothing listens on port 1: the process starts and serves, its cache in memory meanwhile.
    const alone = await startSharing(portDown, 'redis://127.0.0.1:1');
    children.push(alone);
    const url = `http://127.0.0.1:${portDown}`;
    expect(await priceShown(undefined, url)).toBe('CHF\u00a02’690.00');
    expect(await priceCharged(url)).toBe(269_000);
  });
});
