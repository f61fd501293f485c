// The test gateway's test cards: each documented number gives its outcome, and a receipt never shows the number.
import { cardOnReceipt, normaliseCardNumber, testCardOutcome } from './test-gateway-cards';

describe('test gateway cards', () => {
  it('gives each documented test card its outcome, however it is typed', () => {
    const refused = (refusal: string) => ({ authenticated: false, refusal });
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ authenticated: false, refusal: null });
    expect(testCardOutcome('4000-0000-0000-0002')).toEqual(refused('card_declined'));
    expect(testCardOutcome('4000000000009995')).toEqual(refused('insufficient_funds'));
    expect(testCardOutcome('4000 0000 0000 0069')).toEqual(refused('expired_card'));
    expect(testCardOutcome('4000 0000 0000 0127')).toEqual(refused('incorrect_cvc'));
    expect(testCardOutcome('4000 0000 0000 0119')).toEqual(refused('processing_error'));
  });

  it('asks for 3-D Secure with the authentication cards, and may refuse after it', () => {
    expect(testCardOutcome('4000 0025 0000 3155')).toEqual({ authenticated: true, refusal: null });
    expect(testCardOutcome('4000 0082 6000 3178')).toEqual({
      authenticated: true,
      refusal: 'insufficient_funds',
    });
  });

  it('declines any other number, as test mode declines a real card', () => {
    expect(testCardOutcome('5555 5555 5555 4444')).toEqual({
      authenticated: false,
      refusal: 'card_declined',
    });
    expect(testCardOutcome('')).toEqual({ authenticated: false, refusal: 'card_declined' });
  });

  it('keeps only the digits people type', () => {
    expect(normaliseCardNumber(' 4242-4242 4242 4242 ')).toBe('4242424242424242');
  });

  it('names the card a receipt shows by brand and last four digits, never the number', () => {
    expect(cardOnReceipt('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardOnReceipt('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(cardOnReceipt('2223003122003222')).toEqual({ brand: 'mastercard', last4: '3222' });
    expect(cardOnReceipt('3782 822463 10005')).toEqual({ brand: 'amex', last4: '0005' });
    expect(cardOnReceipt('6011 1111 1111 1117')).toEqual({ brand: 'unknown', last4: '1117' });
  });
});
