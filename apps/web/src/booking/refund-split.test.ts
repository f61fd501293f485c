// A cancellation's refund spread over an instalment plan's paid months: newest first, never more than a month took, always summing to the refund.
import fc from 'fast-check';
import { type PaidPayment, shownAmounts, splitRefund, totalPaid } from './refund-split';

const month = (n: number, amount = 41500): PaidPayment => ({
  paymentId: `pi_month_${n}`,
  amount,
  paidAt: new Date(Date.UTC(2027, n, 1)),
});

describe('a refund over paid instalments', () => {
  const three = [month(1), month(2), month(3)];

  it('gives all three months back in full at 100%', () => {
    expect(splitRefund(totalPaid(three), three)).toEqual([
      { paymentId: 'pi_month_3', amount: 41500 },
      { paymentId: 'pi_month_2', amount: 41500 },
      { paymentId: 'pi_month_1', amount: 41500 },
    ]);
  });

  it('gives half of the total back from the newest months first, whatever order they were recorded in', () => {
    expect(splitRefund(62250, [month(2), month(3), month(1)])).toEqual([
      { paymentId: 'pi_month_3', amount: 41500 },
      { paymentId: 'pi_month_2', amount: 20750 },
    ]);
  });

  it('asks nothing when nothing is refunded', () => {
    expect(splitRefund(0, three)).toEqual([]);
  });

  it('refuses to give back more than was paid, or a part of a rappen', () => {
    expect(() => splitRefund(124501, three)).toThrow(RangeError);
    expect(() => splitRefund(10.5, three)).toThrow(RangeError);
    expect(() => splitRefund(-1, three)).toThrow(RangeError);
  });

  it('always sums to the refund, each part within its payment, each payment once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (amounts, percent) => {
          const payments = amounts.map((amount, n) => month(n, amount));
          const refund = Math.floor((totalPaid(payments) * percent) / 100);
          const parts = splitRefund(refund, payments);
          expect(totalPaid(parts)).toBe(refund);
          expect(new Set(parts.map((part) => part.paymentId)).size).toBe(parts.length);
          for (const part of parts) {
            const payment = payments.find((each) => each.paymentId === part.paymentId);
            expect(part.amount).toBeGreaterThan(0);
            expect(part.amount).toBeLessThanOrEqual(payment?.amount ?? 0);
          }
        },
      ),
    );
  });
});

describe('amounts shown after a refund', () => {
  it('reads a cancelled downpayment as paid 500, refunded 500, net 0 (not "paid 0")', () => {
    expect(shownAmounts({ held: 0, refunded: 50_000, installmentMonths: 0 })).toEqual({
      paid: 50_000,
      refunded: 50_000,
      net: 0,
    });
  });

  it('reads a half refund of a full payment as what was paid, half back, half kept', () => {
    expect(shownAmounts({ held: 124_500, refunded: 124_500, installmentMonths: 0 })).toEqual({
      paid: 249_000,
      refunded: 124_500,
      net: 124_500,
    });
  });

  it('reads a booking never refunded as paid and kept alike', () => {
    expect(shownAmounts({ held: 249_000, refunded: null, installmentMonths: 0 })).toEqual({
      paid: 249_000,
      refunded: 0,
      net: 249_000,
    });
  });

  it('counts a plan’s refund for a cheaper clinic once: in what was paid and what came back, not again off what was kept', () => {
    // CHF 2490 paid in six months, CHF 250 back for a cheaper clinic, then half of CHF 2240 back.
    const afterMove = { held: 224_000, installmentMonths: 6, movedBack: 25_000 };
    expect(shownAmounts({ ...afterMove, refunded: 25_000 })).toEqual({
      paid: 249_000,
      refunded: 25_000,
      net: 224_000,
    });
    expect(shownAmounts({ ...afterMove, refunded: 25_000 + 112_000 })).toEqual({
      paid: 249_000,
      refunded: 137_000,
      net: 112_000,
    });
  });

  it('takes an instalment plan’s months as what was paid, the cancellation’s refund off them', () => {
    expect(shownAmounts({ held: 60_000, refunded: 30_000, installmentMonths: 6 })).toEqual({
      paid: 60_000,
      refunded: 30_000,
      net: 30_000,
    });
  });
});
