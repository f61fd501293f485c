// An editor's price change reaches the built site on the next request after Sanity's signed webhook, not before.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { type FakeSanity, startFakeSanity } from '../support/fake-sanity';

const root = join(__dirname, '..', '..');
const web = join(root, 'apps', 'web');
const next = join(root, 'node_modules', '.bin', 'next');
const SECRET = 'revalidate-test-secret';
const PORT = 3391;
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

async function priceShown(): Promise<string | undefined> {
  const html = await (await fetch(`${base}/de-ch/check-up`)).text();
  const card = html.split('data-checkup="whole_body_scan_with_blood_test"')[1] ?? '';
  return card.match(/CHF\u00a0[\d’.]+/)?.[0];
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
  server = spawn(next, ['start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: web,
    env: environment(),
  });
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

  it('refuses a signed body that names no content type', async () => {
    const body = { _type: 'somethingElse' };
    const signed = await encodeSignatureHeader(JSON.stringify(body), Date.now(), SECRET);
    expect((await webhook(body, signed)).status).toBe(400);
  });
});

describe('production start-up checks', () => {
  it('refuses to serve a half-configured production, naming each variable', async () => {
    const {
      SANITY_REVALIDATE_SECRET: _secret,
      NOVA_ALLOW_TEST_GATEWAY: _gateway,
      ...misconfigured
    } = environment();
    const child = spawn(next, ['start', '-p', String(PORT + 1), '-H', '127.0.0.1'], {
      cwd: web,
      env: misconfigured,
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const [status] = await once(child, 'exit');
    expect(status).toBe(1);
    expect(output).toContain('SANITY_REVALIDATE_SECRET');
    expect(output).toContain('STRIPE_SECRET_KEY is missing in production');
  });
});
