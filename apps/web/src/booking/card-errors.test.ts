// Why a card was refused: Stripe's codes named by the error catalogue, the decline code first.
import { cardErrorIdOf, isCardErrorId, paymentFailureErrorId } from './card-errors';
import { httpStatusOf, isUserErrorId } from './errors';

describe('card errors', () => {
  it.each([
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'card-declined'],
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'card-insufficient-funds'],
    [{ code: 'expired_card' }, 'card-expired'],
    [{ code: 'incorrect_cvc' }, 'card-incorrect-cvc'],
    [{ code: 'processing_error' }, 'card-processing-error'],
    // The test gateway names insufficient funds by its code alone.
    [{ code: 'insufficient_funds' }, 'card-insufficient-funds'],
  ])('names Stripe’s %j as %s', (codes, id) => {
    expect(cardErrorIdOf({ type: 'card_error', ...codes })).toBe(id);
  });

  it('takes any other refusal of the card as a decline', () => {
    expect(cardErrorIdOf({ type: 'card_error', code: 'card_velocity_exceeded' })).toBe(
      'card-declined',
    );
    expect(
      cardErrorIdOf({ type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor' }),
    ).toBe('card-declined');
    expect(cardErrorIdOf({ type: 'card_error' })).toBe('card-declined');
  });

  it('leaves errors that are not the card’s to the general payment error', () => {
    expect(cardErrorIdOf({ type: 'api_connection_error' })).toBeNull();
    expect(cardErrorIdOf({ type: 'validation_error', code: 'incomplete_number' })).toBeNull();
  });

  it.each([
    ['insufficient_funds', 'card-insufficient-funds'],
    ['expired_card', 'card-expired'],
    ['card_declined', 'card-declined'],
    ['payment_intent_authentication_failure', 'payment-authentication-failed'],
    // A bank page's own refusal, a code not known here, or no reason at all: a plain failure.
    ['payment_method_provider_decline', 'payment-failed-or-canceled-by-user'],
    [null, 'payment-failed-or-canceled-by-user'],
  ])('names a payment that came back failed with %j as %s', (code, id) => {
    expect(paymentFailureErrorId(code)).toBe(id);
    expect(httpStatusOf(paymentFailureErrorId(code))).toBe(402);
  });

  it('are catalogue ids, answered as a refused payment (402)', () => {
    for (const id of ['card-declined', 'card-expired', 'card-incorrect-cvc'] as const) {
      expect(isUserErrorId(id)).toBe(true);
      expect(isCardErrorId(id)).toBe(true);
      expect(httpStatusOf(id)).toBe(402);
    }
    expect(isCardErrorId('payment-failed-or-canceled-by-user')).toBe(false);
  });
});
