// The Stripe implementation of the payment provider: one client with a pinned API version.
import 'server-only';
import Stripe from 'stripe';
import {
  type CreatedInstalments,
  type CreatedPayment,
  type InstalmentInput,
  type IntentInput,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSnapshot,
  type PaymentStatus,
  WebhookSignatureError,
} from './provider';

/** Pinned so a Stripe-side upgrade never changes what this code receives. */
export const STRIPE_API_VERSION = '2026-08-26.dahlia';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Replaced in tests by a recorder; Stripe's fetch client otherwise. */
  httpClient?: Stripe.HttpClient;
}

function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

export function snapshotOf(intent: Stripe.PaymentIntent): PaymentSnapshot {
  return {
    intentId: intent.id,
    reservationId: intent.metadata?.reservationId ?? null,
    status: statusOf(intent),
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
  };
}

function requireSecret(secret: string | null, what: string): string {
  if (!secret) throw new Error(`Stripe returned no client secret for the ${what}.`);
  return secret;
}

const EVENT_KINDS: Partial<
  Record<Stripe.Event.Type, 'payment-succeeded' | 'payment-failed' | 'payment-canceled'>
> = {
  'payment_intent.succeeded': 'payment-succeeded',
  'payment_intent.payment_failed': 'payment-failed',
  'payment_intent.canceled': 'payment-canceled',
};

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
    appInfo: { name: 'nova-storefront' },
  });

  return {
    name: 'stripe',

    async createIntent(input: IntentInput): Promise<CreatedPayment> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: { reservationId: input.reservationId },
          ...(input.saveCardForLater ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { intentId: intent.id, clientSecret: requireSecret(intent.client_secret, 'payment') };
    },

    async createInstalments(input: InstalmentInput): Promise<CreatedInstalments> {
      const [first, monthly] = [
        input.installments[0],
        input.installments[1] ?? input.installments[0],
      ];
      if (first === undefined || monthly === undefined)
        throw new Error('An instalment plan needs at least one month.');
      const currency = input.currency.toLowerCase();
      const metadata = { reservationId: input.reservationId };
      const customer = await stripe.customers.create(
        { email: input.customer.email, name: input.customer.name, metadata },
        { idempotencyKey: `${input.idempotencyKey}-customer` },
      );
      const remainder = first - monthly;
      const schedule = await stripe.subscriptionSchedules.create(
        {
          customer: customer.id,
          start_date: 'now',
          end_behavior: 'cancel',
          metadata,
          phases: [
            {
              items: [
                {
                  price_data: {
                    currency,
                    product: input.productId,
                    unit_amount: monthly,
                    recurring: { interval: 'month' },
                  },
                  quantity: 1,
                },
              ],
              duration: { interval: 'month', interval_count: input.installments.length },
              metadata,
              // Equal months cannot carry the split's remainder; it goes on the first invoice.
              ...(remainder > 0
                ? {
                    add_invoice_items: [
                      {
                        price_data: { currency, product: input.productId, unit_amount: remainder },
                        quantity: 1,
                      },
                    ],
                  }
                : {}),
            },
          ],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const subscriptionId =
        typeof schedule.subscription === 'string'
          ? schedule.subscription
          : schedule.subscription?.id;
      if (!subscriptionId)
        throw new Error('Stripe started no subscription for the instalment schedule.');
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice.confirmation_secret'],
      });
      const invoice = subscription.latest_invoice;
      const clientSecret =
        typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null;
      const secret = requireSecret(clientSecret ?? null, 'first instalment');
      // A confirmation secret of type payment_intent is `<intent id>_secret_<…>`.
      const intentId = secret.split('_secret_')[0] ?? secret;
      return { intentId, clientSecret: secret, scheduleId: schedule.id, customerId: customer.id };
    },

    async retrievePayment(intentId: string): Promise<PaymentSnapshot> {
      return snapshotOf(await stripe.paymentIntents.retrieve(intentId));
    },

    parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const kind = EVENT_KINDS[event.type];
      if (!kind || event.data.object.object !== 'payment_intent')
        return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind, payment: snapshotOf(event.data.object as Stripe.PaymentIntent) };
    },
  };
}
