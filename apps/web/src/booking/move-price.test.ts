import { movableOnline, planOfMove, priceAtClinic } from './move-price';
import type { PaymentAnswer } from './pricing';
import {
  baselRheinfelden,
  baselZentral,
  catalogueWithDownpayment,
  priced,
  spring10,
  zurichBellevue,
} from './test-fixtures';
import type { Location } from './types';

const move = (pricing: PaymentAnswer, to: Location, persons: 1 | 2 = 1, paidMonths = 0) =>
  priceAtClinic({ pricing, to, persons, language: 'en', paidMonths });

const at = (locationSlug: string, overrides: Parameters<typeof priced>[0] = {}) =>
  priced({ locationSlug, ...overrides });

describe('moving a paid booking to another clinic', () => {
  it('keeps the price between clinics without a discount of their own', () => {
    const moved = move(at('zurich_bellevue'), baselZentral);
    expect(moved.settlement).toEqual({ kind: 'same' });
    expect(moved.pricing).toEqual(at('zurich_bellevue'));
  });

  it('gives a booking paid in full the new clinic’s discount back through the provider', () => {
    const moved = move(at('zurich_bellevue'), baselRheinfelden);
    expect(moved.settlement).toEqual({ kind: 'refund', amount: 25000 });
    // What is kept is what the new clinic charges, exactly as if booked there.
    const there = at('basel_rheinfelden').paymentDataDiscounted;
    expect(moved.pricing.paymentDataDiscounted).toMatchObject({
      total: there.total,
      discountTotal: there.discountTotal,
      dueNow: there.total,
      dueLater: 0,
    });
    expect(moved.pricing.discounts).toEqual(at('basel_rheinfelden').discounts);
  });

  it('takes a pair’s discount per person', () => {
    const moved = move(at('zurich_bellevue', { isPartnerBooking: true }), baselRheinfelden, 2);
    expect(moved.settlement).toEqual({ kind: 'refund', amount: 50000 });
  });

  it('charges a booking paid in full the difference to a dearer clinic, by card before it moves', () => {
    const moved = move(at('basel_rheinfelden'), zurichBellevue);
    expect(moved.settlement).toEqual({ kind: 'charge', amount: 25000 });
    expect(movableOnline(moved.settlement)).toBe(true);
    // What is then paid is what the new clinic charges, exactly as if booked there, nothing later.
    const there = at('zurich_bellevue').paymentDataDiscounted;
    expect(moved.pricing.paymentDataDiscounted).toMatchObject({
      total: there.total,
      discountTotal: there.discountTotal,
      dueNow: there.total,
      dueLater: 0,
    });
    expect(moved.pricing.discounts).toEqual(at('zurich_bellevue').discounts);
  });

  it('charges a pair the dearer clinic’s discount per person', () => {
    const moved = move(at('basel_rheinfelden', { isPartnerBooking: true }), zurichBellevue, 2);
    expect(moved.settlement).toEqual({ kind: 'charge', amount: 50000 });
  });

  it('keeps a discount code’s amount as it was promised, the clinic discount changing alone', () => {
    const booked = at('basel_rheinfelden', { discountCode: 'spring10', discount: spring10 });
    const moved = move(booked, zurichBellevue);
    expect(moved.pricing.discounts.map((d) => [d.kind, d.amount])).toEqual([['code', 22400]]);
    expect(moved.pricing.paymentDataDiscounted.total).toBe(
      booked.paymentDataDiscounted.total + 25000,
    );
  });

  it('changes only the rest a downpayment leaves for the clinic, either way', () => {
    const downpayment = (locationSlug: string) =>
      priced({ catalogue: catalogueWithDownpayment, checkupSlug: 'nova_premium', locationSlug });
    const cheaper = move(downpayment('zurich_bellevue'), baselRheinfelden);
    expect(cheaper.settlement).toEqual({ kind: 'rest', difference: -25000 });
    const before = downpayment('zurich_bellevue').paymentDataDiscounted;
    expect(cheaper.pricing.paymentDataDiscounted).toMatchObject({
      dueNow: before.dueNow,
      dueLater: before.dueLater - 25000,
    });
    const dearer = move(downpayment('basel_rheinfelden'), zurichBellevue);
    expect(dearer.settlement).toEqual({ kind: 'rest', difference: 25000 });
    expect(movableOnline(dearer.settlement)).toBe(true);
  });

  it('moves an instalment plan between clinics of the same price', () => {
    const plan = at('zurich_bellevue', { installmentMonths: 12 });
    const moved = move(plan, baselZentral);
    expect(moved.settlement).toEqual({ kind: 'same' });
    expect(moved.pricing).toEqual(plan);
  });
});

describe('moving an instalment plan to a clinic of another price', () => {
  /** CHF 2490 over 6 months at Zurich (CHF 415 a month); Rheinfelden takes CHF 250 off. */
  const plan = (locationSlug: string, installmentMonths = 6) =>
    at(locationSlug, { installmentMonths });

  it('spreads a cheaper clinic’s price over the unpaid months, the paid ones kept', () => {
    const moved = move(plan('zurich_bellevue'), baselRheinfelden, 1, 1);
    expect(moved.settlement).toEqual({
      kind: 'instalments',
      difference: -25000,
      paidMonths: 1,
      paidAmount: 41500,
      installments: [41500, 36500, 36500, 36500, 36500, 36500],
      monthly: { from: 41500, to: 36500 },
      refund: 0,
    });
    expect(movableOnline(moved.settlement)).toBe(true);
    expect(moved.pricing.paymentDataDiscounted).toMatchObject({
      total: 224000,
      installmentMonths: 6,
      installments: [41500, 36500, 36500, 36500, 36500, 36500],
      dueNow: 41500,
      dueLater: 224000 - 41500,
    });
  });

  it('spreads a dearer clinic’s price likewise, and moving back restores the plan', () => {
    const there = move(plan('zurich_bellevue'), baselRheinfelden, 1, 1).pricing;
    const back = move(there, zurichBellevue, 1, 1);
    expect(back.settlement).toMatchObject({
      kind: 'instalments',
      difference: 25000,
      installments: [41500, 41500, 41500, 41500, 41500, 41500],
      monthly: { from: 36500, to: 41500 },
      refund: 0,
    });
    expect(back.pricing.paymentDataDiscounted).toEqual(
      plan('zurich_bellevue').paymentDataDiscounted,
    );
  });

  it('puts the cents that do not divide on the first unpaid month, the plan adding up exactly', () => {
    const moved = move(plan('zurich_bellevue'), baselRheinfelden, 1, 3);
    // CHF 2240 less 3 × CHF 415 paid = CHF 995 over 3 months.
    expect(moved.settlement).toMatchObject({
      paidAmount: 124500,
      installments: [41500, 41500, 41500, 33168, 33166, 33166],
      monthly: { from: 41500, to: 33166 },
    });
    const twelve = move(plan('zurich_bellevue', 12), baselRheinfelden, 1, 5);
    if (twelve.settlement.kind !== 'instalments') throw new Error('expected a new plan');
    const { installments } = twelve.settlement;
    expect(installments.reduce((a, b) => a + b, 0)).toBe(224000);
    expect(installments.slice(0, 5)).toEqual(
      plan('zurich_bellevue', 12).paymentDataDiscounted.installments.slice(0, 5),
    );
    expect(new Set(installments.slice(6))).toEqual(new Set([installments[11]]));
  });

  it('refunds what every paid month took beyond a cheaper price, from the newest month', () => {
    const moved = move(plan('zurich_bellevue'), baselRheinfelden, 1, 6);
    expect(moved.settlement).toEqual({
      kind: 'instalments',
      difference: -25000,
      paidMonths: 6,
      paidAmount: 249000,
      installments: [41500, 41500, 41500, 41500, 41500, 16500],
      monthly: null,
      refund: 25000,
    });
    expect(moved.pricing.paymentDataDiscounted.total).toBe(224000);
  });

  it('refunds the excess and stops the plan when the paid months already took more than the price', () => {
    // A clinic taking CHF 2200 off: CHF 290, less than the two months (CHF 830) paid.
    const generous = { ...baselRheinfelden, discountAmount: 220000 };
    const moved = move(plan('zurich_bellevue'), generous, 1, 2);
    expect(moved.settlement).toEqual({
      kind: 'instalments',
      difference: -220000,
      paidMonths: 2,
      paidAmount: 83000,
      installments: [29000, 0, 0, 0, 0, 0],
      monthly: { from: 41500, to: 0 },
      refund: 54000,
    });
    // Nothing left to charge: a dearer clinic after that is for support.
    const back = move(moved.pricing, zurichBellevue, 1, 2);
    expect(back.settlement).toEqual({ kind: 'not-online', difference: 220000 });
  });

  it('leaves a dearer clinic to support once every month is paid', () => {
    const moved = move(plan('basel_rheinfelden'), zurichBellevue, 1, 6);
    expect(moved.settlement).toEqual({ kind: 'not-online', difference: 25000 });
    expect(movableOnline(moved.settlement)).toBe(false);
  });

  it('counts no more months paid than the plan has', () => {
    const before = plan('zurich_bellevue').paymentDataDiscounted;
    expect(planOfMove(before, -25000, 9)).toMatchObject({ paidMonths: 6, refund: 25000 });
    expect(planOfMove(before, -25000, -1)).toMatchObject({
      paidMonths: 0,
      installments: [37335, 37333, 37333, 37333, 37333, 37333],
    });
  });
});
