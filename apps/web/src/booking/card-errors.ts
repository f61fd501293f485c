// Why a card was refused, as the error catalogue names it: from Stripe's error codes (and the test gateway's, which copies them).

/** The catalogue ids of a refused card; each has UI copy in en, de and fr. */
export const CARD_ERROR_IDS = [
  'card-declined',
  'card-insufficient-funds',
  'card-expired',
  'card-incorrect-cvc',
  'card-processing-error',
] as const;
export type CardErrorId = (typeof CARD_ERROR_IDS)[number];

/** Stripe's codes of a refused card (`code`, or `decline_code` under `card_declined`). */
const BY_STRIPE_CODE: Readonly<Record<string, CardErrorId>> = {
  card_declined: 'card-declined',
  generic_decline: 'card-declined',
  insufficient_funds: 'card-insufficient-funds',
  expired_card: 'card-expired',
  incorrect_cvc: 'card-incorrect-cvc',
  invalid_cvc: 'card-incorrect-cvc',
  processing_error: 'card-processing-error',
};

/** What Stripe.js's `confirmPayment` reports when it stays on the page (its field names). */
export interface StripeCardError {
  type: string;
  code?: string | undefined;
  decline_code?: string | undefined;
}

/**
 * The catalogue id of a card error: the decline code is the more specific (a declined card with
 * `insufficient_funds`), then the code; any other refusal of the card is a plain decline. Null for
 * an error that is not the card's (network, API, a form left incomplete).
 */
export function cardErrorIdOf(error: StripeCardError): CardErrorId | null {
  if (error.type !== 'card_error') return null;
  const byDecline =
    error.decline_code === undefined ? undefined : BY_STRIPE_CODE[error.decline_code];
  const byCode = error.code === undefined ? undefined : BY_STRIPE_CODE[error.code];
  return byDecline ?? byCode ?? 'card-declined';
}

/**
 * Why a payment that came back by the return address failed, as the catalogue names it, from the
 * provider's failure code: a refused card by its reason, a failed 3-D Secure check as such, and
 * anything else (a cancelled bank page, a code not known here) as a plain failed payment.
 */
export function paymentFailureErrorId(
  failureCode: string | null,
): CardErrorId | 'payment-authentication-failed' | 'payment-failed-or-canceled-by-user' {
  if (failureCode === null) return 'payment-failed-or-canceled-by-user';
  if (failureCode === 'payment_intent_authentication_failure')
    return 'payment-authentication-failed';
  return BY_STRIPE_CODE[failureCode] ?? 'payment-failed-or-canceled-by-user';
}

export function isCardErrorId(value: unknown): value is CardErrorId {
  return typeof value === 'string' && (CARD_ERROR_IDS as readonly string[]).includes(value);
}
