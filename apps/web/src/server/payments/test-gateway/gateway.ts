// The built-in test gateway (its own folder, named as the README and its routes name it, so no file is taken for a test helper): Stripe's flow without Stripe, deciding each payment by its test card.
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CardRefusal,
  cardOnReceipt,
  testCardOutcome,
} from '../../../booking/test-gateway-cards';
import {
  type CancelInput,
  type CreatedInstalments,
  type CreatedPayment,
  type InstalmentChange,
  type InstalmentInput,
  type IntentInput,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSnapshot,
  type PaymentStatus,
  paymentCardOf,
  type RefundInput,
  WebhookSignatureError,
} from '../provider';

/** A payment as the gateway keeps it: its refusal is kept as the decline code. */
export interface TestPayment extends Omit<PaymentSnapshot, 'failureCode'> {
  clientSecret: string;
  idempotencyKey: string;
  saveCardForLater: boolean;
  declineCode: CardRefusal | null;
  /** Minor units given back; a refund asked again with the same key is not repeated. */
  refundedAmount: number;
  refundIdempotencyKey: string | null;
  /** On a plan's first payment: its monthly amounts, as Stripe's schedule keeps them; else null. */
  plan: number[] | null;
  /** The booking's change that last set the plan (0: as booked). */
  planSequence: number | null;
  /** On a plan's first payment: its card is the one later months are charged to (Stripe's schedule default). */
  planCardKept: boolean;
}

type TestPaymentChange = Partial<
  Pick<
    TestPayment,
    | 'status'
    | 'declineCode'
    | 'card'
    | 'refundedAmount'
    | 'refundIdempotencyKey'
    | 'plan'
    | 'planSequence'
    | 'planCardKept'
  >
>;

/** Where the gateway keeps its payments; the database in the app, a Map in unit tests. */
export interface TestPaymentStore {
  findByIdempotencyKey(key: string): Promise<TestPayment | null>;
  find(intentId: string): Promise<TestPayment | null>;
  insert(payment: TestPayment): Promise<void>;
  /**
   * Changes a payment; with `onlyFrom`, only while its status is one of those (one conditional
   * write, so a payment and its cancellation never both win). Answers whether it changed.
   */
  update(
    intentId: string,
    change: TestPaymentChange,
    onlyFrom?: readonly PaymentStatus[],
  ): Promise<boolean>;
}

/** A payment still open: it may yet be paid, or cancelled. */
export const OPEN_PAYMENT: readonly PaymentStatus[] = ['pending', 'processing', 'failed'];

export class TestPaymentError extends Error {
  constructor(readonly reason: 'unknown-payment' | 'wrong-secret' | 'not-refundable' | 'not-paid') {
    super(reason);
    this.name = 'TestPaymentError';
  }
}

export interface TestPaymentResult {
  event: PaymentEvent;
  /** Why the card was refused (Stripe's code), null unless the payment failed on this card. */
  declineCode: CardRefusal | null;
  /** The card asked for 3-D Secure: as with Stripe, the customer comes back by the return URL. */
  authenticated: boolean;
  /** Query parameters that Stripe would append to the return URL. */
  returnParams: {
    payment_intent: string;
    payment_intent_client_secret: string;
    redirect_status: 'succeeded' | 'failed';
  };
}

function secretFor(intentId: string): string {
  return `${intentId}_secret_${randomBytes(12).toString('hex')}`;
}

/** The next month of a plan to charge: which month (2 for the second), how much, for which reservation. */
export interface InstalmentCharge {
  reservationId: string;
  month: number;
  amount: number;
  currency: string;
}

export function testGatewayProvider(store: TestPaymentStore): PaymentProvider & {
  pay(input: {
    intentId: string;
    clientSecret: string;
    cardNumber: string;
  }): Promise<TestPaymentResult>;
  chargeInstalment(input: InstalmentCharge): Promise<PaymentEvent>;
  instalmentPlan(scheduleId: string): Promise<number[] | null>;
  /** Whether a later month of the plan can be charged: its first month's card was kept for it. */
  planCardKept(scheduleId: string): Promise<boolean>;
  decideRedirect(input: {
    intentId: string;
    clientSecret: string;
    decision: 'approve' | 'decline' | 'cancel';
  }): Promise<TestPaymentResult['returnParams']>;
} {
  /** A schedule is named after its plan's first payment. */
  const firstPaymentOf = (scheduleId: string) =>
    store.find(`tgpi_${scheduleId.slice('tgsched_'.length)}`);

  async function open(
    key: string,
    reservationId: string,
    amount: number,
    currency: string,
    saveCardForLater: boolean,
  ) {
    const existing = await store.findByIdempotencyKey(key);
    if (existing) return existing;
    const intentId = `tgpi_${randomUUID().replaceAll('-', '')}`;
    const payment: TestPayment = {
      intentId,
      reservationId,
      status: 'pending',
      amount,
      currency,
      clientSecret: secretFor(intentId),
      idempotencyKey: key,
      saveCardForLater,
      declineCode: null,
      card: null,
      refundedAmount: 0,
      refundIdempotencyKey: null,
      plan: null,
      planSequence: null,
      planCardKept: false,
    };
    await store.insert(payment);
    // A concurrent start with the same key may have stored its payment first: that one counts.
    return (await store.findByIdempotencyKey(key)) ?? payment;
  }

  return {
    name: 'test',

    async createIntent(input: IntentInput): Promise<CreatedPayment> {
      const payment = await open(
        input.idempotencyKey,
        input.reservationId,
        input.amount,
        input.currency,
        input.saveCardForLater,
      );
      return { intentId: payment.intentId, clientSecret: payment.clientSecret };
    },

    async createInstalments(input: InstalmentInput): Promise<CreatedInstalments> {
      // As with Stripe's schedule, what is paid now is the first month's invoice.
      const first = input.installments[0];
      if (first === undefined) throw new Error('An instalment plan needs at least one month.');
      const payment = await open(
        input.idempotencyKey,
        input.reservationId,
        first,
        input.currency,
        true,
      );
      if (payment.plan === null)
        await store.update(payment.intentId, { plan: input.installments, planSequence: 0 });
      const suffix = payment.intentId.slice('tgpi_'.length);
      return {
        intentId: payment.intentId,
        clientSecret: payment.clientSecret,
        scheduleId: `tgsched_${suffix}`,
        customerId: `tgcus_${suffix}`,
      };
    },

    async retrievePayment(intentId: string): Promise<PaymentSnapshot> {
      const payment = await store.find(intentId);
      if (!payment) throw new TestPaymentError('unknown-payment');
      const { intentId: id, reservationId, status, amount, currency, card, declineCode } = payment;
      const failureCode = status === 'failed' ? declineCode : null;
      return { intentId: id, reservationId, status, amount, currency, card, failureCode };
    },

    async cancelPayment({ intentId }: CancelInput): Promise<void> {
      const payment = await store.find(intentId);
      if (!payment) throw new TestPaymentError('unknown-payment');
      // As with Stripe: a succeeded payment cannot be cancelled, only refunded; a payment that
      // succeeds meanwhile wins, and this changes nothing.
      await store.update(intentId, { status: 'canceled' }, OPEN_PAYMENT);
    },

    async refundPayment({ intentId, amount, idempotencyKey }: RefundInput): Promise<void> {
      const payment = await store.find(intentId);
      if (!payment) throw new TestPaymentError('unknown-payment');
      if (payment.refundIdempotencyKey === idempotencyKey) return;
      if (payment.status !== 'succeeded' || payment.refundedAmount + amount > payment.amount)
        throw new TestPaymentError('not-refundable');
      await store.update(intentId, {
        refundedAmount: payment.refundedAmount + amount,
        refundIdempotencyKey: idempotencyKey,
      });
    },

    async changeInstalments({ scheduleId, installments, sequence }: InstalmentChange) {
      const first = await firstPaymentOf(scheduleId);
      if (!first) throw new TestPaymentError('unknown-payment');
      // Applied already, or a newer change was: as Stripe's schedule metadata says (stripe-provider).
      if ((first.planSequence ?? 0) >= sequence) return;
      await store.update(first.intentId, { plan: installments, planSequence: sequence });
    },

    async keepCardForInstalments({ scheduleId }) {
      const first = await firstPaymentOf(scheduleId);
      if (!first) throw new TestPaymentError('unknown-payment');
      // As with Stripe: an unpaid first month has no card to keep.
      if (first.status !== 'succeeded') throw new TestPaymentError('not-paid');
      if (!first.planCardKept) await store.update(first.intentId, { planCardKept: true });
    },

    async planCardKept(scheduleId: string) {
      return (await firstPaymentOf(scheduleId))?.planCardKept ?? false;
    },

    /** The plan's monthly amounts as the gateway keeps them; null for a plan it never stored. */
    async instalmentPlan(scheduleId: string) {
      return (await firstPaymentOf(scheduleId))?.plan ?? null;
    },

    async instalmentPaymentOf() {
      // The gateway's instalment events always name their payment.
      return null;
    },

    /**
     * Charges a later month of a plan with the card kept from the first, as Stripe's schedule does
     * at each period: a payment that succeeded, and the event Stripe's `invoice.paid` becomes. The
     * same month charged again answers the same payment (its idempotency key), with a new event id,
     * as a duplicated webhook would.
     */
    async chargeInstalment({ reservationId, month, amount, currency }): Promise<PaymentEvent> {
      const key = `nova-instalment-${reservationId}-${month}`;
      const payment = await open(key, reservationId, amount, currency, true);
      if (payment.status !== 'succeeded')
        await store.update(payment.intentId, { status: 'succeeded' });
      return {
        id: `tgevt_${randomUUID()}`,
        kind: 'instalment-paid',
        instalment: {
          paymentId: payment.intentId,
          invoiceId: null,
          reservationId,
          amount: payment.amount,
          currency: payment.currency,
        },
      };
    },

    parseWebhook(): PaymentEvent {
      throw new WebhookSignatureError('The test gateway sends no webhooks.');
    },

    /**
     * A redirect method (as TWINT, Klarna or a bank's page): the customer approved, declined or
     * cancelled on the gateway's bank page. The payment is changed only while open, and nothing is
     * confirmed here: as with Stripe, the customer comes back to the return page, which reads the
     * payment and confirms it (or the recovery sweep does). Cancelling at the bank leaves the
     * payment open to try again, as Stripe does; a refusal records the bank's code.
     */
    async decideRedirect({ intentId, clientSecret, decision }) {
      const payment = await store.find(intentId);
      if (!payment) throw new TestPaymentError('unknown-payment');
      if (payment.clientSecret !== clientSecret) throw new TestPaymentError('wrong-secret');
      if (decision === 'approve')
        await store.update(intentId, { status: 'succeeded', card: null }, OPEN_PAYMENT);
      if (decision === 'decline')
        await store.update(
          intentId,
          { status: 'failed', declineCode: 'card_declined' },
          OPEN_PAYMENT,
        );
      if (decision === 'cancel')
        await store.update(intentId, { status: 'failed', declineCode: null }, OPEN_PAYMENT);
      const now = await store.find(intentId);
      return {
        payment_intent: intentId,
        payment_intent_client_secret: clientSecret,
        redirect_status: now?.status === 'succeeded' ? 'succeeded' : 'failed',
      };
    },

    /**
     * Pays with a test card: the card decides the outcome; a paid payment stays paid. As Stripe
     * does, the payment keeps the brand and last four digits of the card it was last tried with.
     */
    async pay({ intentId, clientSecret, cardNumber }): Promise<TestPaymentResult> {
      const payment = await store.find(intentId);
      if (!payment) throw new TestPaymentError('unknown-payment');
      if (payment.clientSecret !== clientSecret) throw new TestPaymentError('wrong-secret');
      let { status, declineCode, card } = payment;
      let authenticated = false;
      if (status !== 'succeeded' && status !== 'canceled') {
        const outcome = testCardOutcome(cardNumber);
        const typed = cardOnReceipt(cardNumber);
        authenticated = outcome.authenticated;
        status = outcome.refusal === null ? 'succeeded' : 'failed';
        declineCode = outcome.refusal;
        card = paymentCardOf(typed.brand, typed.last4);
        // Only while still open: a cancellation (or another tab's payment) that landed meanwhile wins.
        if (!(await store.update(intentId, { status, declineCode, card }, OPEN_PAYMENT))) {
          const now = await store.find(intentId);
          if (!now) throw new TestPaymentError('unknown-payment');
          ({ status, declineCode, card } = now);
          authenticated = false;
        }
      }
      const snapshot = {
        intentId,
        reservationId: payment.reservationId,
        status,
        amount: payment.amount,
        currency: payment.currency,
        card,
        failureCode: status === 'failed' ? declineCode : null,
      };
      const succeeded = status === 'succeeded';
      return {
        declineCode: status === 'failed' ? declineCode : null,
        authenticated,
        event: {
          id: `tgevt_${randomUUID()}`,
          kind: succeeded
            ? 'payment-succeeded'
            : status === 'canceled'
              ? 'payment-canceled'
              : 'payment-failed',
          payment: snapshot,
        },
        returnParams: {
          payment_intent: intentId,
          payment_intent_client_secret: clientSecret,
          redirect_status: succeeded ? 'succeeded' : 'failed',
        },
      };
    },
  };
}

/** A store in memory, for unit tests and for a single process without a database. */
export function memoryTestPaymentStore(): TestPaymentStore {
  const payments = new Map<string, TestPayment>();
  return {
    async findByIdempotencyKey(key) {
      return [...payments.values()].find((payment) => payment.idempotencyKey === key) ?? null;
    },
    async find(intentId) {
      return payments.get(intentId) ?? null;
    },
    async insert(payment) {
      payments.set(payment.intentId, payment);
    },
    async update(intentId, change, onlyFrom) {
      const payment = payments.get(intentId);
      if (!payment || (onlyFrom !== undefined && !onlyFrom.includes(payment.status))) return false;
      payments.set(intentId, { ...payment, ...change });
      return true;
    },
  };
}
