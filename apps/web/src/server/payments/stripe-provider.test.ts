// The Stripe provider, driven through the real `stripe` package with its HTTP client replaced by a recorder.
import Stripe from 'stripe';
import { WebhookSignatureError } from './provider';
import { monthsAfter, STRIPE_API_VERSION, stripeProvider } from './stripe-provider';

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Headers;
}

const WEBHOOK_SECRET = 'whsec_test_recorder';

/** What Stripe answers a request it refuses (HTTP 400 with an error object). */
class Refusal {
  constructor(readonly error: { type: string; code: string; message: string }) {}
}

function recorder(answers: Record<string, unknown>) {
  const calls: Recorded[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      form: new URLSearchParams(method === 'GET' ? url.search : String(init?.body ?? '')),
      headers: new Headers(init?.headers),
    });
    const answer = answers[`${method} ${url.pathname}`];
    if (answer === undefined)
      return new Response('{"error":{"message":"unexpected"}}', { status: 500 });
    const refusal = answer instanceof Refusal ? answer : null;
    return new Response(JSON.stringify(refusal ? { error: refusal.error } : answer), {
      status: refusal ? 400 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const provider = stripeProvider({
    secretKey: 'sk_test_recorder',
    webhookSecret: WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return { provider, calls };
}

const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  amount: 249000,
  currency: 'chf',
  status: 'requires_payment_method',
  client_secret: 'pi_123_secret_abc',
  metadata: { reservationId: 'res-1' },
  last_payment_error: null,
};

describe('Stripe payment intents', () => {
  it('sends the amount in minor units, the currency, the reservation id and an idempotency key', async () => {
    const { provider, calls } = recorder({ 'POST /v1/payment_intents': intent });
    const created = await provider.createIntent({
      reservationId: 'res-1',
      amount: 249000,
      currency: 'CHF',
      saveCardForLater: false,
      idempotencyKey: 'nova-intent-res-1-249000',
      description: 'Nova check-up NOVA-7K2Q9M',
    });
    expect(created).toEqual({ intentId: 'pi_123', clientSecret: 'pi_123_secret_abc' });
    const [call] = calls;
    expect(call?.form.get('amount')).toBe('249000');
    expect(call?.form.get('currency')).toBe('chf');
    expect(call?.form.get('metadata[reservationId]')).toBe('res-1');
    expect(call?.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(call?.form.has('setup_future_usage')).toBe(false);
    expect(call?.headers.get('idempotency-key')).toBe('nova-intent-res-1-249000');
    expect(call?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
  });

  it('keeps the card for later on a downpayment', async () => {
    const { provider, calls } = recorder({ 'POST /v1/payment_intents': intent });
    await provider.createIntent({
      reservationId: 'res-1',
      amount: 50000,
      currency: 'CHF',
      saveCardForLater: true,
      idempotencyKey: 'k',
      description: 'd',
    });
    expect(calls[0]?.form.get('setup_future_usage')).toBe('off_session');
  });

  it('re-reads a payment from Stripe with the brand and last four digits of the card it was paid with', async () => {
    const { provider, calls } = recorder({
      'GET /v1/payment_intents/pi_123': {
        ...intent,
        status: 'succeeded',
        latest_charge: {
          id: 'ch_1',
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
        },
      },
    });
    expect(await provider.retrievePayment('pi_123')).toEqual({
      intentId: 'pi_123',
      reservationId: 'res-1',
      status: 'succeeded',
      amount: 249000,
      currency: 'CHF',
      card: { brand: 'mastercard', last4: '4444' },
      failureCode: null,
    });
    expect(calls[0]?.form.getAll('expand[0]')).toEqual(['latest_charge']);
  });

  it('reads why a payment failed from its last error, the decline code first', async () => {
    const cases = [
      [
        { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
        'insufficient_funds',
      ],
      [
        { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
        'payment_intent_authentication_failure',
      ],
    ] as const;
    for (const [last_payment_error, failureCode] of cases) {
      const { provider } = recorder({
        'GET /v1/payment_intents/pi_123': {
          ...intent,
          status: 'requires_payment_method',
          last_payment_error,
        },
      });
      expect(await provider.retrievePayment('pi_123')).toMatchObject({
        status: 'failed',
        failureCode,
      });
    }
  });

  it('knows no card for a payment made another way, or one not charged yet', async () => {
    const twint = {
      id: 'ch_2',
      object: 'charge',
      payment_method_details: { type: 'twint', twint: {} },
    };
    for (const latest_charge of [twint, null]) {
      const { provider } = recorder({
        'GET /v1/payment_intents/pi_123': { ...intent, status: 'succeeded', latest_charge },
      });
      expect((await provider.retrievePayment('pi_123')).card).toBeNull();
    }
  });
});

describe('Stripe instalments', () => {
  it('creates a customer and a one-phase schedule of 12 months that cancels at its end', async () => {
    const { provider, calls } = recorder({
      'POST /v1/customers': { id: 'cus_1', object: 'customer' },
      'POST /v1/subscription_schedules': {
        id: 'sub_sched_1',
        object: 'subscription_schedule',
        subscription: 'sub_1',
      },
      'GET /v1/subscriptions/sub_1': {
        id: 'sub_1',
        object: 'subscription',
        latest_invoice: {
          id: 'in_1',
          object: 'invoice',
          confirmation_secret: { client_secret: 'pi_9_secret_x', type: 'payment_intent' },
        },
      },
    });
    const created = await provider.createInstalments({
      reservationId: 'res-2',
      installments: [37337, ...Array(11).fill(37333)],
      currency: 'CHF',
      productId: 'prod_nova_wbsbt_12',
      customer: { email: 'anna@example.ch', name: 'Anna Muster' },
      idempotencyKey: 'nova-instalments-res-2-448000',
    });
    expect(created).toEqual({
      intentId: 'pi_9',
      clientSecret: 'pi_9_secret_x',
      scheduleId: 'sub_sched_1',
      customerId: 'cus_1',
    });
    const [customer, schedule, subscription] = calls;
    expect(customer?.form.get('email')).toBe('anna@example.ch');
    expect(customer?.form.get('metadata[reservationId]')).toBe('res-2');
    const form = schedule?.form;
    expect(form?.get('customer')).toBe('cus_1');
    expect(form?.get('end_behavior')).toBe('cancel');
    expect(form?.get('start_date')).toBe('now');
    expect(form?.get('phases[0][duration][interval]')).toBe('month');
    expect(form?.get('phases[0][duration][interval_count]')).toBe('12');
    expect(form?.get('phases[0][items][0][price_data][unit_amount]')).toBe('37333');
    expect(form?.get('phases[0][items][0][price_data][currency]')).toBe('chf');
    expect(form?.get('phases[0][items][0][price_data][product]')).toBe('prod_nova_wbsbt_12');
    expect(form?.get('phases[0][items][0][price_data][recurring][interval]')).toBe('month');
    expect(form?.get('phases[0][add_invoice_items][0][price_data][unit_amount]')).toBe('4');
    expect(form?.get('metadata[reservationId]')).toBe('res-2');
    expect(schedule?.headers.get('idempotency-key')).toBe('nova-instalments-res-2-448000');
    expect(subscription?.form.get('expand[0]')).toBe('latest_invoice.confirmation_secret');
  });

  const paidFirst = { ...intent, id: 'pi_9', status: 'succeeded', payment_method: 'pm_card_1' };
  const plan = (status: string, card: string | null) => ({
    id: 'sub_sched_1',
    object: 'subscription_schedule',
    status,
    default_settings: { default_payment_method: card },
    phases: [],
  });

  it('makes the card the first month was paid with the schedule’s card for the later months', async () => {
    const { provider, calls } = recorder({
      'GET /v1/payment_intents/pi_9': paidFirst,
      'GET /v1/subscription_schedules/sub_sched_1': plan('active', null),
      'POST /v1/subscription_schedules/sub_sched_1': plan('active', 'pm_card_1'),
    });
    await provider.keepCardForInstalments({ intentId: 'pi_9', scheduleId: 'sub_sched_1' });
    const update = calls.find((call) => call.method === 'POST');
    expect(update?.form.get('default_settings[default_payment_method]')).toBe('pm_card_1');
    // Nothing else of the schedule is touched: its phases and metadata stay Stripe's.
    expect([...(update?.form.keys() ?? [])]).toEqual(['default_settings[default_payment_method]']);
    expect(update?.headers.get('idempotency-key')).toBe('nova-keep-card-sub_sched_1-pm_card_1');
  });

  it.each([
    ['kept already', plan('active', 'pm_card_1')],
    ['cancelled since', plan('canceled', null)],
  ])('changes nothing on a schedule with the card %s', async (_, schedule) => {
    const { provider, calls } = recorder({
      'GET /v1/payment_intents/pi_9': paidFirst,
      'GET /v1/subscription_schedules/sub_sched_1': schedule,
    });
    await provider.keepCardForInstalments({ intentId: 'pi_9', scheduleId: 'sub_sched_1' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('fails, to be retried, when the first month names no card', async () => {
    const { provider } = recorder({
      'GET /v1/payment_intents/pi_9': { ...paidFirst, payment_method: null },
    });
    await expect(
      provider.keepCardForInstalments({ intentId: 'pi_9', scheduleId: 'sub_sched_1' }),
    ).rejects.toThrow('no payment method');
  });
});

describe('Stripe instalment plans changed by a move', () => {
  const unix = (iso: string) => Date.parse(iso) / 1000;
  const START = unix('2027-01-31T10:00:00Z');
  const phase = (start: number, end: number, price: string) => ({
    start_date: start,
    end_date: end,
    items: [{ price, quantity: 1 }],
    metadata: { reservationId: 'res-3' },
  });
  const schedule = (phases: unknown[], metadata: Record<string, string> = {}) => ({
    id: 'sub_sched_3',
    object: 'subscription_schedule',
    status: 'active',
    metadata: { reservationId: 'res-3', ...metadata },
    phases,
  });
  const change = {
    reservationId: 'res-3',
    scheduleId: 'sub_sched_3',
    currency: 'CHF' as const,
    productId: 'prod_nova_6',
    idempotencyKey: 'nova-replan-res-3-1',
  };

  it('counts months as Stripe bills them: the same day, a short month’s last', () => {
    expect(monthsAfter(START, 1)).toBe(unix('2027-02-28T10:00:00Z'));
    expect(monthsAfter(START, 3)).toBe(unix('2027-04-30T10:00:00Z'));
    expect(monthsAfter(START, 12)).toBe(unix('2028-01-31T10:00:00Z'));
  });

  it('ends the current phase after the paid months and bills the rest anew, the remainder on its first invoice', async () => {
    const { provider, calls } = recorder({
      'GET /v1/subscription_schedules/sub_sched_3': schedule([
        phase(START, monthsAfter(START, 6), 'price_415'),
      ]),
      'POST /v1/subscription_schedules/sub_sched_3': schedule([]),
    });
    await provider.changeInstalments({
      ...change,
      installments: [41500, 41500, 41500, 33168, 33166, 33166],
      paidMonths: 3,
      sequence: 1,
    });
    const update = calls.find((call) => call.method === 'POST');
    const form = update?.form;
    expect(update?.headers.get('idempotency-key')).toBe('nova-replan-res-3-1');
    expect(form?.get('phases[0][start_date]')).toBe(String(START));
    expect(form?.get('phases[0][end_date]')).toBe(String(monthsAfter(START, 3)));
    expect(form?.get('phases[0][items][0][price]')).toBe('price_415');
    expect(form?.get('phases[1][duration][interval_count]')).toBe('3');
    expect(form?.get('phases[1][items][0][price_data][unit_amount]')).toBe('33166');
    expect(form?.get('phases[1][items][0][price_data][product]')).toBe('prod_nova_6');
    expect(form?.get('phases[1][add_invoice_items][0][price_data][unit_amount]')).toBe('2');
    expect(form?.has('phases[2][start_date]')).toBe(false);
    expect(form?.get('proration_behavior')).toBe('none');
    expect(form?.get('end_behavior')).toBe('cancel');
    expect(form?.get('metadata[planSequence]')).toBe('1');
    expect(form?.get('metadata[reservationId]')).toBe('res-3');
  });

  it('after an earlier change, keeps only the phase billing the last paid month', async () => {
    const { provider, calls } = recorder({
      'GET /v1/subscription_schedules/sub_sched_3': schedule(
        [
          phase(START, monthsAfter(START, 1), 'price_415'),
          phase(monthsAfter(START, 1), monthsAfter(START, 6), 'price_365'),
        ],
        { planSequence: '1' },
      ),
      'POST /v1/subscription_schedules/sub_sched_3': schedule([]),
    });
    await provider.changeInstalments({
      ...change,
      installments: [41500, 36500, 42750, 42750, 42750, 42750],
      paidMonths: 2,
      sequence: 2,
      idempotencyKey: 'nova-replan-res-3-2',
    });
    const form = calls.find((call) => call.method === 'POST')?.form;
    expect(form?.get('phases[0][start_date]')).toBe(String(monthsAfter(START, 1)));
    expect(form?.get('phases[0][end_date]')).toBe(String(monthsAfter(START, 2)));
    expect(form?.get('phases[0][items][0][price]')).toBe('price_365');
    expect(form?.get('phases[1][items][0][price_data][unit_amount]')).toBe('42750');
    expect(form?.get('phases[1][duration][interval_count]')).toBe('4');
    expect(form?.has('phases[1][add_invoice_items][0][price_data][unit_amount]')).toBe(false);
    expect(form?.get('metadata[planSequence]')).toBe('2');
  });

  it('ends the schedule after the paid months when nothing is left to pay', async () => {
    const { provider, calls } = recorder({
      'GET /v1/subscription_schedules/sub_sched_3': schedule([
        phase(START, monthsAfter(START, 6), 'price_415'),
      ]),
      'POST /v1/subscription_schedules/sub_sched_3': schedule([]),
    });
    await provider.changeInstalments({
      ...change,
      installments: [29000, 0, 0, 0, 0, 0],
      paidMonths: 2,
      sequence: 1,
    });
    const form = calls.find((call) => call.method === 'POST')?.form;
    expect(form?.get('phases[0][end_date]')).toBe(String(monthsAfter(START, 2)));
    expect(form?.has('phases[1][items][0][price_data][unit_amount]')).toBe(false);
    expect(form?.get('end_behavior')).toBe('cancel');
  });

  it('changes nothing for a change it applied already or an older one, nor for an ended schedule', async () => {
    const applied = recorder({
      'GET /v1/subscription_schedules/sub_sched_3': schedule(
        [phase(START, monthsAfter(START, 6), 'price_415')],
        { planSequence: '2' },
      ),
    });
    for (const sequence of [1, 2])
      await applied.provider.changeInstalments({
        ...change,
        installments: [41500, 36500, 36500, 36500, 36500, 36500],
        paidMonths: 1,
        sequence,
      });
    expect(applied.calls.map((call) => call.method)).toEqual(['GET', 'GET']);
    const ended = recorder({
      'GET /v1/subscription_schedules/sub_sched_3': {
        ...schedule([phase(START, monthsAfter(START, 6), 'price_415')]),
        status: 'canceled',
      },
    });
    await ended.provider.changeInstalments({
      ...change,
      installments: [41500, 36500, 36500, 36500, 36500, 36500],
      paidMonths: 1,
      sequence: 1,
    });
    expect(ended.calls.map((call) => call.method)).toEqual(['GET']);
  });
});

describe('Stripe cancellations and refunds', () => {
  it('cancels an open payment intent, and takes one already finished as done', async () => {
    const { provider, calls } = recorder({
      'POST /v1/payment_intents/pi_123/cancel': { ...intent, status: 'canceled' },
    });
    await provider.cancelPayment({ intentId: 'pi_123', scheduleId: null });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/payment_intents/pi_123/cancel',
    ]);
    const finished = recorder({
      'POST /v1/payment_intents/pi_123/cancel': new Refusal({
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot cancel this PaymentIntent because it has a status of canceled.',
      }),
    });
    await expect(
      finished.provider.cancelPayment({ intentId: 'pi_123', scheduleId: null }),
    ).resolves.toBeUndefined();
  });

  it('cancels an instalment schedule and voids its open first invoice, so nothing more is charged', async () => {
    const { provider, calls } = recorder({
      'POST /v1/subscription_schedules/sub_sched_1/cancel': {
        id: 'sub_sched_1',
        object: 'subscription_schedule',
        status: 'canceled',
      },
      'GET /v1/subscription_schedules/sub_sched_1': {
        id: 'sub_sched_1',
        object: 'subscription_schedule',
        subscription: {
          id: 'sub_1',
          object: 'subscription',
          latest_invoice: { id: 'in_1', object: 'invoice', status: 'open' },
        },
      },
      'POST /v1/invoices/in_1/void': { id: 'in_1', object: 'invoice', status: 'void' },
    });
    await provider.cancelPayment({ intentId: 'pi_inv', scheduleId: 'sub_sched_1' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/subscription_schedules/sub_sched_1/cancel',
      'GET /v1/subscription_schedules/sub_sched_1',
      'POST /v1/invoices/in_1/void',
    ]);
  });

  const noRefunds = { object: 'list', data: [], has_more: false, url: '/v1/refunds' };

  it('refunds the whole amount of a payment with the refund idempotency key', async () => {
    const { provider, calls } = recorder({
      'GET /v1/refunds': noRefunds,
      'POST /v1/refunds': { id: 're_1', object: 'refund', status: 'succeeded', amount: 249000 },
    });
    await provider.refundPayment({
      intentId: 'pi_123',
      amount: 249000,
      idempotencyKey: 'nova-refund-res-1-pi_123',
    });
    const [listed, call] = calls;
    expect(listed?.form.get('payment_intent')).toBe('pi_123');
    expect(call?.form.get('payment_intent')).toBe('pi_123');
    expect(call?.form.get('amount')).toBe('249000');
    expect(call?.form.get('metadata[novaRefundKey]')).toBe('nova-refund-res-1-pi_123');
    expect(call?.headers.get('idempotency-key')).toBe('nova-refund-res-1-pi_123');
  });

  it('makes no second refund when the payment has one under the same key, days after Stripe forgot the key', async () => {
    const made = (key: string, status: string) => ({
      id: `re_${key}`,
      object: 'refund',
      status,
      amount: 124500,
      payment_intent: 'pi_123',
      metadata: { novaRefundKey: key },
    });
    const { provider, calls } = recorder({
      'GET /v1/refunds': {
        ...noRefunds,
        data: [
          made('nova-refund-res-1-pi_123:move-1', 'succeeded'),
          made('nova-refund-res-1-pi_123', 'pending'),
        ],
      },
      'POST /v1/refunds': made('new', 'succeeded'),
    });
    await provider.refundPayment({
      intentId: 'pi_123',
      amount: 124500,
      idempotencyKey: 'nova-refund-res-1-pi_123',
    });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    // Another occasion's key (a move's refund) is another refund, and a failed one is made anew.
    await provider.refundPayment({
      intentId: 'pi_123',
      amount: 50000,
      idempotencyKey: 'nova-refund-res-1-pi_123:move-2',
    });
    const failed = recorder({
      'GET /v1/refunds': { ...noRefunds, data: [made('nova-refund-res-1-pi_123', 'failed')] },
      'POST /v1/refunds': made('new', 'succeeded'),
    });
    await failed.provider.refundPayment({
      intentId: 'pi_123',
      amount: 124500,
      idempotencyKey: 'nova-refund-res-1-pi_123',
    });
    expect([...calls, ...failed.calls].map((call) => call.method)).toEqual([
      'GET',
      'GET',
      'POST',
      'GET',
      'POST',
    ]);
  });
});

describe('Stripe webhooks', () => {
  const { provider } = recorder({});
  const stripe = new Stripe('sk_test_unused', { apiVersion: STRIPE_API_VERSION });
  const body = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...intent, status: 'succeeded' } },
  });
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });

  it('accepts a correctly signed event and reads the payment from it', () => {
    expect(provider.parseWebhook(body, sign(body))).toEqual({
      id: 'evt_1',
      kind: 'payment-succeeded',
      payment: {
        intentId: 'pi_123',
        reservationId: 'res-1',
        status: 'succeeded',
        amount: 249000,
        currency: 'CHF',
        // The event names its charge by id only: the card is read when the receipt asks.
        card: null,
        failureCode: null,
      },
    });
  });

  it('reads a debit Stripe is still processing as a processing payment', () => {
    const processing = JSON.stringify({
      id: 'evt_processing',
      object: 'event',
      type: 'payment_intent.processing',
      data: { object: { ...intent, status: 'processing' } },
    });
    expect(provider.parseWebhook(processing, sign(processing))).toMatchObject({
      id: 'evt_processing',
      kind: 'payment-processing',
      payment: { intentId: 'pi_123', reservationId: 'res-1', status: 'processing' },
    });
  });

  it('refuses an altered body, a wrong secret, a stale timestamp and a missing header', () => {
    const altered = body.replace('249000', '1');
    expect(() => provider.parseWebhook(altered, sign(body))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(body, sign(body, 'whsec_wrong'))).toThrow(
      WebhookSignatureError,
    );
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(() => provider.parseWebhook(body, sign(body, WEBHOOK_SECRET, stale))).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhook(body, null)).toThrow(WebhookSignatureError);
  });

  it('ignores event types that need no handling', () => {
    const other = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer' } },
    });
    expect(provider.parseWebhook(other, sign(other))).toEqual({
      id: 'evt_2',
      kind: 'ignored',
      type: 'customer.created',
    });
  });

  const invoicePaid = (invoice: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: 'evt_invoice',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_2',
          object: 'invoice',
          amount_paid: 41500,
          currency: 'chf',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_1', metadata: { reservationId: 'res-1' } },
          },
          ...invoice,
        },
      },
    });
    return provider.parseWebhook(payload, sign(payload));
  };

  it('reads a later instalment from a paid schedule invoice: the intent of its paid invoice payment', () => {
    const payments = {
      object: 'list',
      data: [
        {
          status: 'failed',
          amount_paid: null,
          amount_requested: 41500,
          payment: { type: 'payment_intent', payment_intent: 'pi_declined' },
        },
        {
          status: 'paid',
          amount_paid: 41500,
          amount_requested: 41500,
          payment: { type: 'payment_intent', payment_intent: 'pi_month_2' },
        },
      ],
    };
    expect(invoicePaid({ payments })).toEqual({
      id: 'evt_invoice',
      kind: 'instalment-paid',
      instalment: {
        paymentId: 'pi_month_2',
        invoiceId: 'in_2',
        reservationId: 'res-1',
        amount: 41500,
        currency: 'CHF',
      },
    });
    // As a webhook sends it: payments not expanded, left for the invoice payments list.
    expect(invoicePaid({})).toMatchObject({
      kind: 'instalment-paid',
      instalment: { paymentId: null },
    });
  });

  it("ignores a paid invoice that is not a schedule's, or that took nothing", () => {
    expect(invoicePaid({ parent: null })).toMatchObject({ kind: 'ignored', type: 'invoice.paid' });
    expect(invoicePaid({ amount_paid: 0 })).toMatchObject({ kind: 'ignored' });
  });
});
