// Every route reads its body through one capped reader: a body past the route's limit answers 413 payload-too-large once
// the limit is reached, whatever its headers say (none, a Content-Length that lies, chunked), and no more of it is read.
import { MAX_JSON_BYTES } from '@/server/http';
import { POST as consent } from '../../../apps/web/app/api/consent/route';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as revalidate } from '../../../apps/web/app/api/revalidate/route';
import { POST as waitlistUnsubscribe } from '../../../apps/web/app/api/waitlist/unsubscribe/route';
import { POST as stripeWebhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { useStripeStandIn } from '../../support/stripe-stand-in';

type Handler = (request: Request) => Promise<Response>;

const CHUNK_BYTES = 16 * 1024;
/** Far past every route's limit: 64 MB, which a reader that buffers first would take whole. */
const ENDLESS_BYTES = 64 * 1024 * 1024;

useStripeStandIn({});

/** A body streamed chunk by chunk, each produced only when read, counting what was taken. */
function streamedBody(fill = 0x61): { body: ReadableStream<Uint8Array>; produced: () => number } {
  let produced = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= ENDLESS_BYTES) {
          controller.close();
          return;
        }
        produced += CHUNK_BYTES;
        controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(fill));
      },
    },
    // Nothing read ahead: a chunk is made when the reader asks for it.
    { highWaterMark: 0 },
  );
  return { body, produced: () => produced };
}

async function postStreamed(
  handler: Handler,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown; produced: number }> {
  const { body, produced } = streamedBody();
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const response = await handler(request);
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : JSON.parse(text),
    produced: produced(),
  };
}

const SANITY = {
  SANITY_PROJECT_ID: 'nova-test',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: 'http://127.0.0.1:9',
  SANITY_REVALIDATE_SECRET: 'revalidate-test-secret',
};

beforeAll(() => {
  Object.assign(process.env, SANITY);
});
afterAll(() => {
  for (const name of Object.keys(SANITY)) delete process.env[name];
});

const ROUTES: [string, Handler, number, Record<string, string>][] = [
  ['/api/consent', consent, 1024, { 'content-type': 'application/x-www-form-urlencoded' }],
  ['/api/webhooks/stripe', stripeWebhook, 512 * 1024, { 'stripe-signature': 't=1,v1=00' }],
  ['/api/revalidate', revalidate, 64 * 1024, { 'sanity-webhook-signature': 't=1,v1=00' }],
  [
    '/api/waitlist/unsubscribe',
    waitlistUnsubscribe,
    2 * 1024,
    { 'content-type': 'application/x-www-form-urlencoded' },
  ],
  ['/api/lead', lead, 4 * 1024, { 'content-type': 'application/json' }],
  ['/api/reservation/create', create, MAX_JSON_BYTES, { 'content-type': 'application/json' }],
];

describe.each(ROUTES)('POST %s with a body past its limit', (path, handler, cap, headers) => {
  it.each([
    ['no Content-Length (chunked)', {}],
    ['a Content-Length that says it is small', { 'content-length': '10' }],
  ])(
    'answers 413 payload-too-large with %s, having read no more than the limit and a chunk',
    async (_, length) => {
      const answer = await postStreamed(handler, path, { ...headers, ...length });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ error: 'payload-too-large' });
      expect(answer.produced).toBeLessThanOrEqual(cap + CHUNK_BYTES);
    },
  );

  it('answers 413 at once for a Content-Length past the limit, reading nothing', async () => {
    const answer = await postStreamed(handler, path, {
      ...headers,
      'content-length': String(ENDLESS_BYTES),
    });
    expect(answer.status).toBe(413);
    expect(answer.produced).toBe(0);
  });
});

describe('POST /api/consent within its limit', () => {
  it('still reads the banner’s form and stores the choice', async () => {
    const response = await consent(
      new Request('http://localhost/api/consent', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          referer: 'http://localhost:3000/de-ch/check-up',
          'sec-fetch-site': 'same-origin',
        },
        body: 'choice=necessary',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de-ch/check-up');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/^nova_consent=/m);
  });
});
