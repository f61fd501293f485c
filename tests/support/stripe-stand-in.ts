// A stand-in Stripe API on loopback for integration tests: the real `stripe` SDK talks to it (STRIPE_API_URL), it records every
// request, refuses one Stripe would refuse (its route's schema from the `stripe` package, tests/stripe-contract/), answers from a
// table and holds every answer to the SDK's type of the object (a fixture Stripe could not have sent fails its test).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { resetPaymentProvider } from '../../apps/web/src/server/payments/provider-instance';
import { STRIPE_API_VERSION } from '../../apps/web/src/server/payments/stripe-provider';
import { routeOf } from '../stripe-contract/routes';
import {
  answerProblems,
  checkRequest,
  type FormValue,
  objectProblems,
} from '../stripe-contract/validate';

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  /** The form as Stripe reads it: bracketed keys nested, indexed keys as arrays (leaves are strings). */
  params: Record<string, FormValue>;
  idempotencyKey: string | null;
  /** The parameter Stripe would have refused the request for (answered 400); null when accepted. */
  refusedParam: string | null;
}

/** An answer with an HTTP status other than 200: Stripe refusing the request with its error body. */
export class StripeRefusal {
  constructor(
    readonly status: number,
    readonly error: { type: string; code: string; message: string; param?: string },
  ) {}
}

/**
 * Answers by `METHOD /path`, or by the route's pattern (`GET /v1/payment_intents/{id}`, see
 * tests/stripe-contract/routes.ts); a missing route, or an answer of `undefined`, answers 404 as
 * Stripe does for an unknown object.
 */
export type StripeAnswers = Record<string, (request: StripeRequest) => unknown>;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The refunds the stand-in answered for a payment: what Stripe lists for `GET /v1/refunds?payment_intent=`. */
function listedRefunds(given: unknown[], request: StripeRequest) {
  const intent = request.form.get('payment_intent');
  const data = given.filter(
    (refund) =>
      typeof refund === 'object' &&
      refund !== null &&
      (intent === null || (refund as { payment_intent?: unknown }).payment_intent === intent),
  );
  return { object: 'list', data, has_more: false, url: '/v1/refunds' };
}

/**
 * Starts the stand-in. Every answer of a known route is checked against the SDK's type of the object
 * (tests/stripe-contract/schemas/responses.json, build them with tests/stripe-contract/fixtures.ts): what
 * Stripe could not have sent lands in `problems`, which useStripeStandIn fails the test for.
 */
export async function startStripeStandIn(answers: StripeAnswers) {
  const requests: StripeRequest[] = [];
  const problems: string[] = [];
  const refunds: unknown[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const body = await bodyOf(incoming);
    const method = incoming.method ?? 'GET';
    const form = new URLSearchParams(method === 'GET' ? url.search : body);
    const checked = checkRequest(method, url.pathname, form);
    const request: StripeRequest = {
      method,
      path: url.pathname,
      form,
      params: checked.params,
      idempotencyKey: incoming.headers['idempotency-key']?.toString() ?? null,
      refusedParam: checked.refusal?.param ?? null,
    };
    requests.push(request);
    outgoing.setHeader('content-type', 'application/json');
    if (checked.refusal !== null) {
      // As Stripe answers a request its API does not accept; the SDK throws a StripeInvalidRequestError naming the param.
      outgoing.statusCode = 400;
      outgoing.end(JSON.stringify({ error: checked.refusal }));
      return;
    }
    const route = routeOf(request.method, request.path);
    const answer =
      answers[`${request.method} ${request.path}`] ??
      // A route's pattern (`GET /v1/payment_intents/{id}`) answers for every id.
      (route ? answers[`${route.method} ${route.path}`] : undefined) ??
      (`${request.method} ${request.path}` === 'GET /v1/refunds'
        ? (listing: StripeRequest) => listedRefunds(refunds, listing)
        : undefined);
    // An answer of nothing is an object the stand-in does not know (an id it never made).
    const answered = answer?.(request);
    if (answered === undefined) {
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
    if (answered instanceof StripeRefusal) {
      outgoing.statusCode = answered.status;
      outgoing.end(JSON.stringify({ error: answered.error }));
      return;
    }
    if (route) problems.push(...answerProblems(route, answered));
    if (route?.path === '/v1/refunds' && route.method === 'POST') refunds.push(answered);
    outgoing.end(JSON.stringify(answered));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers that Stripe could not have sent. */
    problems,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The webhook secret a test file's Stripe configuration signs with. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_integration_test';

/**
 * Registers a test file's hooks: a stand-in answering `answers`, and Stripe configured to talk to
 * it for the whole file (the environment and the provider restored afterwards). Every answer is
 * held to the SDK's type: a test that received one Stripe could not have sent fails after it.
 * Answers a getter, since the stand-in starts in beforeAll.
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
  afterEach(() => {
    // A fixture Stripe could not have sent fails the test it answered, not a later one.
    const problems = standIn?.problems.splice(0) ?? [];
    expect(problems).toEqual([]);
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

/** The SDK's type of an event's object, by its `object`. */
const EVENT_OBJECTS: Record<string, string> = {
  invoice: 'Invoice',
  customer: 'Customer',
  payment_intent: 'PaymentIntent',
};

const signer = new Stripe('sk_test_unused', { apiVersion: STRIPE_API_VERSION });

/**
 * A webhook event's body as Stripe sends it, its object (a payment intent, invoice or customer, built with
 * tests/stripe-contract/fixtures.ts) held to the SDK's type first.
 */
export function stripeEvent(type: string, object: { object?: unknown }, id: string): string {
  const kind = EVENT_OBJECTS[String(object.object)] ?? 'PaymentIntent';
  expect(objectProblems(kind, object)).toEqual([]);
  return JSON.stringify({
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: 1_790_000_000,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** `payload` signed as Stripe signs a webhook for the stand-in's configuration. */
export const signatureOf = (payload: string) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET });

/** The webhook route's request carrying `payload`, signed (or with `signature`). */
export function webhookRequest(payload: string, signature: string | null = signatureOf(payload)) {
  return new Request('http://localhost/api/webhooks/stripe', {
    method: 'POST',
    headers: signature === null ? {} : { 'stripe-signature': signature },
    body: payload,
  });
}
