// The payment a card form completes, for the booking's payment step and the manage page's move alike: what starting one answers, the test gateway's card call and the error ids a payment shows.
import type { InstallmentMonths } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { isRecord } from '@/booking/untrusted-json';
import { requestJson } from './request';

const isString = (value: unknown): value is string => typeof value === 'string';

/** What create-intent and create-subscription answer: the payment the form completes. */
export interface StartedPayment {
  provider: 'stripe' | 'test';
  intentId: string;
  clientSecret: string;
  /** What is charged now, in minor units: the total, the first month, or the downpayment. */
  amount: number;
  currency: Currency;
  installmentMonths: InstallmentMonths;
  /** Until when the time is held for this payment (ISO 8601): starting it may have extended the hold. */
  holdExpiresAt: string;
  /** The return page on the site's configured address, where the provider sends the customer after paying. */
  returnUrl: string;
}

/** A failed payment that Stripe or the test gateway reports without leaving the page. */
export const PAYMENT_FAILED = 'payment-failed-or-canceled-by-user';
/** Any other failure to start or send a payment. */
export const PAYMENT_ERROR = 'error-stripe-payment';

/** As Stripe's confirmPayment answers: a refused card stays on the page with its reason (a catalogue id). */
export type TestCardAnswer =
  | {
      status: 'succeeded' | 'requires_action';
      /** The return page with the parameters Stripe would append. */
      redirect: string;
    }
  | { status: 'failed'; reason: string };

/**
 * The test gateway's card form. The answer's address must be the return page the payment was
 * started with (`returnUrl`), nothing else.
 */
export async function payWithTestCard({
  returnUrl,
  ...card
}: {
  paymentIntent: string;
  clientSecret: string;
  cardNumber: string;
  locale: Locale;
  returnUrl: string;
}): Promise<TestCardAnswer> {
  const isAnswer = (body: unknown): body is TestCardAnswer =>
    isRecord(body) &&
    (body.status === 'failed'
      ? isString(body.reason)
      : (body.status === 'succeeded' || body.status === 'requires_action') &&
        isString(body.redirect) &&
        body.redirect.startsWith(`${returnUrl}?`));
  return requestJson('/api/payment/test-gateway/pay', isAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
    cache: 'no-store',
  });
}

/**
 * The test gateway's bank page (a redirect method): the customer's decision, answered with the
 * return page to go back to, which must be the one the payment was started with.
 */
export async function decideTestRedirect({
  returnUrl,
  ...decision
}: {
  paymentIntent: string;
  clientSecret: string;
  decision: 'approve' | 'decline' | 'cancel';
  locale: Locale;
  returnUrl: string;
}): Promise<{ redirect: string }> {
  const isAnswer = (body: unknown): body is { redirect: string } =>
    isRecord(body) && isString(body.redirect) && body.redirect.startsWith(`${returnUrl}?`);
  return requestJson('/api/payment/test-gateway/redirect', isAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(decision),
    cache: 'no-store',
  });
}

/** The test gateway's bank page for a payment: where a redirect method leaves the site for. */
export function testBankHref(locale: Locale, payment: StartedPayment): string {
  const params = new URLSearchParams({
    payment_intent: payment.intentId,
    payment_intent_client_secret: payment.clientSecret,
  });
  return `/${locale}/test-bank?${params}`;
}
