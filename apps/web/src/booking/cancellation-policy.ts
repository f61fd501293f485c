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

/** One step of the policy as a customer reads it: from `hoursBefore` before the start on, `refundPercent` back. */
export interface PolicyStep {
  hoursBefore: number;
  refundPercent: number;
  /** The last moment of this step: the start less its hours. */
  until: Date;
}

/** What cancelling or moving a booking starting at `startsAt` would give, read at `now` before paying. */
export interface PolicyOutlook {
  /** The steps still ahead (their deadline not passed), best first; a step of 0 % is left out. */
  steps: PolicyStep[];
  /** Hours before the start from which nothing is refunded; null when a step runs until the start. */
  noRefundFromHours: number | null;
  /** What cancelling right now gives back: the percent of the step in force (0 inside the no-refund window). */
  refundPercentNow: number;
  /** Whether `now` is already past the best step: less than everything (or nothing) would come back. */
  isReduced: boolean;
  /** Whether `now` is already inside the no-move window: another time can no longer be chosen. */
  isPastMoveCutoff: boolean;
  /** The last moment another time may be chosen. */
  moveUntil: Date;
}

/** The tier list that applies to a booking of this type. */
export function tiersFor(
  policy: CancellationPolicy,
  reservationType: ReservationType,
): RefundTier[] {
  return reservationType === 'downpayment' ? policy.downpayment : policy.full;
}

/** Hours before the start from which nothing comes back: the nearest tier's hours; null when one gives something until the start. */
export function noRefundFromHours(tiers: readonly RefundTier[]): number | null {
  const paying = tiers.filter((tier) => tier.refundPercent > 0);
  if (paying.length === 0) return 0;
  const nearest = Math.min(...paying.map((tier) => tier.hoursBefore));
  return nearest === 0 ? null : nearest;
}

/**
 * The policy for a booking about to be paid: its steps with their deadlines (those already passed
 * left out), what cancelling now would give back, and whether the time is already inside a
 * reduced, no-refund or no-move window, so the summary can say so before paying.
 */
export function policyOutlook({
  policy,
  reservationType,
  startsAt,
  now,
}: {
  policy: CancellationPolicy;
  reservationType: ReservationType;
  startsAt: Date;
  now: Date;
}): PolicyOutlook {
  const tiers = [...tiersFor(policy, reservationType)]
    .filter((tier) => tier.refundPercent > 0)
    .sort((a, b) => b.hoursBefore - a.hoursBefore || b.refundPercent - a.refundPercent);
  const msLeft = startsAt.getTime() - now.getTime();
  const steps = tiers
    .filter((tier) => msLeft >= tier.hoursBefore * HOUR_MS)
    .map((tier) => ({
      hoursBefore: tier.hoursBefore,
      refundPercent: tier.refundPercent,
      until: new Date(startsAt.getTime() - tier.hoursBefore * HOUR_MS),
    }));
  const best = tiers.reduce((max, tier) => Math.max(max, tier.refundPercent), 0);
  const refundPercentNow =
    msLeft <= 0 ? 0 : steps.reduce((max, step) => Math.max(max, step.refundPercent), 0);
  return {
    steps,
    noRefundFromHours: noRefundFromHours(tiers),
    refundPercentNow,
    isReduced: refundPercentNow < best,
    isPastMoveCutoff: !canReschedule({ policy, startsAt, now }),
    moveUntil: new Date(startsAt.getTime() - policy.rescheduleCutoffHours * HOUR_MS),
  };
}

/** One sentence of the policy as the terms state it, in hours before the start. */
export type PolicyLine =
  | { kind: 'tier'; hoursBefore: number; refundPercent: number }
  /** A step that pays until the start (0 hours before). */
  | { kind: 'tierUntilStart'; hoursBefore: 0; refundPercent: number }
  /** Nothing back from this many hours before the start on. */
  | { kind: 'noRefund'; hoursBefore: number };

function linesOf(tiers: readonly RefundTier[]): PolicyLine[] {
  const paying = [...tiers]
    .filter((tier) => tier.refundPercent > 0)
    .sort((a, b) => b.hoursBefore - a.hoursBefore);
  const lines: PolicyLine[] = paying.map((tier) =>
    tier.hoursBefore === 0
      ? { kind: 'tierUntilStart', hoursBefore: 0, refundPercent: tier.refundPercent }
      : { kind: 'tier', hoursBefore: tier.hoursBefore, refundPercent: tier.refundPercent },
  );
  const from = noRefundFromHours(tiers);
  if (from !== null) lines.push({ kind: 'noRefund', hoursBefore: from });
  return lines;
}

/** The whole policy as sentences for the terms: each tier list, best step first, then where nothing comes back. */
export function policyLines(policy: CancellationPolicy): {
  full: PolicyLine[];
  downpayment: PolicyLine[];
  rescheduleCutoffHours: number;
} {
  return {
    full: linesOf(policy.full),
    downpayment: linesOf(policy.downpayment),
    rescheduleCutoffHours: policy.rescheduleCutoffHours,
  };
}
