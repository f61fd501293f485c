// The built site against a stand-in Content Lake: an editor's price change reaches it on the next request after
// Sanity's signed webhook, not before; and a draft shows in the editor's draft mode only, never cached or to anyone else.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { spawnStorefront } from '../../scripts/storefront-process';
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
    NEXT_DIST_DIR: '.next-revalidate-test',
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
async function priceShown(cookie?: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${CHECK_UP_PAGE}`, cookieHeader(cookie))).text();
  const card = html.split('data-checkup="whole_body_scan_with_blood_test"')[1] ?? '';
  return card.match(/CHF\u00a0[\d’.]+/)?.[0];
}

/**
 * Whether `npm start`'s server answers the check-up page from its memory, asked a few times: it
 * fetches the page's bytes just after Next.js first answered a visitor.
 */
async function servedFromMemory(): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await fetch(`${base}${CHECK_UP_PAGE}`);
    await answer.arrayBuffer();
    if (answer.headers.get('x-nova-page-cache') === 'hit') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function cookieHeader(cookie: string | undefined): RequestInit {
  return cookie ? { headers: { cookie } } : {};
}

function webhook(body: object, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers[SIGNATURE_HEADER_NAME] = signature;
  return fetch(`${base}/api/revalidate`, { method: 'POST', headers, body: JSON.stringify(body) });
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
  // As `npm start` serves it: the pages it keeps in memory must show the change on the next request too.
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
    expect(await servedFromMemory()).toBe(true);
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
    // Kept in memory again, with the new price.
    expect(await servedFromMemory()).toBe(true);
    expect(await priceShown()).toBe('CHF\u00a02’590.00');
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
