// The test gateway's cards: which outcome each card number gives, as Stripe's test cards do.

/** A refusal, named by Stripe's error code (the decline code for insufficient funds). */
export type CardRefusal =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

/** `authenticated`: the card asks for 3-D Secure, which the test gateway takes as passed. */
export type CardOutcome = 'succeeded' | 'authenticated' | CardRefusal;

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000002500003155': 'authenticated',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Digits only: people type card numbers with spaces or dashes. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The outcome of paying with a card; a number that is not a test card is declined, as Stripe's test mode does. */
export function testCardOutcome(cardNumber: string): CardOutcome {
  return TEST_CARDS[normaliseCardNumber(cardNumber)] ?? 'card_declined';
}

/** A card as a receipt names it: its brand (Stripe's ids) and its last four digits. */
export interface CardOnReceipt {
  brand: 'visa' | 'mastercard' | 'amex' | 'unknown';
  last4: string;
}

/**
 * What a card number tells of itself, as Stripe reports a paid card: the brand from its leading
 * digits (every documented test card is a Visa) and the last four digits; never the whole number.
 */
export function cardOnReceipt(cardNumber: string): CardOnReceipt {
  const digits = normaliseCardNumber(cardNumber);
  const prefix = Number(digits.slice(0, 4));
  const brand = digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'unknown';
  return { brand, last4: digits.slice(-4) };
}
