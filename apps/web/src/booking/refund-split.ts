// A refund spread over the payments that paid for a booking (an instalment plan's months): the newest payment is given back first, none more than it took.

/** One payment the provider confirmed for a booking: its id there, what it took, and when. */
export interface PaidPayment {
  paymentId: string;
  /** Minor units. */
  amount: number;
  paidAt: Date;
}

/** One refund to ask of the provider: which payment, and how much of it (minor units, > 0). */
export interface RefundPart {
  paymentId: string;
  amount: number;
}

/** What the payments took together, in minor units. */
export function totalPaid(payments: readonly Pick<PaidPayment, 'amount'>[]): number {
  return payments.reduce((sum, payment) => sum + payment.amount, 0);
}

/**
 * Spreads `refundAmount` over the payments, newest first: each payment gives back up to what it
 * took before an older one is touched. Newest first because a card refund on a recent charge is
 * the least likely to be refused by the card network, and the oldest payment (the first month,
 * carrying the split's remainder) is then the one left partly charged. Payments of the same
 * instant are ordered by id so the split is always the same. Answers no part of zero; throws when
 * the refund is more than was paid or not whole minor units.
 */
export function splitRefund(refundAmount: number, payments: readonly PaidPayment[]): RefundPart[] {
  if (!Number.isSafeInteger(refundAmount) || refundAmount < 0)
    throw new RangeError(`refund must be a non-negative integer in minor units: ${refundAmount}`);
  if (refundAmount > totalPaid(payments))
    throw new RangeError('refund is more than the payments took');
  const newestFirst = [...payments].sort(
    (a, b) => b.paidAt.getTime() - a.paidAt.getTime() || (a.paymentId < b.paymentId ? 1 : -1),
  );
  const parts: RefundPart[] = [];
  let left = refundAmount;
  for (const payment of newestFirst) {
    if (left === 0) break;
    const amount = Math.min(left, payment.amount);
    if (amount > 0) parts.push({ paymentId: payment.paymentId, amount });
    left -= amount;
  }
  return parts;
}

/** A booking's money as its customer reads it after a refund: paid in all, given back, and kept. */
export interface ShownAmounts {
  paid: number;
  refunded: number;
  net: number;
}

/**
 * Paid, refunded and net from what the payments still hold (`totalPaid` of `paidPaymentsOf`) and
 * the booking's stored refunds. A payment in one go (or a downpayment) holds what is left after
 * every refund, so what was paid is the two together; an instalment plan's months hold what the
 * customer paid less only what moves gave back month by month (`movedBack`; a cancellation's
 * refund is not taken off them), so what was paid is their sum with that given back. The stored
 * refunds count a move's refund too: taken off the months and counted as refunded, it would be
 * subtracted twice from what was kept.
 */
export function shownAmounts({
  held,
  refunded,
  installmentMonths,
  movedBack = 0,
}: {
  held: number;
  refunded: number | null;
  installmentMonths: number;
  /** An instalment plan's: what moves to a cheaper clinic gave back of its months (taken off `held`). */
  movedBack?: number;
}): ShownAmounts {
  const given = Math.max(0, refunded ?? 0);
  const paid =
    installmentMonths === 0 ? held + given : Math.max(held + Math.max(0, movedBack), given);
  return { paid, refunded: given, net: Math.max(0, paid - given) };
}
