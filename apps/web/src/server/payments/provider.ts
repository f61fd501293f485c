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

/** A provider's payment as re-read from the provider itself (never from the browser). */
export interface PaymentSnapshot {
  intentId: string;
  reservationId: string | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
}

/** A provider event, reduced to what confirmation needs. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'payment-succeeded' | 'payment-failed' | 'payment-canceled';
      payment: PaymentSnapshot;
    }
  | { id: string; kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: IntentInput): Promise<CreatedPayment>;
  createInstalments(input: InstalmentInput): Promise<CreatedInstalments>;
  retrievePayment(intentId: string): Promise<PaymentSnapshot>;
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match.') {
    super(message);
    this.name = 'WebhookSignatureError';
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
