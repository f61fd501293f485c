// A small Stripe for the contract tests: the stand-in's answers kept in memory (intents, schedules, their first invoices,
// refunds), each built from the request's decoded parameters and complete as Stripe sends it (fixtures.ts).
import type Stripe from 'stripe';
import type { StripeAnswers, StripeRequest } from '../support/stripe-stand-in';
import {
  cardCharge,
  customer,
  invoice,
  invoicePayment,
  type PhaseFixture,
  paymentIntent,
  refund,
  subscription,
  subscriptionSchedule,
} from './fixtures';
import type { FormValue } from './validate';

type Params = Record<string, FormValue>;
const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const record = (value: FormValue | undefined): Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
const strings = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(record(value)).map(([key, each]) => [key, text(each)]));
const idOf = (request: StripeRequest, index: number) => request.path.split('/')[index] ?? '';
const expands = (request: StripeRequest, what: string) =>
  list(request.params.expand).some((each) => text(each) === what);

const MONTH = 30 * 86_400;
const START = 1_790_000_000;

/** The payment method every settled payment in the stand-in was made with. */
export const CARD = 'pm_contract_card';

export function stripeWorld() {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_${++counter}`;
  const intents = new Map<string, Stripe.PaymentIntent>();
  const schedules = new Map<string, ReturnType<typeof subscriptionSchedule>>();
  const invoices = new Map<string, ReturnType<typeof invoice>>();
  /** The schedule's subscription: its customer, first invoice and metadata. */
  const subscriptions = new Map<
    string,
    { customer: string; schedule: string; invoice: string; metadata: Record<string, string> }
  >();

  function phaseOf(params: Params, start: number): PhaseFixture & { months: number } {
    const item = record(list(params.items)[0]);
    const monthly = Number(text(record(item.price_data).unit_amount));
    const months = Number(text(record(params.duration).interval_count)) || 1;
    return {
      start,
      end: start + months * MONTH,
      monthly,
      months,
      metadata: strings(params.metadata),
    };
  }

  function subscriptionOf(id: string, expanded: boolean) {
    const known = subscriptions.get(id);
    if (!known) return null;
    const first = invoices.get(known.invoice);
    return subscription({
      id,
      customer: known.customer,
      schedule: known.schedule,
      latestInvoice: expanded && first ? first : known.invoice,
      metadata: known.metadata,
    });
  }

  const answers: StripeAnswers = {
    'POST /v1/payment_intents': (request) => {
      const id = next('pi_contract');
      const p = request.params;
      const intent = paymentIntent({
        id,
        amount: Number(text(p.amount)),
        currency: text(p.currency),
        description: text(p.description) || null,
        metadata: strings(p.metadata),
        setup_future_usage: text(p.setup_future_usage) === 'off_session' ? 'off_session' : null,
      });
      intents.set(id, intent);
      return intent;
    },
    'GET /v1/payment_intents/{id}': (request) => {
      const intent = intents.get(idOf(request, 3));
      if (!intent) return undefined;
      return expands(request, 'latest_charge') && intent.status === 'succeeded'
        ? { ...intent, latest_charge: cardCharge(intent.id, intent.amount, 'visa', '4242') }
        : intent;
    },
    'POST /v1/payment_intents/{id}/cancel': (request) => {
      const intent = intents.get(idOf(request, 3));
      if (!intent) return undefined;
      const canceled = {
        ...intent,
        status: 'canceled' as const,
        canceled_at: START,
        client_secret: intent.client_secret,
      };
      intents.set(intent.id, canceled);
      return canceled;
    },
    'POST /v1/customers': (request) =>
      customer(next('cus'), text(request.params.email), strings(request.params.metadata)),
    'POST /v1/subscription_schedules': (request) => {
      const p = request.params;
      const id = next('sub_sched');
      const subscriptionId = next('sub');
      const phase = phaseOf(record(list(p.phases)[0]), START);
      const remainder = list(record(list(p.phases)[0]).add_invoice_items)
        .map((item) => Number(text(record(record(item).price_data).unit_amount)))
        .reduce((sum, each) => sum + each, 0);
      const intentId = next('pi_contract_first');
      const first = phase.monthly + remainder;
      const metadata = strings(p.metadata);
      intents.set(intentId, paymentIntent({ id: intentId, amount: first, metadata }));
      const invoiceId = next('in');
      invoices.set(
        invoiceId,
        invoice({
          id: invoiceId,
          customer: text(p.customer),
          amount: first,
          status: 'open',
          confirmationSecret: `${intentId}_secret_contract`,
          subscriptionMetadata: metadata,
        }),
      );
      subscriptions.set(subscriptionId, {
        customer: text(p.customer),
        schedule: id,
        invoice: invoiceId,
        metadata,
      });
      const schedule = subscriptionSchedule({
        id,
        customer: text(p.customer),
        subscription: subscriptionId,
        metadata,
        phases: [phase],
      });
      schedules.set(id, schedule);
      return schedule;
    },
    'POST /v1/subscription_schedules/{id}': (request) => {
      const schedule = schedules.get(idOf(request, 3));
      if (!schedule) return undefined;
      let start = schedule.phases[0]?.start_date ?? START;
      const given = request.params.phases === undefined ? null : list(request.params.phases);
      const phases = (given ?? []).map((each) => {
        const given = record(each);
        const item = record(list(given.items)[0]);
        if (text(given.end_date)) {
          // A phase kept as it was: its dates and price given back.
          const kept = {
            start: Number(text(given.start_date)),
            end: Number(text(given.end_date)),
            monthly: Number(text(item.price).replace('price_', '')),
            metadata: strings(given.metadata),
          };
          start = kept.end;
          return kept;
        }
        const phase = phaseOf(given, start);
        start = phase.end;
        return phase;
      });
      const kept = schedule.default_settings.default_payment_method;
      const card = text(record(request.params.default_settings).default_payment_method);
      // Only what the update names changes, as with Stripe.
      const updated = subscriptionSchedule({
        id: schedule.id,
        customer: String(schedule.customer),
        subscription: schedule.subscription,
        metadata:
          request.params.metadata === undefined
            ? (schedule.metadata ?? {})
            : strings(request.params.metadata),
        phases,
        defaultPaymentMethod: card || (typeof kept === 'string' ? kept : null),
      });
      if (given === null) updated.phases = schedule.phases;
      schedules.set(schedule.id, updated);
      return updated;
    },
    'GET /v1/subscription_schedules/{id}': (request) => {
      const schedule = schedules.get(idOf(request, 3));
      if (!schedule) return undefined;
      const subscriptionId =
        typeof schedule.subscription === 'string' ? schedule.subscription : null;
      const expanded = subscriptionId && expands(request, 'subscription.latest_invoice');
      return expanded
        ? { ...schedule, subscription: subscriptionOf(subscriptionId, true) }
        : schedule;
    },
    'POST /v1/subscription_schedules/{id}/cancel': (request) => {
      const schedule = schedules.get(idOf(request, 3));
      if (!schedule) return undefined;
      const canceled = { ...schedule, status: 'canceled' as const, canceled_at: START };
      schedules.set(schedule.id, canceled);
      return canceled;
    },
    'GET /v1/subscriptions/{id}': (request) =>
      subscriptionOf(idOf(request, 3), expands(request, 'latest_invoice.confirmation_secret')) ??
      undefined,
    'POST /v1/invoices/{id}/void': (request) => {
      const known = invoices.get(idOf(request, 3));
      if (!known) return undefined;
      const voided = { ...known, status: 'void' as const };
      invoices.set(known.id, voided);
      return voided;
    },
    'POST /v1/refunds': (request) =>
      refund({
        id: next('re'),
        paymentIntent: text(request.params.payment_intent),
        amount: Number(text(request.params.amount)),
        metadata: strings(request.params.metadata),
      }),
    'GET /v1/invoice_payments': (request) => ({
      object: 'list',
      data: [...invoices.values()]
        .filter((each) => each.id === text(request.params.invoice) && each.status === 'paid')
        .map((each) =>
          invoicePayment({
            id: `inpay_${each.id}`,
            invoice: each.id,
            intent: 'pi_unknown',
            amount: each.amount_paid,
          }),
        ),
      has_more: false,
      url: '/v1/invoice_payments',
    }),
  };

  return {
    answers,
    intents,
    schedules,
    invoices,
    /** Stripe settling an intent: the object its webhook then carries. */
    settle(
      intentId: string,
      status: 'succeeded' | 'processing' | 'requires_payment_method' | 'canceled',
      error?: { code: string; decline_code?: string },
    ) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No intent ${intentId} in the stand-in.`);
      const settled: Stripe.PaymentIntent = {
        ...intent,
        status,
        amount_received: status === 'succeeded' ? intent.amount : 0,
        // The card the customer paid with (or a debit is under way from).
        payment_method:
          status === 'succeeded' || status === 'processing' ? CARD : intent.payment_method,
        latest_charge:
          (status === 'requires_payment_method' && !error) || status === 'processing'
            ? null
            : `ch_${intentId}`,
        last_payment_error: error
          ? ({
              type: 'card_error',
              code: error.code,
              decline_code: error.decline_code,
              message: 'Your card was declined.',
            } as Stripe.PaymentIntent.LastPaymentError)
          : null,
      };
      intents.set(intentId, settled);
      return settled;
    },
  };
}
