// What a customer gets back when they cancel a paid booking themselves: refund tiers by hours before the start, with a downpayment's terms of its own.
import { wholeNumberSetting } from './settings';
import type { ReservationType } from './types';

const HOUR_MS = 60 * 60_000;

/** From `hoursBefore` hours before the start (inclusive) on, `refundPercent` of what was paid is given back. */
export interface RefundTier {
  hoursBefore: number;
  refundPercent: number;
}

/** Site settings' cancellation policy: one tier list for full payments and instalments, one for downpayments. */
export interface CancellationPolicy {
  full: RefundTier[];
  downpayment: RefundTier[];
  /** Another time may be chosen until this many hours before the start (inclusive). */
  rescheduleCutoffHours: number;
}

/** Full until 48 hours before, half until 24 hours before, nothing after; a downpayment back in full until 72 hours before. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  full: [
    { hoursBefore: 48, refundPercent: 100 },
    { hoursBefore: 24, refundPercent: 50 },
  ],
  downpayment: [{ hoursBefore: 72, refundPercent: 100 }],
  rescheduleCutoffHours: 24,
};

/** The Studio's bounds: up to 60 days before, whole percents. */
export const TIER_HOURS_MAX = 1440;

function tierOf(value: unknown): RefundTier | null {
  if (typeof value !== 'object' || value === null) return null;
  const { hoursBefore, refundPercent } = value as Record<string, unknown>;
  if (typeof hoursBefore !== 'number' || !Number.isInteger(hoursBefore)) return null;
  if (typeof refundPercent !== 'number' || !Number.isInteger(refundPercent)) return null;
  if (hoursBefore < 0 || hoursBefore > TIER_HOURS_MAX) return null;
  if (refundPercent < 0 || refundPercent > 100) return null;
  return { hoursBefore, refundPercent };
}

function tiersOf(value: unknown, fallback: RefundTier[]): RefundTier[] {
  if (!Array.isArray(value)) return fallback;
  const tiers = value.map(tierOf);
  // One slip (a tier without hours, a percent over 100) voids the list: a half-read policy could refund more than the editor meant.
  if (tiers.length === 0 || tiers.some((tier) => tier === null)) return fallback;
  return [...(tiers as RefundTier[])].sort((a, b) => b.hoursBefore - a.hoursBefore);
}

/** The policy site settings state; each list the default's when missing or malformed. */
export function cancellationPolicyOf(value: unknown): CancellationPolicy {
  const json =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    full: tiersOf(json.full, DEFAULT_CANCELLATION_POLICY.full),
    downpayment: tiersOf(json.downpayment, DEFAULT_CANCELLATION_POLICY.downpayment),
    rescheduleCutoffHours: wholeNumberSetting(json.rescheduleCutoffHours, {
      default: DEFAULT_CANCELLATION_POLICY.rescheduleCutoffHours,
      min: 0,
      max: TIER_HOURS_MAX,
    }),
  };
}

/** Whether another time may still be chosen at `now`: until the cut-off before the start, inclusive. */
export function canReschedule({
  policy,
  startsAt,
  now,
}: {
  policy: CancellationPolicy;
  startsAt: Date;
  now: Date;
}): boolean {
  const msLeft = startsAt.getTime() - now.getTime();
  return msLeft > 0 && msLeft >= policy.rescheduleCutoffHours * HOUR_MS;
}

export type CancellationQuote =
  | {
      kind: 'allowed';
      /** Minor units the customer paid for this booking. */
      paidAmount: number;
      refundPercent: number;
      /** Minor units given back: the percent of what was paid, rounded down to the minor unit. */
      refundAmount: number;
    }
  /** The appointment has started (or passed): nothing can be cancelled any more. */
  | { kind: 'closed' };

/**
 * What cancelling at `now` gives back. The best tier whose hours before the start have not yet
 * passed applies (exactly 48 hours before still counts as "48 hours before"); with none, the
 * booking can still be cancelled (the time freed for others) but nothing is refunded.
 */
export function quoteCancellation({
  policy,
  reservationType,
  paidAmount,
  startsAt,
  now,
}: {
  policy: CancellationPolicy;
  reservationType: ReservationType;
  paidAmount: number;
  startsAt: Date;
  now: Date;
}): CancellationQuote {
  const msLeft = startsAt.getTime() - now.getTime();
  if (msLeft <= 0) return { kind: 'closed' };
  const tiers = reservationType === 'downpayment' ? policy.downpayment : policy.full;
  const refundPercent = tiers
    .filter((tier) => msLeft >= tier.hoursBefore * HOUR_MS)
    .reduce((best, tier) => Math.max(best, tier.refundPercent), 0);
  return {
    kind: 'allowed',
    paidAmount,
    refundPercent,
    refundAmount: Math.floor((paidAmount * refundPercent) / 100),
  };
}
