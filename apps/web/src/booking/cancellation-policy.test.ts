// The cancellation policy as a customer meets it: full, half or nothing back by the hours left, a downpayment by its own terms, at each boundary.
import {
  cancellationPolicyOf,
  canReschedule,
  DEFAULT_CANCELLATION_POLICY,
  noRefundFromHours,
  policyLines,
  policyOutlook,
  quoteCancellation,
} from './cancellation-policy';

const START = new Date('2026-12-10T09:00:00Z');
const hoursBefore = (hours: number, extraMs = 0) =>
  new Date(START.getTime() - hours * 3_600_000 + extraMs);

function quoteAt(
  now: Date,
  reservationType: 'full' | 'downpayment' = 'full',
  paidAmount = 249_000,
) {
  return quoteCancellation({
    policy: DEFAULT_CANCELLATION_POLICY,
    reservationType,
    paidAmount,
    startsAt: START,
    now,
  });
}

describe('cancellation policy', () => {
  it('gives everything back until exactly 48 hours before, half from the next millisecond', () => {
    expect(quoteAt(hoursBefore(72))).toEqual({
      kind: 'allowed',
      paidAmount: 249_000,
      refundPercent: 100,
      refundAmount: 249_000,
    });
    expect(quoteAt(hoursBefore(48))).toMatchObject({ refundPercent: 100, refundAmount: 249_000 });
    expect(quoteAt(hoursBefore(48, 1))).toMatchObject({ refundPercent: 50, refundAmount: 124_500 });
  });

  it('gives half back until exactly 24 hours before, nothing after', () => {
    expect(quoteAt(hoursBefore(24))).toMatchObject({ refundPercent: 50, refundAmount: 124_500 });
    expect(quoteAt(hoursBefore(24, 1))).toMatchObject({ refundPercent: 0, refundAmount: 0 });
    expect(quoteAt(hoursBefore(0, -1))).toMatchObject({ kind: 'allowed', refundAmount: 0 });
  });

  it('closes at the start: an appointment that began cannot be cancelled', () => {
    expect(quoteAt(START)).toEqual({ kind: 'closed' });
    expect(quoteAt(hoursBefore(-5))).toEqual({ kind: 'closed' });
  });

  it('rounds half of an odd amount down to the minor unit, never refunding more than paid', () => {
    expect(quoteAt(hoursBefore(30), 'full', 12_345)).toMatchObject({ refundAmount: 6_172 });
  });

  it('holds a downpayment to its own terms: in full until 72 hours before, then nothing', () => {
    expect(quoteAt(hoursBefore(72), 'downpayment', 50_000)).toMatchObject({
      refundPercent: 100,
      refundAmount: 50_000,
    });
    expect(quoteAt(hoursBefore(72, 1), 'downpayment', 50_000)).toMatchObject({
      refundPercent: 0,
      refundAmount: 0,
    });
    // Where a full payment would still get everything back.
    expect(quoteAt(hoursBefore(60), 'downpayment', 50_000)).toMatchObject({ refundAmount: 0 });
    expect(quoteAt(hoursBefore(60), 'full', 50_000)).toMatchObject({ refundAmount: 50_000 });
  });

  it('reads the editors’ tiers in any order, taking the best one that still applies', () => {
    const policy = cancellationPolicyOf({
      full: [
        { hoursBefore: 12, refundPercent: 25 },
        { hoursBefore: 96, refundPercent: 100 },
      ],
      downpayment: [{ hoursBefore: 0, refundPercent: 10 }],
    });
    expect(policy.full).toEqual([
      { hoursBefore: 96, refundPercent: 100 },
      { hoursBefore: 12, refundPercent: 25 },
    ]);
    const at = (now: Date, reservationType: 'full' | 'downpayment') =>
      quoteCancellation({ policy, reservationType, paidAmount: 1_000, startsAt: START, now });
    expect(at(hoursBefore(96), 'full')).toMatchObject({ refundAmount: 1_000 });
    expect(at(hoursBefore(95), 'full')).toMatchObject({ refundAmount: 250 });
    expect(at(hoursBefore(11), 'full')).toMatchObject({ refundAmount: 0 });
    expect(at(hoursBefore(1), 'downpayment')).toMatchObject({ refundAmount: 100 });
  });

  it('falls back to the default for a missing policy or a list with a slip in it', () => {
    expect(cancellationPolicyOf(null)).toEqual(DEFAULT_CANCELLATION_POLICY);
    expect(
      cancellationPolicyOf({
        full: [{ hoursBefore: 48, refundPercent: 150 }],
        downpayment: [{ hoursBefore: 'soon', refundPercent: 100 }],
      }),
    ).toEqual(DEFAULT_CANCELLATION_POLICY);
    expect(cancellationPolicyOf({ full: [], downpayment: null })).toEqual(
      DEFAULT_CANCELLATION_POLICY,
    );
  });

  it('allows another time until exactly the cut-off before the start (24 hours by default)', () => {
    const policy = DEFAULT_CANCELLATION_POLICY;
    expect(canReschedule({ policy, startsAt: START, now: hoursBefore(24) })).toBe(true);
    expect(canReschedule({ policy, startsAt: START, now: hoursBefore(24, 1) })).toBe(false);
    const sameDay = cancellationPolicyOf({ rescheduleCutoffHours: 0 });
    expect(sameDay.rescheduleCutoffHours).toBe(0);
    expect(canReschedule({ policy: sameDay, startsAt: START, now: hoursBefore(0, -1) })).toBe(true);
    expect(canReschedule({ policy: sameDay, startsAt: START, now: START })).toBe(false);
    expect(cancellationPolicyOf({ rescheduleCutoffHours: -3 }).rescheduleCutoffHours).toBe(24);
  });
});

describe('policy outlook before paying', () => {
  const outlook = (now: Date, reservationType: 'full' | 'downpayment' = 'full') =>
    policyOutlook({ policy: DEFAULT_CANCELLATION_POLICY, reservationType, startsAt: START, now });

  it('lists every step with its deadline when the time is far ahead', () => {
    const seen = outlook(hoursBefore(100));
    expect(seen.steps).toEqual([
      { hoursBefore: 48, refundPercent: 100, until: hoursBefore(48) },
      { hoursBefore: 24, refundPercent: 50, until: hoursBefore(24) },
    ]);
    expect(seen).toMatchObject({
      noRefundFromHours: 24,
      refundPercentNow: 100,
      isReduced: false,
      isPastMoveCutoff: false,
      moveUntil: hoursBefore(24),
    });
  });

  it('drops a passed step and says the refund is already reduced 30 hours ahead', () => {
    const seen = outlook(hoursBefore(30));
    expect(seen.steps.map((step) => step.refundPercent)).toEqual([50]);
    expect(seen).toMatchObject({ refundPercentNow: 50, isReduced: true, isPastMoveCutoff: false });
  });

  it('says a slot 23 hours ahead refunds nothing and can no longer be moved', () => {
    const seen = outlook(hoursBefore(23));
    expect(seen.steps).toEqual([]);
    expect(seen).toMatchObject({ refundPercentNow: 0, isReduced: true, isPastMoveCutoff: true });
  });

  it('counts exactly 24 hours before as still inside the half-refund step and still movable', () => {
    const seen = outlook(hoursBefore(24));
    expect(seen).toMatchObject({ refundPercentNow: 50, isPastMoveCutoff: false });
  });

  it('reads a downpayment by its own terms: everything back until 72 hours, nothing after', () => {
    expect(outlook(hoursBefore(80), 'downpayment')).toMatchObject({
      refundPercentNow: 100,
      noRefundFromHours: 72,
      isReduced: false,
    });
    expect(outlook(hoursBefore(71), 'downpayment')).toMatchObject({
      steps: [],
      refundPercentNow: 0,
      isReduced: true,
    });
  });
});

describe('no-refund window', () => {
  it('starts at the nearest paying step, and is absent when a step pays until the start', () => {
    expect(noRefundFromHours(DEFAULT_CANCELLATION_POLICY.full)).toBe(24);
    expect(noRefundFromHours([{ hoursBefore: 0, refundPercent: 20 }])).toBeNull();
    expect(noRefundFromHours([{ hoursBefore: 48, refundPercent: 0 }])).toBe(0);
  });
});

describe('the policy in sentences (terms page)', () => {
  it('states each step in hours, best first, then where nothing comes back', () => {
    expect(policyLines(DEFAULT_CANCELLATION_POLICY)).toEqual({
      full: [
        { kind: 'tier', hoursBefore: 48, refundPercent: 100 },
        { kind: 'tier', hoursBefore: 24, refundPercent: 50 },
        { kind: 'noRefund', hoursBefore: 24 },
      ],
      downpayment: [
        { kind: 'tier', hoursBefore: 72, refundPercent: 100 },
        { kind: 'noRefund', hoursBefore: 72 },
      ],
      rescheduleCutoffHours: 24,
    });
  });

  it('follows an edited policy: a step until the start has no no-refund sentence', () => {
    const policy = cancellationPolicyOf({
      full: [
        { hoursBefore: 0, refundPercent: 20 },
        { hoursBefore: 96, refundPercent: 100 },
      ],
      rescheduleCutoffHours: 12,
    });
    expect(policyLines(policy).full).toEqual([
      { kind: 'tier', hoursBefore: 96, refundPercent: 100 },
      { kind: 'tierUntilStart', hoursBefore: 0, refundPercent: 20 },
    ]);
    expect(policyLines(policy).rescheduleCutoffHours).toBe(12);
  });
});
