// The Stripe implementation of the payment provider: one client with a pinned API version.
import 'server-only';
import Stripe from 'stripe';
import {
  type CancelInput,
  type CreatedInstalments,
  type CreatedPayment,
  type InstalmentChange,
  type InstalmentInput,
  type InstalmentPaid,
  type IntentInput,
  type PaymentCard,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSnapshot,
  type PaymentStatus,
  paymentCardOf,
  type RefundInput,
  WebhookPayloadError,
  WebhookSignatureError,
} from './provider';
import { checkStripeEvent } from './stripe-event';

/** The refund's metadata naming the idempotency key it was made with (see refundPayment). */
const REFUND_KEY = 'novaRefundKey';

/** Pinned so a Stripe-side upgrade never changes what this code receives. */
export const STRIPE_API_VERSION = '2026-08-26.dahlia';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Replaced in tests by a recorder; Stripe's fetch client otherwise. */
  httpClient?: Stripe.HttpClient;
  /** Another API address (a stand-in Stripe in tests); Stripe's own when null or absent. */
  apiUrl?: URL | null;
}

function hostOptions(apiUrl: URL | null | undefined) {
  if (!apiUrl) return {};
  const protocol = apiUrl.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: apiUrl.hostname,
    port: Number(apiUrl.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
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

/**
 * The card of the intent's latest charge, when the charge was expanded (retrievePayment asks for
 * it); a webhook's intent names the charge by id only, and a payment by another method has no card.
 */
function cardOf(intent: Stripe.PaymentIntent): PaymentCard | null {
  const charge = intent.latest_charge;
  if (charge === null || typeof charge !== 'object') return null;
  const card = charge.payment_method_details?.card;
  return card ? paymentCardOf(card.brand, card.last4) : null;
}

/** Why the last attempt was refused: the decline code is the more specific, then the error's code. */
function failureCodeOf(intent: Stripe.PaymentIntent): string | null {
  if (statusOf(intent) !== 'failed') return null;
  const error = intent.last_payment_error;
  return error?.decline_code ?? error?.code ?? null;
}

export function snapshotOf(intent: Stripe.PaymentIntent): PaymentSnapshot {
  return {
    intentId: intent.id,
    reservationId: intent.metadata?.reservationId ?? null,
    status: statusOf(intent),
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    card: cardOf(intent),
    failureCode: failureCodeOf(intent),
  };
}

/**
 * Runs a cancellation that may find its object already finished (cancelled, paid, voided):
 * Stripe refuses those with an invalid-request error about the object's state, which here means
 * there is nothing left to stop. A succeeded payment is then the late-payment path's to refund.
 */
/**
 * `months` monthly periods after `start` (Unix seconds), as Stripe bills a monthly price anchored
 * at `start`: the same day and time of the month, on a shorter month its last day.
 */
export function monthsAfter(start: number, months: number): number {
  const from = new Date(start * 1000);
  const target = new Date(
    Date.UTC(
      from.getUTCFullYear(),
      from.getUTCMonth() + months,
      1,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/**
 * The phases of an instalment schedule after a change of its unpaid months: the phase(s) billing
 * the last paid month, as they are but ending where the change starts (earlier ones are past and
 * left out, as Stripe allows), then one phase of the unpaid months: equal months on the instalment
 * product, the split's remainder added to its first invoice, as at creation. Nothing left to pay:
 * no further phase, so the schedule (`end_behavior: cancel`) ends after the paid months.
 */
export function changedPhases(
  schedule: Pick<Stripe.SubscriptionSchedule, 'phases'>,
  change: InstalmentChange,
): Stripe.SubscriptionScheduleUpdateParams.Phase[] {
  const first = schedule.phases[0];
  if (first === undefined) throw new Error('The instalment schedule has no phase.');
  const boundary = monthsAfter(first.start_date, change.paidMonths);
  const lastPaid = monthsAfter(first.start_date, Math.max(0, change.paidMonths - 1));
  const kept = schedule.phases
    .filter((phase) => phase.start_date < boundary && phase.end_date > lastPaid)
    .map((phase) => ({
      start_date: phase.start_date,
      end_date: Math.min(phase.end_date, boundary),
      items: phase.items.map((item) => ({
        price: typeof item.price === 'string' ? item.price : item.price.id,
        quantity: item.quantity ?? 1,
      })),
      metadata: phase.metadata ?? {},
    }));
  const unpaid = change.installments.slice(change.paidMonths);
  const regular = unpaid[unpaid.length - 1] ?? 0;
  if (unpaid.every((amount) => amount === 0)) return kept;
  const currency = change.currency.toLowerCase();
  const remainder = (unpaid[0] ?? 0) - regular;
  const product = change.productId;
  return [
    ...kept,
    {
      items: [
        {
          price_data: { currency, product, unit_amount: regular, recurring: { interval: 'month' } },
          quantity: 1,
        },
      ],
      duration: { interval: 'month', interval_count: unpaid.length },
      metadata: { reservationId: change.reservationId },
      ...(remainder > 0
        ? {
            add_invoice_items: [
              { price_data: { currency, product, unit_amount: remainder }, quantity: 1 },
            ],
          }
        : {}),
    },
  ];
}

async function ignoreFinished(cancel: () => Promise<unknown>): Promise<void> {
  try {
    await cancel();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.code === 'payment_intent_unexpected_state' ||
        error.code === 'resource_missing' ||
        error.code === 'invoice_not_editable' ||
        /canceled|cancelled|released|completed|void/i.test(error.message))
    )
      return;
    throw error;
  }
}

/** The id of an object Stripe sends as its id or, expanded, whole; null when there is none. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function requireSecret(secret: string | null, what: string): string {
  if (!secret) throw new Error(`Stripe returned no client secret for the ${what}.`);
  return secret;
}

const EVENT_KINDS: Partial<
  Record<
    Stripe.Event.Type,
    'payment-succeeded' | 'payment-processing' | 'payment-failed' | 'payment-canceled'
  >
> = {
  'payment_intent.succeeded': 'payment-succeeded',
  'payment_intent.processing': 'payment-processing',
  'payment_intent.payment_failed': 'payment-failed',
  'payment_intent.canceled': 'payment-canceled',
};

/** The intent of an invoice payment that paid: its id, whether Stripe sent the id or the object. */
function paidIntentOf(
  payment: Stripe.InvoicePayment,
): { paymentId: string; amount: number } | null {
  if (payment.status !== 'paid' || payment.payment.type !== 'payment_intent') return null;
  const intent = payment.payment.payment_intent;
  const paymentId = typeof intent === 'string' ? intent : intent?.id;
  return paymentId ? { paymentId, amount: payment.amount_paid ?? payment.amount_requested } : null;
}

/**
 * A paid invoice of an instalment schedule's subscription, as the instalment it pays; null for any
 * other invoice (nothing paid, or not from a subscription). The reservation comes from the metadata
 * the schedule gave its subscription; the payment from `invoice.payments` when the event has it.
 */
export function instalmentOf(invoice: Stripe.Invoice): InstalmentPaid | null {
  const subscription = invoice.parent?.subscription_details;
  if (!subscription || invoice.amount_paid <= 0 || !invoice.id) return null;
  const paid = (invoice.payments?.data ?? []).map(paidIntentOf).find((each) => each !== null);
  return {
    paymentId: paid?.paymentId ?? null,
    invoiceId: invoice.id,
    reservationId: subscription.metadata?.reservationId ?? null,
    amount: paid?.amount ?? invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
  };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
    ...hostOptions(settings.apiUrl),
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

    async cancelPayment({ intentId, scheduleId }: CancelInput): Promise<void> {
      if (scheduleId !== null) {
        await ignoreFinished(() => stripe.subscriptionSchedules.cancel(scheduleId));
        // The first month's invoice carries the payment: voided, it cannot be paid any more.
        const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId, {
          expand: ['subscription.latest_invoice'],
        });
        const subscription =
          typeof schedule.subscription === 'object' ? schedule.subscription : null;
        const invoice = subscription?.latest_invoice;
        if (typeof invoice === 'object' && invoice?.status === 'open' && invoice.id) {
          const invoiceId = invoice.id;
          await ignoreFinished(() => stripe.invoices.voidInvoice(invoiceId));
        }
        return;
      }
      await ignoreFinished(() => stripe.paymentIntents.cancel(intentId));
    },

    /**
     * Stripe forgets an idempotency key after 24 hours, and the outbox retries a dead letter days
     * later: each refund carries its key in its metadata, and a refund the payment already has under
     * that key (not failed) is not made again.
     */
    async refundPayment({ intentId, amount, idempotencyKey }: RefundInput): Promise<void> {
      for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 }))
        if (
          refund.metadata?.[REFUND_KEY] === idempotencyKey &&
          refund.status !== 'failed' &&
          refund.status !== 'canceled'
        )
          return;
      await stripe.refunds.create(
        {
          payment_intent: intentId,
          amount,
          reason: 'requested_by_customer',
          metadata: { [REFUND_KEY]: idempotencyKey },
        },
        { idempotencyKey },
      );
    },

    /**
     * Replaces the schedule's phases from the first unpaid month on. The schedule's metadata keeps
     * the latest change applied (`planSequence`): a repeated or older change (an outbox retry after
     * a crash, a late delivery) is not applied again. A schedule that ended or was cancelled has
     * nothing left to change.
     */
    async changeInstalments(change: InstalmentChange): Promise<void> {
      const schedule = await stripe.subscriptionSchedules.retrieve(change.scheduleId);
      if (Number(schedule.metadata?.planSequence ?? 0) >= change.sequence) return;
      if (schedule.status !== 'active' && schedule.status !== 'not_started') return;
      await stripe.subscriptionSchedules.update(
        change.scheduleId,
        {
          phases: changedPhases(schedule, change),
          proration_behavior: 'none',
          end_behavior: 'cancel',
          metadata: { ...schedule.metadata, planSequence: String(change.sequence) },
        },
        { idempotencyKey: change.idempotencyKey },
      );
    },

    async keepCardForInstalments({ intentId, scheduleId }) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      const method = idOf(intent.payment_method);
      if (method === null)
        throw new Error('The first instalment was paid with no payment method to keep.');
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
      if (schedule.status !== 'active' && schedule.status !== 'not_started') return;
      if (idOf(schedule.default_settings.default_payment_method) === method) return;
      // The schedule's default, not the subscription's: a replan replaces the phases, and every
      // phase without a method of its own charges the schedule's.
      await stripe.subscriptionSchedules.update(
        scheduleId,
        { default_settings: { default_payment_method: method } },
        { idempotencyKey: `nova-keep-card-${scheduleId}-${method}` },
      );
    },

    async instalmentPaymentOf(invoiceId: string) {
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      return payments.data.map(paidIntentOf).find((each) => each !== null) ?? null;
    },

    async retrievePayment(intentId: string): Promise<PaymentSnapshot> {
      // The latest charge carries the card's brand and last four digits for the receipt.
      return snapshotOf(
        await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
      );
    },

    parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = checkStripeEvent(
          stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
        );
      } catch (error) {
        // The body is parsed only after its signature matched: a signed body that is not JSON.
        if (error instanceof SyntaxError) throw new WebhookPayloadError('body');
        if (error instanceof WebhookPayloadError) throw error;
        throw new WebhookSignatureError();
      }
      if (event.type === 'invoice.paid') {
        const instalment = instalmentOf(event.data.object);
        if (instalment) return { id: event.id, kind: 'instalment-paid', instalment };
      }
      const kind = Object.hasOwn(EVENT_KINDS, event.type) ? EVENT_KINDS[event.type] : undefined;
      if (!kind || event.data.object.object !== 'payment_intent')
        return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind, payment: snapshotOf(event.data.object as Stripe.PaymentIntent) };
    },
  };
}
