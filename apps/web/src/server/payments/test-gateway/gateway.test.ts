// The test gateway behaves like Stripe's test mode: each test card gives its outcome, and nothing is charged twice.

import { paymentIdempotencyKey } from '../provider';
import { memoryTestPaymentStore, TestPaymentError, testGatewayProvider } from './gateway';

function gateway() {
  return testGatewayProvider(memoryTestPaymentStore());
}

const intentInput = {
  reservationId: 'res-1',
  amount: 249000,
  currency: 'CHF' as const,
  saveCardForLater: false,
  idempotencyKey: paymentIdempotencyKey('intent', 'res-1', 249000),
  description: 'Nova check-up',
};

describe('test gateway', () => {
  it('lets a payment or its cancellation win, never both, when they arrive together', async () => {
    const provider = gateway();
    const { intentId, clientSecret } = await provider.createIntent(intentInput);
    const [paid] = await Promise.all([
      provider.pay({ intentId, clientSecret, cardNumber: '4242 4242 4242 4242' }),
      provider.cancelPayment({ intentId, scheduleId: null }),
    ]);
    const { status } = await provider.retrievePayment(intentId);
    expect(paid.event.kind).toBe(status === 'succeeded' ? 'payment-succeeded' : 'payment-canceled');
    expect(paid.returnParams.redirect_status).toBe(status === 'succeeded' ? 'succeeded' : 'failed');
  });

  it('answers the same payment for a retried request', async () => {
    const provider = gateway();
    const first = await provider.createIntent(intentInput);
    const again = await provider.createIntent(intentInput);
    expect(again).toEqual(first);
    expect(first.clientSecret.startsWith(`${first.intentId}_secret_`)).toBe(true);
  });

  it.each([
    ['4242 4242 4242 4242', 'succeeded', 'payment-succeeded', null],
    ['4000 0025 0000 3155', 'succeeded', 'payment-succeeded', null],
    ['4000 0000 0000 0002', 'failed', 'payment-failed', 'card_declined'],
    ['4000 0000 0000 9995', 'failed', 'payment-failed', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'failed', 'payment-failed', 'expired_card'],
    ['4000 0000 0000 0127', 'failed', 'payment-failed', 'incorrect_cvc'],
    ['4000 0000 0000 0119', 'failed', 'payment-failed', 'processing_error'],
  ])('card %s: the payment is %s', async (card, status, kind, declineCode) => {
    const provider = gateway();
    const { intentId, clientSecret } = await provider.createIntent(intentInput);
    const result = await provider.pay({ intentId, clientSecret, cardNumber: card });
    expect(result.event).toMatchObject({
      kind,
      payment: { intentId, reservationId: 'res-1', amount: 249000 },
    });
    expect(result.returnParams).toEqual({
      payment_intent: intentId,
      payment_intent_client_secret: clientSecret,
      redirect_status: status === 'succeeded' ? 'succeeded' : 'failed',
    });
    expect(result.declineCode).toBe(declineCode);
    // Only the 3-D Secure card comes back by the return page's redirect.
    expect(result.authenticated).toBe(card === '4000 0025 0000 3155');
    expect((await provider.retrievePayment(intentId)).status).toBe(status);
  });

  it('lets a declined payment be retried with another card, and a paid one stays paid', async () => {
    const provider = gateway();
    const { intentId, clientSecret } = await provider.createIntent(intentInput);
    await provider.pay({ intentId, clientSecret, cardNumber: '4000000000000002' });
    expect(
      (await provider.pay({ intentId, clientSecret, cardNumber: '4242424242424242' })).event.kind,
    ).toBe('payment-succeeded');
    expect(
      (await provider.pay({ intentId, clientSecret, cardNumber: '4000000000000002' })).event.kind,
    ).toBe('payment-succeeded');
  });

  it('reports the brand and last four digits of the card it was paid with, as Stripe does', async () => {
    const provider = gateway();
    const { intentId, clientSecret } = await provider.createIntent(intentInput);
    expect((await provider.retrievePayment(intentId)).card).toBeNull();
    const declined = await provider.pay({
      intentId,
      clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.event).toMatchObject({ payment: { card: { brand: 'visa', last4: '0002' } } });
    const paid = await provider.pay({ intentId, clientSecret, cardNumber: '4242 4242 4242 4242' });
    expect(paid.event).toMatchObject({ payment: { card: { brand: 'visa', last4: '4242' } } });
    // Paid for good: a later attempt with another card changes nothing.
    await provider.pay({ intentId, clientSecret, cardNumber: '5555 5555 5555 4444' });
    expect((await provider.retrievePayment(intentId)).card).toEqual({
      brand: 'visa',
      last4: '4242',
    });
  });

  it('refuses a payment with the wrong secret or an unknown id', async () => {
    const provider = gateway();
    const { intentId } = await provider.createIntent(intentInput);
    await expect(
      provider.pay({ intentId, clientSecret: 'guess', cardNumber: '4242424242424242' }),
    ).rejects.toThrow(TestPaymentError);
    await expect(provider.retrievePayment('tgpi_unknown')).rejects.toThrow(TestPaymentError);
  });

  /** A plan of six equal months of CHF 415 for the reservation. */
  const sixMonthPlan = (provider: ReturnType<typeof gateway>, reservationId: string) =>
    provider.createInstalments({
      reservationId,
      installments: Array(6).fill(41500),
      currency: 'CHF',
      productId: 'prod_nova_6',
      customer: { email: 'anna@example.ch', name: 'Anna Muster' },
      idempotencyKey: paymentIdempotencyKey('instalments', reservationId, 249000),
    });

  it('models an instalment plan: the first month is paid now', async () => {
    const provider = gateway();
    const plan = await provider.createInstalments({
      reservationId: 'res-2',
      installments: [37337, ...Array(11).fill(37333)],
      currency: 'CHF',
      productId: 'prod_nova_wbsbt_12',
      customer: { email: 'anna@example.ch', name: 'Anna Muster' },
      idempotencyKey: paymentIdempotencyKey('instalments', 'res-2', 448000),
    });
    expect(plan.scheduleId).toMatch(/^tgsched_/);
    expect((await provider.retrievePayment(plan.intentId)).amount).toBe(37337);
  });

  it('keeps the plan’s card for its later months only once the first month is paid, as Stripe’s schedule', async () => {
    const provider = gateway();
    const plan = await sixMonthPlan(provider, 'res-4');
    await expect(provider.keepCardForInstalments(plan)).rejects.toThrow(TestPaymentError);
    expect(await provider.planCardKept(plan.scheduleId)).toBe(false);
    await provider.pay({ ...plan, cardNumber: '4242 4242 4242 4242' });
    await provider.keepCardForInstalments(plan);
    await provider.keepCardForInstalments(plan);
    expect(await provider.planCardKept(plan.scheduleId)).toBe(true);
  });

  it('keeps the plan as booked and changes its unpaid months once per move, never back to an older one', async () => {
    const provider = gateway();
    const plan = await sixMonthPlan(provider, 'res-3');
    expect(await provider.instalmentPlan(plan.scheduleId)).toEqual(Array(6).fill(41500));
    const change = (sequence: number, installments: number[]) =>
      provider.changeInstalments({
        reservationId: 'res-3',
        scheduleId: plan.scheduleId,
        installments,
        paidMonths: 1,
        currency: 'CHF',
        productId: 'prod_nova_6',
        sequence,
        idempotencyKey: `nova-replan-res-3-${sequence}`,
      });
    const cheaper = [41500, ...Array(5).fill(36500)];
    await change(1, cheaper);
    expect(await provider.instalmentPlan(plan.scheduleId)).toEqual(cheaper);
    await change(2, Array(6).fill(41500));
    await change(1, cheaper);
    expect(await provider.instalmentPlan(plan.scheduleId)).toEqual(Array(6).fill(41500));
    expect(await provider.instalmentPlan('tgsched_unknown')).toBeNull();
  });
});
