import { normaliseCardNumber, testCardOutcome } from './test-cards';

describe('test gateway cards', () => {
  it('gives each documented test card its outcome, however it is typed', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('card_declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(testCardOutcome('4000 0000 0000 0069')).toBe('expired_card');
  });

  it('declines any other number, as test mode declines a real card', () => {
    expect(testCardOutcome('5555 5555 5555 4444')).toBe('card_declined');
    expect(testCardOutcome('')).toBe('card_declined');
  });

  it('keeps only the digits people type', () => {
    expect(normaliseCardNumber(' 4242-4242 4242 4242 ')).toBe('4242424242424242');
  });
});
