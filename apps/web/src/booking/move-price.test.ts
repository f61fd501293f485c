import { movableOnline, priceAtClinic } from './move-price';
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

const move = (pricing: PaymentAnswer, to: Location, persons: 1 | 2 = 1) =>
  priceAtClinic({ pricing, to, persons, language: 'en' });

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

  it('leaves an instalment plan whose amount would change to support', () => {
    const moved = move(at('zurich_bellevue', { installmentMonths: 6 }), baselRheinfelden);
    expect(moved.settlement).toEqual({ kind: 'not-online', difference: -25000 });
  });

  it('moves an instalment plan between clinics of the same price', () => {
    const plan = at('zurich_bellevue', { installmentMonths: 12 });
    const moved = move(plan, baselZentral);
    expect(moved.settlement).toEqual({ kind: 'same' });
    expect(moved.pricing).toEqual(plan);
  });
});
