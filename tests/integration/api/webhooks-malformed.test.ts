// Validly signed but malformed webhook bodies (Stripe and Sanity): a 400 that an operator can see in the log, never a 5xx, nothing changed.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import Stripe from 'stripe';
import { paymentEvents } from '@/server/db/schema';
import { logger } from '@/server/log';
import { resetPaymentProvider } from '@/server/payments/provider-instance';
import { STRIPE_API_VERSION } from '@/server/payments/stripe-provider';
import { POST as revalidate } from '../../../apps/web/app/api/revalidate/route';
import { POST as stripeWebhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  callRoute,
  expectNoServerError,
  FUZZ_RUNS,
  FUZZ_SEED,
  type Json,
  mutatedBodyText,
} from '../../support/fuzz';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const STRIPE_SECRET = 'whsec_malformed_test';
const SANITY_SECRET = 'sanity-malformed-test';
const database = useTestDatabase(NOW);
const stripe = new Stripe('sk_test_unused', { apiVersion: STRIPE_API_VERSION });
const saved = { ...process.env };
let errors: jest.SpyInstance;

beforeAll(() => {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_malformed',
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_malformed',
  });
  resetPaymentProvider();
});

afterAll(() => {
  process.env = saved;
  resetPaymentProvider();
});

beforeEach(() => {
  errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(() => errors.mockRestore());

const validEvent: Json = {
  id: 'evt_malformed',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: 'pi_unknown',
      object: 'payment_intent',
      amount: 249000,
      currency: 'chf',
      status: 'succeeded',
      metadata: { reservationId: '00000000-0000-4000-8000-000000000000' },
      last_payment_error: null,
    },
  },
};

function sendToStripeWebhook(payload: string) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
  return callRoute(stripeWebhook, '/api/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: { 'stripe-signature': signature },
  });
}

describe('a signed Stripe event that is malformed', () => {
  const withIntent = (changes: Record<string, Json>) =>
    JSON.stringify({
      ...(validEvent as Record<string, Json>),
      data: {
        object: {
          ...(validEvent as { data: { object: Record<string, Json> } }).data.object,
          ...changes,
        },
      },
    });

  /** A schedule's invoice.paid (API basil and later: payments under `invoice.payments`), changed. */
  const withInvoice = (changes: Record<string, Json>) =>
    JSON.stringify({
      id: 'evt_invoice_malformed',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_malformed',
          object: 'invoice',
          amount_paid: 41500,
          currency: 'chf',
          parent: {
            type: 'subscription_details',
            subscription_details: {
              subscription: 'sub_1',
              metadata: { reservationId: '00000000-0000-4000-8000-000000000000' },
            },
          },
          payments: {
            object: 'list',
            data: [
              {
                amount_paid: 41500,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: 'pi_2' },
              },
            ],
          },
          ...changes,
        },
      },
    });

  it.each([
    ['a body that is not JSON', '{"id": "evt_1", ', 'body'],
    ['an invoice paid in words', withInvoice({ amount_paid: 'a lot' }), 'data.object.amount_paid'],
    [
      'an invoice whose payments are not a list',
      withInvoice({ payments: { object: 'list', data: 'pi_2' } }),
      'data.object.payments.data',
    ],
    [
      'an invoice whose reservation is a number',
      withInvoice({
        parent: { subscription_details: { metadata: { reservationId: 42 } } },
      }),
      'data.object.parent.subscription_details.metadata.reservationId',
    ],
    [
      'an event without data',
      JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded' }),
      'data.object',
    ],
    ['an amount in words', withIntent({ amount: 'a lot' }), 'data.object.amount'],
    ['a currency that is a number', withIntent({ currency: 756 }), 'data.object.currency'],
    ['metadata that is a list', withIntent({ metadata: ['x'] }), 'data.object.metadata'],
    ['an intent without an id', withIntent({ id: null }), 'data.object.id'],
  ])(
    'answers 400 for %s, logs the field at fault and records nothing',
    async (_, payload, field) => {
      const answer = await sendToStripeWebhook(payload);
      expect(answer).toEqual({ status: 400, body: { error: 'invalid-request' } });
      expect(errors).toHaveBeenCalledWith(
        { route: 'webhooks/stripe', field },
        'webhook-event-malformed',
      );
      expect(await database().db.select().from(paymentEvents)).toEqual([]);
    },
  );

  it('ignores an event type named like an Object.prototype member', async () => {
    const answer = await sendToStripeWebhook(
      JSON.stringify({ ...(validEvent as object), type: 'constructor' }),
    );
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });

  it('never answers a 5xx, whatever is signed (property)', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBodyText(validEvent), async (payload) => {
        expectNoServerError(await sendToStripeWebhook(payload), ['invalid-signature']);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});

describe('a signed Sanity webhook that is malformed', () => {
  // Only this block reads content from Sanity: the Stripe webhook above needs the embedded catalogue.
  beforeAll(() => {
    Object.assign(process.env, {
      SANITY_PROJECT_ID: 'nova-test',
      SANITY_DATASET: 'production',
      // A Content Lake host of our own: the webhook does not wait for Sanity's eventual consistency.
      SANITY_API_HOST: 'http://127.0.0.1:9',
      SANITY_REVALIDATE_SECRET: SANITY_SECRET,
    });
  });

  async function sendToRevalidate(payload: string) {
    const signature = await encodeSignatureHeader(payload, Date.now(), SANITY_SECRET);
    return callRoute((request) => revalidate(new NextRequest(request)), '/api/revalidate', {
      method: 'POST',
      body: payload,
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    });
  }

  it('answers 400 for a body that is not JSON', async () => {
    expect(await sendToRevalidate('{"_type": ')).toEqual({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });

  it('never answers a 5xx, whatever is signed (property)', async () => {
    await fc.assert(
      // Sanity signs no empty body.
      fc.asyncProperty(
        mutatedBodyText({ _type: 'checkup', _id: 'checkup.x' }).filter((text) => text !== ''),
        async (payload) => {
          expectNoServerError(await sendToRevalidate(payload), ['invalid-signature']);
        },
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});
