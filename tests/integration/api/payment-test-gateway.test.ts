// Paying through the API with the built-in test gateway: each test card's outcome, one confirmation, no tampering.
import { eq } from 'drizzle-orm';
import { discountCodeUsage, reservations, testPayments } from '@/server/db/schema';
import { testGateway } from '@/server/payments/provider-instance';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { POST as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  book,
  pay,
  queuedMessages,
  startPaying,
  statusOf,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);

describe('paying in full with the test gateway', () => {
  it('takes the amount due from the stored reservation, confirms on the test card and queues the emails once', async () => {
    const reservation = await book({ services: ['dxa'] });
    const started = await startPaying(reservation);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      provider: 'test',
      amount: 274000,
      currency: 'CHF',
      installmentMonths: 0,
    });
    // The hold as this start left it, for the payment step to show.
    const [held] = await database()
      .db.select({ holdExpiresAt: reservations.holdExpiresAt })
      .from(reservations)
      .where(eq(reservations.id, reservation.id));
    expect(started.body.holdExpiresAt).toBe(held?.holdExpiresAt.toISOString());

    const paid = await pay(started, TEST_CARDS.success);
    expect(paid.status).toBe(200);
    const redirect = new URL(String(paid.body.redirect));
    expect(`${redirect.origin}${redirect.pathname}`).toBe(started.body.returnUrl);
    expect(redirect.pathname).toBe('/de-ch/payment-return');
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      payment_intent: started.body.intentId,
      payment_intent_client_secret: started.body.clientSecret,
      redirect_status: 'succeeded',
    });
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');

    // The return page confirms again (and again on reload): nothing changes, nothing is queued twice.
    for (let time = 0; time < 2; time += 1) {
      const returned = await post(confirm, '/api/payment/confirm', {
        paymentIntent: started.body.intentId,
      });
      expect(returned).toEqual({
        status: 200,
        body: { reservationId: reservation.id, status: 'confirmed', paymentStatus: 'succeeded' },
      });
    }
    expect(await queuedMessages(database().db, reservation.id)).toEqual([
      'email:confirmation',
      'email:reminder',
    ]);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'card-declined'],
    ['insufficient funds', TEST_CARDS.insufficientFunds, 'card-insufficient-funds'],
    ['expired card', TEST_CARDS.expired, 'card-expired'],
    ['incorrect CVC', TEST_CARDS.incorrectCvc, 'card-incorrect-cvc'],
    ['processing error', TEST_CARDS.processingError, 'card-processing-error'],
  ])(
    'leaves the reservation payable when the card is refused (%s), then confirms with a good card',
    async (_, card, reason) => {
      const reservation = await book();
      const started = await startPaying(reservation);
      const refused = await pay(started, card);
      // As Stripe's confirmPayment answers a decline: the reason, and no redirect to follow.
      expect(refused).toEqual({ status: 200, body: { status: 'failed', reason } });
      expect(await statusOf(database().db, reservation.id)).toBe('pending');
      // A refused card emails no one: the address is only typed (the customer may ask on screen).
      expect(await queuedMessages(database().db, reservation.id)).toEqual([]);
      const unpaid = await post(fetchUnpaid, '/api/reservation/fetch-unpaid', {
        id: reservation.id,
        email: reservation.email,
      });
      expect(unpaid.status).toBe(200);
      // Asked again by the return page (a reload, another tab), the reason stays the card's.
      expect(
        await post(confirm, '/api/payment/confirm', { paymentIntent: started.body.intentId }),
      ).toMatchObject({ status: 402, body: { error: reason } });

      const retried = await startPaying(reservation);
      expect(retried.body.intentId).toBe(started.body.intentId);
      expect((await pay(retried, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
      expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
      expect(await queuedMessages(database().db, reservation.id)).toEqual([
        'email:confirmation',
        'email:reminder',
      ]);
    },
  );

  it('pays a card that asks for 3-D Secure and sends the customer through the return page', async () => {
    const reservation = await book();
    const started = await startPaying(reservation);
    const paid = await pay(started, TEST_CARDS.threeDSecure);
    expect(paid.body).toMatchObject({ status: 'requires_action' });
    const redirect = new URL(String(paid.body.redirect));
    expect(`${redirect.origin}${redirect.pathname}`).toBe(started.body.returnUrl);
    expect(redirect.searchParams.get('payment_intent')).toBe(started.body.intentId);
    expect(redirect.searchParams.get('redirect_status')).toBe('succeeded');
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
  });

  it('sends a card refused after 3-D Secure through the return page, which names the reason', async () => {
    const reservation = await book();
    const started = await startPaying(reservation);
    const refused = await pay(started, TEST_CARDS.threeDSecureThenInsufficientFunds);
    expect(refused.body).toMatchObject({ status: 'requires_action' });
    const redirect = new URL(String(refused.body.redirect));
    expect(redirect.searchParams.get('redirect_status')).toBe('failed');
    expect(
      await post(confirm, '/api/payment/confirm', { paymentIntent: started.body.intentId }),
    ).toMatchObject({ status: 402, body: { error: 'card-insufficient-funds' } });
    expect(await statusOf(database().db, reservation.id)).toBe('pending');
  });

  it('refuses to pay a reservation that is already confirmed', async () => {
    const reservation = await book();
    await pay(await startPaying(reservation), TEST_CARDS.success);
    expect((await startPaying(reservation)).body).toEqual({
      error: 'unpaid-reservation-already-confirmed',
    });
  });
});

describe('a payment and its cancellation arriving together', () => {
  it('never both win: a cancelled payment is not charged, a charged one not cancelled', async () => {
    const gateway = testGateway();
    if (gateway === null) throw new Error('the test gateway is the provider here');
    for (let trial = 0; trial < 5; trial += 1) {
      const started = await startPaying(await book());
      const intentId = String(started.body.intentId);
      const [paid] = await Promise.all([
        pay(started, TEST_CARDS.success),
        gateway.cancelPayment({ intentId, scheduleId: null }),
      ]);
      const [stored] = await database()
        .db.select({ status: testPayments.status })
        .from(testPayments)
        .where(eq(testPayments.intentId, intentId));
      expect(paid.body.status).toBe(stored?.status === 'succeeded' ? 'succeeded' : 'failed');
    }
  });
});

describe('tampering', () => {
  it('ignores an amount or currency the browser sends', async () => {
    const reservation = await book();
    const started = await startPaying(reservation, { amount: 100, currency: 'EUR' });
    expect(started.body).toMatchObject({ amount: 249000, currency: 'CHF' });
  });

  it("refuses someone else's reservation and charges nothing", async () => {
    const victim = await book();
    const attacker = await book();
    const started = await startPaying({ id: victim.id, email: attacker.email });
    // Answered as an unknown reservation is: the attempt learns nothing about the victim's booking.
    expect(started).toEqual({ status: 404, body: { error: 'unpaid-reservation-not-found' } });
    expect(await database().db.select().from(testPayments)).toEqual([]);
    expect(await statusOf(database().db, victim.id)).toBe('pending');
  });

  it('refuses a payment with the wrong secret, an unknown payment, and malformed input', async () => {
    const reservation = await book();
    const started = await startPaying(reservation);
    const forged = await pay(
      { ...started, body: { ...started.body, clientSecret: 'guessed' } },
      TEST_CARDS.success,
    );
    expect(forged.status).toBe(402);
    expect(await statusOf(database().db, reservation.id)).toBe('pending');
    expect(
      (await post(confirm, '/api/payment/confirm', { paymentIntent: 'tgpi_unknown' })).status,
    ).toBe(402);
    expect(await startPaying({ id: 'not-a-uuid', email: reservation.email })).toMatchObject({
      status: 400,
      body: { error: 'validation-failed', fields: ['reservationId'] },
    });
    expect((await post(confirm, '/api/payment/confirm', '{not json')).body).toEqual({
      error: 'invalid-request',
      fields: ['body'],
    });
  });
});

describe('instalments and downpayments', () => {
  it('starts 12 monthly instalments only through the subscription route, the first month paid now', async () => {
    const reservation = await book({ installmentMonths: 12 });
    expect((await startPaying(reservation)).body).toEqual({ error: 'installments-not-available' });
    const started = await startPaying(reservation, { installmentMonths: 12 });
    expect(started.body).toMatchObject({ amount: 20750, installmentMonths: 12 });
    await pay(started, TEST_CARDS.success);
    expect(await statusOf(database().db, reservation.id)).toBe('confirmed');
  });

  it('reserves with a downpayment and keeps the rest for the clinic', async () => {
    const reservation = await book({ checkupSlug: 'nova_premium' });
    expect(await statusOf(database().db, reservation.id)).toBe('downpayment_pending');
    const started = await startPaying(reservation);
    expect(started.body).toMatchObject({ amount: 50000 });
    await pay(started, TEST_CARDS.success);
    expect(await statusOf(database().db, reservation.id)).toBe('downpayment_confirmed');
  });
});

describe('discount codes', () => {
  it('holds a redemption when the payment starts, and counts it once through confirmation', async () => {
    const reservation = await book({ discountCode: 'NOVA10' });
    const usage = () =>
      database().db.select().from(discountCodeUsage).where(eq(discountCodeUsage.code, 'NOVA10'));
    expect(await usage()).toEqual([]);
    const started = await startPaying(reservation);
    expect(started.body).toMatchObject({ amount: 224100 });
    expect(await usage()).toMatchObject([{ redemptions: 1 }]);
    await startPaying(reservation);
    await pay(started, TEST_CARDS.success);
    expect(await usage()).toMatchObject([{ redemptions: 1 }]);
  });
});
