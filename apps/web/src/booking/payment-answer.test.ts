// The priced answer's shape check: what the payment step, the receipt and the server read a stored order with.
import { isPaymentAnswer } from './payment-answer';
import { priced } from './test-fixtures';

const answer = priced({ isPartnerBooking: true, services: ['dxa'], installmentMonths: 12 });

describe('a priced answer', () => {
  it('is accepted as the booking domain computes it', () => {
    expect(isPaymentAnswer(answer)).toBe(true);
    expect(isPaymentAnswer(JSON.parse(JSON.stringify(answer)))).toBe(true);
  });

  it('is refused with a line, a discount or an amount of the wrong type', () => {
    const broken = (change: (answer: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(answer)) as Record<string, unknown>;
      change(copy);
      return isPaymentAnswer(copy);
    };
    expect(
      broken((answer) => {
        (answer.paymentDataDiscounted as { lineItems: unknown[] }).lineItems.push({ label: 1 });
      }),
    ).toBe(false);
    expect(
      broken((answer) => {
        answer.discounts = [{ kind: 'code', code: 'X', amount: '10', label: 'X' }];
      }),
    ).toBe(false);
    expect(
      broken((answer) => {
        (answer.paymentDataDiscounted as { dueNow: number }).dueNow = -1;
      }),
    ).toBe(false);
    expect(
      broken((answer) => {
        (answer.paymentDataDiscounted as { installmentMonths: number }).installmentMonths = 3;
      }),
    ).toBe(false);
    expect(isPaymentAnswer(null)).toBe(false);
    expect(isPaymentAnswer({})).toBe(false);
  });
});
