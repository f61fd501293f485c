// What moving a paid booking to another clinic of its market does to its price: only the clinic's own discount can differ, and how the difference is settled depends on how the booking was paid.
import { type Discount, locationDiscount } from './discounts';
import type { PaymentAnswer } from './pricing';
import type { Language, Location } from './types';

/**
 * How the difference is settled:
 * - `same`: the price does not change;
 * - `refund`: paid in full and the new clinic is cheaper, `amount` goes back through the provider;
 * - `charge`: paid in full and the new clinic is dearer, `amount` is charged by card on the manage
 *   page before the booking moves;
 * - `rest`: a downpayment booking, whose rest is paid at the clinic: it changes by `difference`;
 * - `not-online`: the move would need a new instalment plan (or a downpayment's rest below
 *   nothing), which the manage page cannot take: support can.
 */
export type MoveSettlement =
  | { kind: 'same' }
  | { kind: 'refund'; amount: number }
  | { kind: 'charge'; amount: number }
  | { kind: 'rest'; difference: number }
  | { kind: 'not-online'; difference: number };

/** A clinic a booking may move to, as the manage page offers it, and what the move does to what was paid. */
export interface MoveClinic {
  slug: string;
  title: string;
  /** The booking's own clinic. */
  current: boolean;
  /** The time slots query of the booking's selection there (without a start date). */
  slotsQuery: string;
  settlement: MoveSettlement;
}

export interface MovePrice {
  /** The stored order re-priced at the new clinic (its discount in place of the old one's). */
  pricing: PaymentAnswer;
  settlement: MoveSettlement;
}

const sum = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);

/**
 * The booking's stored order at `to`. The lines and any discount code stay as they were priced (a
 * code's amount is what the customer was promised); the location discount is the new clinic's,
 * taken off the subtotal first as at booking.
 */
export function priceAtClinic({
  pricing,
  to,
  persons,
  language,
}: {
  pricing: PaymentAnswer;
  to: Location;
  persons: 1 | 2;
  language: Language;
}): MovePrice {
  const before = pricing.paymentDataDiscounted;
  const fromClinic = locationDiscount({
    location: to,
    persons,
    remaining: before.subtotal,
    language,
  });
  const others = pricing.discounts.filter((discount) => discount.kind !== 'location');
  const discounts: Discount[] = fromClinic === null ? others : [fromClinic, ...others];
  const discountTotal = Math.min(before.subtotal, sum(discounts.map((d) => d.amount)));
  const total = before.subtotal - discountTotal;
  const difference = total - before.total;
  const settlement = settlementOf(before, difference);
  const dueNow =
    settlement.kind === 'refund'
      ? before.dueNow - settlement.amount
      : settlement.kind === 'charge'
        ? before.dueNow + settlement.amount
        : before.dueNow;
  return {
    pricing: {
      ...pricing,
      discounts,
      paymentDataDiscounted: {
        ...before,
        discountTotal,
        total,
        dueNow,
        dueLater: total - dueNow,
      },
    },
    settlement,
  };
}

function settlementOf(
  before: PaymentAnswer['paymentDataDiscounted'],
  difference: number,
): MoveSettlement {
  if (difference === 0) return { kind: 'same' };
  if (before.installmentMonths > 0) return { kind: 'not-online', difference };
  if (before.reservationType === 'downpayment') {
    // The downpayment is kept; only what is left for the clinic changes, never below nothing.
    return before.total + difference >= before.dueNow
      ? { kind: 'rest', difference }
      : { kind: 'not-online', difference };
  }
  // Paid in full: the difference goes back, or is charged by card before the booking moves.
  return difference < 0
    ? { kind: 'refund', amount: -difference }
    : { kind: 'charge', amount: difference };
}

/** Whether the manage page may make this move itself (a `charge` once the card has paid it). */
export const movableOnline = (settlement: MoveSettlement): boolean =>
  settlement.kind !== 'not-online';
