// The contract flows against Stripe's test mode (npm run test:stripe, scripts/test-stripe.ts): the real provider code with a
// sk_test_ key; every request and answer is also held to the generated schemas, so the stand-in's contract is checked against Stripe.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import Stripe from 'stripe';
import { splitInstalments } from '../../apps/web/src/booking/money';
import {
  monthsAfter,
  STRIPE_API_VERSION,
  stripeProvider,
} from '../../apps/web/src/server/payments/stripe-provider';
import { routeOf } from './routes';
import { answerProblems, checkRequest } from './validate';

const secretKey = process.env.STRIPE_SECRET_KEY ?? '';
const WEBHOOK_SECRET = 'whsec_nova_test_stripe_local';
const run = randomUUID().slice(0, 8);
/** What Stripe accepted that the generated schemas would refuse, and Stripe's answers they do not describe. */
const problems: string[] = [];

/** Stripe's fetch client, with each request and its answer held to the schemas of its route. */
const checkedFetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const method = init?.method ?? 'GET';
  const form = new URLSearchParams(method === 'GET' ? url.search : String(init?.body ?? ''));
  const response = await fetch(input, init);
  const route = routeOf(method, url.pathname);
  if (route && response.ok) {
    const refusal = checkRequest(method, url.pathname, form).refusal;
    if (refusal)
      problems.push(
        `Stripe accepted ${method} ${url.pathname} that the schema refuses: ${refusal.message}`,
      );
    problems.push(...answerProblems(route, await response.clone().json()));
  }
  return response;
};

const httpClient = Stripe.createFetchHttpClient(checkedFetch as typeof fetch);
const provider = stripeProvider({ secretKey, webhookSecret: WEBHOOK_SECRET, httpClient });
const stripe = new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, httpClient });
const RETURN_URL = 'https://example.com/de-ch/payment/return';

async function paidIntent(amount: number, paymentMethod: string) {
  const { intentId } = await provider.createIntent({
    reservationId: `test-stripe-${run}`,
    amount,
    currency: 'CHF',
    saveCardForLater: false,
    idempotencyKey: `nova-test-stripe-${run}-${amount}-${paymentMethod}`,
    description: `Nova npm run test:stripe ${run}`,
  });
  await stripe.paymentIntents
    .confirm(intentId, { payment_method: paymentMethod, return_url: RETURN_URL })
    .catch((error: unknown) => {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    });
  return intentId;
}

test('a full payment by card: succeeded, with the card on the receipt', async () => {
  const intentId = await paidIntent(249000, 'pm_card_visa');
  const payment = await provider.retrievePayment(intentId);
  assert.equal(payment.status, 'succeeded');
  assert.equal(payment.amount, 249000);
  assert.equal(payment.card?.last4, '4242');
});

test('a downpayment keeps the card for later', async () => {
  const { intentId } = await provider.createIntent({
    reservationId: `test-stripe-${run}`,
    amount: 50000,
    currency: 'CHF',
    saveCardForLater: true,
    idempotencyKey: `nova-test-stripe-${run}-downpayment`,
    description: `Nova npm run test:stripe ${run}`,
  });
  assert.equal((await stripe.paymentIntents.retrieve(intentId)).setup_future_usage, 'off_session');
});

test('a declined card: failed, with its decline code', async () => {
  const intentId = await paidIntent(249000, 'pm_card_chargeDeclined');
  const payment = await provider.retrievePayment(intentId);
  assert.equal(payment.status, 'failed');
  assert.equal(payment.failureCode, 'generic_decline');
});

test('3-D Secure waits for the customer, and an open payment can be cancelled', async () => {
  const intentId = await paidIntent(249000, 'pm_card_authenticationRequired');
  assert.equal((await provider.retrievePayment(intentId)).status, 'pending');
  await provider.cancelPayment({ intentId, scheduleId: null });
  await provider.cancelPayment({ intentId, scheduleId: null });
  assert.equal((await provider.retrievePayment(intentId)).status, 'canceled');
});

test('a partial and then the full refund, each once under its key, however often asked', async () => {
  const intentId = await paidIntent(249000, 'pm_card_visa');
  const partial = {
    intentId,
    amount: 124500,
    idempotencyKey: `nova-refund-test-${run}-${intentId}`,
  };
  await provider.refundPayment(partial);
  await provider.refundPayment(partial);
  const rest = { intentId, amount: 124500, idempotencyKey: `${partial.idempotencyKey}:rest` };
  await provider.refundPayment(rest);
  await provider.refundPayment(rest);
  const refunds = await stripe.refunds.list({ payment_intent: intentId });
  assert.deepEqual(refunds.data.map((refund) => refund.amount).sort(), [124500, 124500]);
});

test('6 instalments: the first invoice carries the remainder; a move changes the unpaid months; cancelling stops the schedule', async () => {
  const product = await stripe.products.create(
    { name: 'Nova test:stripe check-up (6 instalments)' },
    { idempotencyKey: 'nova-test-stripe-product-6' },
  );
  const installments = splitInstalments(274000, 6);
  const created = await provider.createInstalments({
    reservationId: `test-stripe-${run}`,
    installments,
    currency: 'CHF',
    productId: product.id,
    customer: { email: `test-stripe-${run}@example.com`, name: 'Nova test:stripe' },
    idempotencyKey: `nova-test-stripe-${run}-instalments`,
  });
  await stripe.paymentIntents.confirm(created.intentId, {
    payment_method: 'pm_card_visa',
    return_url: RETURN_URL,
  });
  const first = await provider.retrievePayment(created.intentId);
  assert.equal(first.status, 'succeeded');
  assert.equal(first.amount, installments[0]);
  const moved = splitInstalments(294000, 6);
  await provider.changeInstalments({
    reservationId: `test-stripe-${run}`,
    scheduleId: created.scheduleId,
    installments: [installments[0] ?? 0, ...moved.slice(1)],
    paidMonths: 1,
    currency: 'CHF',
    productId: product.id,
    sequence: 1,
    idempotencyKey: `nova-test-stripe-${run}-replan-1`,
  });
  const schedule = await stripe.subscriptionSchedules.retrieve(created.scheduleId);
  assert.equal(schedule.metadata?.planSequence, '1');
  await provider.cancelPayment({ intentId: created.intentId, scheduleId: created.scheduleId });
  assert.equal(
    (await stripe.subscriptionSchedules.retrieve(created.scheduleId)).status,
    'canceled',
  );
});

/**
 * Stripe's client for the provider with its customers created on a test clock: a customer joins a
 * clock only when created, and the provider creates its own, so the request is amended on its way.
 */
function onTestClock(clockId: string) {
  return Stripe.createFetchHttpClient((async (
    input: string | URL | Request,
    init?: RequestInit,
  ) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const amended =
      init?.method === 'POST' && url.pathname === '/v1/customers'
        ? { ...init, body: `${String(init.body ?? '')}&test_clock=${encodeURIComponent(clockId)}` }
        : init;
    return checkedFetch(input, amended);
  }) as typeof fetch);
}

/** Moves a test clock on and waits until Stripe has run everything due by then (bills, charges). */
async function advance(clockId: string, to: number): Promise<void> {
  await stripe.testHelpers.testClocks.advance(clockId, { frozen_time: to });
  for (let waited = 0; waited < 120; waited += 1) {
    const clock = await stripe.testHelpers.testClocks.retrieve(clockId);
    if (clock.status === 'ready') return;
    if (clock.status === 'internal_failure')
      throw new Error('Stripe could not advance the test clock');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the test clock was still advancing after two minutes');
}

test('a test clock: month two is charged to the card kept from month one, at the price a move set', async () => {
  const start = Math.floor(Date.now() / 1000);
  const clock = await stripe.testHelpers.testClocks.create({
    frozen_time: start,
    name: `Nova npm run test:stripe ${run}`,
  });
  try {
    const onClock = stripeProvider({
      secretKey,
      webhookSecret: WEBHOOK_SECRET,
      httpClient: onTestClock(clock.id),
    });
    const product = await stripe.products.create(
      { name: 'Nova test:stripe check-up (6 instalments, test clock)' },
      { idempotencyKey: 'nova-test-stripe-product-6-clock' },
    );
    const booked = splitInstalments(274000, 6);
    const created = await onClock.createInstalments({
      reservationId: `test-stripe-${run}-clock`,
      installments: booked,
      currency: 'CHF',
      productId: product.id,
      customer: { email: `test-stripe-${run}-clock@example.com`, name: 'Nova test:stripe' },
      idempotencyKey: `nova-test-stripe-${run}-clock-instalments`,
    });
    await stripe.paymentIntents.confirm(created.intentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    // What the confirmation queues (lifecycle/confirm.ts), asked twice as an outbox retry would.
    await onClock.keepCardForInstalments(created);
    await onClock.keepCardForInstalments(created);
    const moved = splitInstalments(294000, 6);
    await onClock.changeInstalments({
      reservationId: `test-stripe-${run}-clock`,
      scheduleId: created.scheduleId,
      installments: [booked[0] ?? 0, ...moved.slice(1)],
      paidMonths: 1,
      currency: 'CHF',
      productId: product.id,
      sequence: 1,
      idempotencyKey: `nova-test-stripe-${run}-clock-replan-1`,
    });
    // A month and two days on: the second invoice made, finalised and charged off-session.
    await advance(clock.id, monthsAfter(start, 1) + 2 * 24 * 60 * 60);
    const schedule = await stripe.subscriptionSchedules.retrieve(created.scheduleId);
    const subscription =
      typeof schedule.subscription === 'string' ? schedule.subscription : schedule.subscription?.id;
    assert.ok(subscription, 'the schedule has its subscription');
    const invoices = await stripe.invoices.list({ subscription, limit: 10 });
    const later = invoices.data.filter((each) => each.status !== 'void').slice(0, -1);
    assert.equal(later.length, 1, 'one invoice after the first');
    const [second] = later;
    assert.equal(second?.status, 'paid', 'the second month was charged to the kept card');
    assert.equal(second?.amount_paid, moved[1]);
    // As the `invoice.paid` webhook leaves it: Nova finds the payment behind the invoice.
    const paid = await onClock.instalmentPaymentOf(String(second?.id));
    assert.equal(paid?.amount, moved[1]);
  } finally {
    await stripe.testHelpers.testClocks.del(clock.id);
  }
});

test('a webhook event signed as Stripe signs it is read as the payment it names', async () => {
  const intentId = await paidIntent(249000, 'pm_card_visa');
  const intent = await stripe.paymentIntents.retrieve(intentId);
  const payload = JSON.stringify({
    id: `evt_test_stripe_${run}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
  const event = provider.parseWebhook(
    payload,
    stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  );
  assert.equal(event.kind, 'payment-succeeded');
});

after(() => {
  assert.deepEqual(problems, [], 'Stripe and the generated schemas disagree');
});
