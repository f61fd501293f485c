// The test gateway's cards: which outcome each card number gives, as Stripe's test cards do.

/** A refusal, named by Stripe's error code (the decline code for insufficient funds). */
export type CardRefusal =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

/**
 * What paying with a card does: whether it asks for 3-D Secure first (which the test gateway takes
 * as passed, coming back by the return address as Stripe's redirect does), and why the bank then
 * refuses it, null when it pays.
 */
export interface CardOutcome {
  authenticated: boolean;
  refusal: CardRefusal | null;
}

const outcome = (refusal: CardRefusal | null, authenticated = false): CardOutcome => ({
  authenticated,
  refusal,
});

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': outcome(null),
  '4000002500003155': outcome(null, true),
  // Stripe's card that passes 3-D Secure and is then refused for insufficient funds.
  '4000008260003178': outcome('insufficient_funds', true),
  '4000000000000002': outcome('card_declined'),
  '4000000000009995': outcome('insufficient_funds'),
  '4000000000000069': outcome('expired_card'),
  '4000000000000127': outcome('incorrect_cvc'),
  '4000000000000119': outcome('processing_error'),
};

/** Digits only: people type card numbers with spaces or dashes. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The outcome of paying with a card; a number that is not a test card is declined, as Stripe's test mode does. */
export function testCardOutcome(cardNumber: string): CardOutcome {
  return TEST_CARDS[normaliseCardNumber(cardNumber)] ?? outcome('card_declined');
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
