// A stand-in Stripe API on loopback for integration tests: the real `stripe` SDK talks to it (STRIPE_API_URL), it records every request and answers from a table.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetPaymentProvider } from '../../apps/web/src/server/payments/provider-instance';

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
}

/** An answer with an HTTP status other than 200: Stripe refusing the request with its error body. */
export class StripeRefusal {
  constructor(
    readonly status: number,
    readonly error: { type: string; code: string; message: string },
  ) {}
}

/** Answers by `METHOD /path`; a missing route answers 404 as Stripe does for an unknown object. */
export type StripeAnswers = Record<string, (request: StripeRequest) => unknown>;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(answers: StripeAnswers) {
  const requests: StripeRequest[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const body = await bodyOf(incoming);
    const request: StripeRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      form: new URLSearchParams(incoming.method === 'GET' ? url.search : body),
      idempotencyKey: incoming.headers['idempotency-key']?.toString() ?? null,
    };
    requests.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    outgoing.setHeader('content-type', 'application/json');
    if (answer === undefined) {
      outgoing.statusCode = 404;
      outgoing.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such object',
          },
        }),
      );
      return;
    }
    const answered = answer(request);
    if (answered instanceof StripeRefusal) {
      outgoing.statusCode = answered.status;
      outgoing.end(JSON.stringify({ error: answered.error }));
      return;
    }
    outgoing.end(JSON.stringify(answered));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The webhook secret a test file's Stripe configuration signs with. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_integration_test';

/**
 * Registers a test file's hooks: a stand-in answering `answers`, and Stripe configured to talk to
 * it for the whole file (the environment and the provider restored afterwards). Answers a getter,
 * since the stand-in starts in beforeAll.
 */
export function useStripeStandIn(answers: StripeAnswers) {
  const saved = { ...process.env };
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>> | null = null;
  beforeAll(async () => {
    standIn = await startStripeStandIn(answers);
    process.env.STRIPE_API_URL = standIn.url;
    process.env.STRIPE_SECRET_KEY = 'sk_test_integration';
    process.env.STRIPE_WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET;
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_integration';
    resetPaymentProvider();
  });
  afterAll(async () => {
    process.env = saved;
    resetPaymentProvider();
    await standIn?.close();
  });
  return () => {
    if (standIn === null) throw new Error('The Stripe stand-in starts in beforeAll.');
    return standIn;
  };
}
