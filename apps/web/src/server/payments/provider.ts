// The payment provider seam: Stripe in production, the built-in test gateway everywhere else.
import type { Currency } from '../../booking/types';

/** What a payment is, as far as a reservation cares. */
export type PaymentStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface CreatedPayment {
  /** The provider's id of the payment (a PaymentIntent id with Stripe). */
  intentId: string;
  /** Given to the browser to complete the payment; never logged. */
  clientSecret: string;
}

export interface IntentInput {
  reservationId: string;
  amount: number;
  currency: Currency;
  /** Keep the card for charging the rest later (downpayment reservations). */
  saveCardForLater: boolean;
  idempotencyKey: string;
  description: string;
}

export interface InstalmentInput {
  reservationId: string;
  /** Monthly amounts in minor units, the first one carrying any remainder (booking/money.ts). */
  installments: number[];
  currency: Currency;
  /** The check-up's instalment product (stripeInstalment6 or stripeInstalment12). */
  productId: string;
  customer: { email: string; name: string };
  idempotencyKey: string;
}

export interface CreatedInstalments extends CreatedPayment {
  scheduleId: string;
  customerId: string;
}

/** The card a payment was made with, as the provider reports it: its brand and last four digits, never the number. */
export interface PaymentCard {
  /** The provider's brand id: visa, mastercard, amex, … */
  brand: string;
  last4: string;
}

/** A provider's payment as re-read from the provider itself (never from the browser). */
export interface PaymentSnapshot {
  intentId: string;
  reservationId: string | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** The card it was paid (or last tried) with; null when the provider did not say (a webhook's event, a payment without a card). */
  card: PaymentCard | null;
  /**
   * Why the provider refused it (Stripe's decline code, else its error code, as
   * `last_payment_error` says); null unless the payment failed.
   */
  failureCode: string | null;
}

/**
 * A card as the receipt may show it: a brand id of letters and underscores, and exactly four digits.
 * Anything else a provider sends is not shown.
 */
export function paymentCardOf(brand: unknown, last4: unknown): PaymentCard | null {
  if (typeof brand !== 'string' || !/^[a-z_]{1,30}$/.test(brand)) return null;
  if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
  return { brand, last4 };
}

/**
 * A later month of an instalment plan, paid (Stripe: the `invoice.paid` of the schedule's
 * subscription). The payment's id is null when the event did not carry it (Stripe's webhook
 * leaves the invoice's payments out); `instalmentPaymentOf` then asks the provider.
 */
export interface InstalmentPaid {
  paymentId: string | null;
  /** The provider's invoice, to look the payment up by; null with the test gateway. */
  invoiceId: string | null;
  /** From the metadata Nova sets on the schedule (and so on its subscription's invoices). */
  reservationId: string | null;
  /** Minor units paid. */
  amount: number;
  currency: string;
}

/** A provider event, reduced to what confirmation needs. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'payment-succeeded' | 'payment-processing' | 'payment-failed' | 'payment-canceled';
      payment: PaymentSnapshot;
    }
  | { id: string; kind: 'instalment-paid'; instalment: InstalmentPaid }
  | { id: string; kind: 'ignored'; type: string };

/** An open payment to stop: the intent, and for instalments the schedule behind it. */
export interface CancelInput {
  intentId: string;
  scheduleId: string | null;
}

export interface RefundInput {
  intentId: string;
  /** Minor units: the whole amount the payment took, or the part of it a cancellation gives back. */
  amount: number;
  /** Derived from the reservation and payment: asking twice refunds once. */
  idempotencyKey: string;
}

/**
 * An instalment plan's unpaid months changed (a move to a clinic of another price): from month
 * `paidMonths + 1` on, the schedule charges `installments` instead. Nothing left to pay ends the
 * plan after its paid months.
 */
export interface InstalmentChange {
  reservationId: string;
  scheduleId: string;
  /** The whole plan after the change, month by month, the paid months as they were. */
  installments: number[];
  paidMonths: number;
  currency: Currency;
  /** The check-up's instalment product, for the new months' price. */
  productId: string;
  /**
   * The booking's change it belongs to (its `calendar_sequence`): the provider keeps the latest it
   * applied and ignores an older or repeated one, so a retry or a late delivery changes nothing.
   */
  sequence: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: IntentInput): Promise<CreatedPayment>;
  createInstalments(input: InstalmentInput): Promise<CreatedInstalments>;
  retrievePayment(intentId: string): Promise<PaymentSnapshot>;
  /**
   * Makes an open payment unpayable (and stops an instalment schedule). A payment already
   * cancelled is fine; one that succeeded meanwhile is left to the late-payment path.
   */
  cancelPayment(input: CancelInput): Promise<void>;
  /** Gives (part of) a succeeded payment back; the idempotency key makes a repeat a no-op. */
  refundPayment(input: RefundInput): Promise<void>;
  /** Changes the unpaid months of an instalment plan, once per `sequence` (see InstalmentChange). */
  changeInstalments(input: InstalmentChange): Promise<void>;
  /**
   * Makes the card a plan's first month was paid with the one its later months are charged to.
   * Stripe charges a schedule's later invoices to its default payment method, and a schedule keeps
   * none by itself (it has no `save_default_payment_method`): without this, month two fails.
   * Repeating it changes nothing.
   */
  keepCardForInstalments(plan: { intentId: string; scheduleId: string }): Promise<void>;
  /** The paid payment of an instalment's invoice, when its event did not name it; null if none. */
  instalmentPaymentOf(invoiceId: string): Promise<{ paymentId: string; amount: number } | null>;
  /**
   * Verifies a webhook's signature over the raw body; throws WebhookSignatureError when it fails,
   * and WebhookPayloadError when a signed body is not a well-formed event.
   */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** One refund per reservation and payment, however often it is asked for. */
export function refundIdempotencyKey(reservationId: string, intentId: string): string {
  return `nova-refund-${reservationId}-${intentId}`;
}

/** A webhook whose signature matched but whose body is not the event it claims to be; names the field at fault. */
export class WebhookPayloadError extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`The webhook event is malformed at ${field}.`);
    this.name = 'WebhookPayloadError';
    this.field = field;
  }
}

/** The same reservation and amount always give the same key, so a retry never charges twice. */
export function paymentIdempotencyKey(
  kind: 'intent' | 'instalments',
  reservationId: string,
  amount: number,
): string {
  return `nova-${kind}-${reservationId}-${amount}`;
}
