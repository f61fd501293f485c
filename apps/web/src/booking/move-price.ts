// What moving a paid booking to another clinic of its market does to its price: only the clinic's own discount can differ, and how the difference is settled depends on how the booking was paid.
import { type Discount, locationDiscount } from './discounts';
import { splitInstalments } from './money';
import type { PaymentAnswer } from './pricing';
import type { Language, Location } from './types';

/**
 * How the difference is settled:
 * - `same`: the price does not change;
 * - `refund`: paid in full and the new clinic is cheaper, `amount` goes back through the provider;
 * - `charge`: paid in full and the new clinic is dearer, `amount` is charged by card on the manage
 *   page before the booking moves;
 * - `rest`: a downpayment booking, whose rest is paid at the clinic: it changes by `difference`;
 * - `instalments`: an instalment plan whose price changes: its unpaid months are spread anew so
 *   the plan adds up to the new price, and what was paid beyond it is refunded (`planOfMove`);
 * - `not-online`: the move would need a further charge of a plan with no unpaid month left, or a
 *   downpayment's rest below nothing, which the manage page cannot take: support can. */
export type MoveSettlement =
  | { kind: 'same' }
  | { kind: 'refund'; amount: number }
  | { kind: 'charge'; amount: number }
  | { kind: 'rest'; difference: number }
  | InstalmentSettlement
  | { kind: 'not-online'; difference: number };

/** What a move does to an instalment plan, as the manage page and the emails state it. */
export interface InstalmentSettlement {
  kind: 'instalments';
  /** The new price less the old, in minor units. */
  difference: number;
  /** Months of the plan the provider confirmed as paid; they keep what they took. */
  paidMonths: number;
  /** What those months took, less what a move gave back of them. */
  paidAmount: number;
  /** The whole plan after the move, month by month, adding up to the new price. */
  installments: number[];
  /**
   * The regular monthly amount of the unpaid months before and after ("from CHF x to CHF y"); the
   * first unpaid month also carries the split's remainder. Null when no month is left to pay.
   */
  monthly: { from: number; to: number } | null;
  /** What was paid beyond the new price, given back through the provider; 0 when nothing is. */
  refund: number;
}

/** A clinic a booking may move to, as the manage page offers it, and what the move does to what was paid. */
export interface MoveClinic {
  slug: string;
  title: string;
  /** Its street address, in the page's language. */
  address: string;
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
  paidMonths = 0,
}: {
  pricing: PaymentAnswer;
  to: Location;
  persons: 1 | 2;
  language: Language;
  /** For an instalment plan: how many of its months the provider confirmed as paid. */
  paidMonths?: number;
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
  const settlement = settlementOf(before, difference, paidMonths);
  const dueNow =
    settlement.kind === 'refund'
      ? before.dueNow - settlement.amount
      : settlement.kind === 'charge'
        ? before.dueNow + settlement.amount
        : settlement.kind === 'instalments'
          ? (settlement.installments[0] ?? 0)
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
        ...(settlement.kind === 'instalments' ? { installments: settlement.installments } : {}),
      },
    },
    settlement,
  };
}

function settlementOf(
  before: PaymentAnswer['paymentDataDiscounted'],
  difference: number,
  paidMonths: number,
): MoveSettlement {
  if (difference === 0) return { kind: 'same' };
  if (before.installmentMonths > 0) return planOfMove(before, difference, paidMonths);
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

/**
 * An instalment plan at a price `difference` away. The paid months keep what they took; the unpaid
 * ones share what is left of the new price as a new booking's plan would (`splitInstalments`: the
 * remainder on the first of them). When the paid months already took more than the new price, the
 * excess is refunded (newest month first, as a cancellation does) and no month is left to pay:
 * the plan's months are reduced alike, so it always adds up to the price. A plan whose unpaid
 * months are all nothing (every month paid, or stopped by such a refund) cannot be charged more.
 */
export function planOfMove(
  before: PaymentAnswer['paymentDataDiscounted'],
  difference: number,
  paidMonths: number,
): InstalmentSettlement | { kind: 'not-online'; difference: number } {
  const plan = before.installments;
  const paid = Math.min(Math.max(0, paidMonths), plan.length);
  const paidPart = plan.slice(0, paid);
  const unpaid = plan.slice(paid);
  const paidAmount = sum(paidPart);
  const total = before.total + difference;
  const left = total - paidAmount;
  const open = unpaid.some((amount) => amount > 0);
  if (left > 0 && !open) return { kind: 'not-online', difference };
  const regular = (months: readonly number[]) => months[months.length - 1] ?? 0;
  if (left >= 0) {
    const spread = splitInstalments(left, unpaid.length);
    return {
      kind: 'instalments',
      difference,
      paidMonths: paid,
      paidAmount,
      installments: [...paidPart, ...spread],
      monthly: open ? { from: regular(unpaid), to: regular(spread) } : null,
      refund: 0,
    };
  }
  // Paid beyond the new price: the newest paid months give back first, none below nothing.
  let excess = -left;
  const kept = [...paidPart];
  for (let month = kept.length - 1; month >= 0 && excess > 0; month -= 1) {
    const back = Math.min(excess, kept[month] ?? 0);
    kept[month] = (kept[month] ?? 0) - back;
    excess -= back;
  }
  return {
    kind: 'instalments',
    difference,
    paidMonths: paid,
    paidAmount,
    installments: [...kept, ...unpaid.map(() => 0)],
    monthly: open ? { from: regular(unpaid), to: 0 } : null,
    refund: -left,
  };
}

/** Whether the manage page may make this move itself (a `charge` once the card has paid it). */
export const movableOnline = (settlement: MoveSettlement): boolean =>
  settlement.kind !== 'not-online';
