// Reservation statuses as DESIGN.md section 7 states them: transitions happen once, and which statuses hold a room.
import {
  ATTENDED,
  AWAITING_PAYMENT,
  allowsInPlace,
  BOOKED,
  confirmedStatus,
  HOLD_MINUTES,
  type HoldState,
  holdExpiresAt,
  holdOnPaymentStart,
  holdsRoom,
  holdWhileProcessing,
  initialStatus,
  isReservationStatus,
  moveHoldWhileProcessing,
  PAID,
  PAYMENT_HOLD_MINUTES,
  PROCESSING_HOLD_CUTOFF_HOURS,
  PROCESSING_HOLD_MAX_DAYS,
  RESERVATION_STATUSES,
  replaceDecision,
  transition,
} from './reservation-status';

const NOW = new Date('2026-12-01T10:00:00Z');

describe('reservation statuses', () => {
  it('starts pending, or downpayment pending for a downpayment check-up', () => {
    expect(initialStatus('full')).toBe('pending');
    expect(initialStatus('downpayment')).toBe('downpayment_pending');
  });
  it('confirms each pending kind into its own confirmed state', () => {
    expect(transition('pending', 'confirm')).toEqual({ kind: 'changed', to: 'confirmed' });
    expect(transition('downpayment_pending', 'confirm')).toEqual({
      kind: 'changed',
      to: 'downpayment_confirmed',
    });
  });
  it('cancels or expires only what awaits payment', () => {
    for (const status of AWAITING_PAYMENT) {
      expect(transition(status, 'cancel')).toEqual({ kind: 'changed', to: 'cancelled' });
      expect(transition(status, 'expire')).toEqual({ kind: 'changed', to: 'expired' });
    }
    for (const status of PAID) expect(transition(status, 'expire').kind).toBe('refused');
  });
  it('lets a customer withdraw only a paid booking, once', () => {
    for (const status of PAID) {
      expect(transition(status, 'withdraw')).toEqual({ kind: 'changed', to: 'cancelled' });
      // A provider's "payment cancelled" never calls off a paid booking.
      expect(transition(status, 'cancel').kind).toBe('refused');
    }
    expect(transition('cancelled', 'withdraw')).toEqual({ kind: 'unchanged' });
    for (const status of [...AWAITING_PAYMENT, 'expired', 'refunded'] as const)
      expect(transition(status, 'withdraw').kind).toBe('refused');
  });
  it('treats a repeated transition as a no-op, never an error', () => {
    expect(transition('confirmed', 'confirm')).toEqual({ kind: 'unchanged' });
    expect(transition('downpayment_confirmed', 'confirm')).toEqual({ kind: 'unchanged' });
    expect(transition('cancelled', 'cancel')).toEqual({ kind: 'unchanged' });
    expect(transition('expired', 'expire')).toEqual({ kind: 'unchanged' });
  });
  it('lets the clinic mark a paid booking arrived or a no-show, once, and nothing else', () => {
    for (const status of PAID) {
      expect(transition(status, 'arrive')).toEqual({ kind: 'changed', to: 'arrived' });
      expect(transition(status, 'no-show')).toEqual({ kind: 'changed', to: 'no_show' });
    }
    expect(transition('arrived', 'arrive')).toEqual({ kind: 'unchanged' });
    expect(transition('no_show', 'no-show')).toEqual({ kind: 'unchanged' });
    for (const status of [...AWAITING_PAYMENT, 'expired', 'cancelled', 'refunded'] as const) {
      expect(transition(status, 'arrive').kind).toBe('refused');
      expect(transition(status, 'no-show').kind).toBe('refused');
    }
    // Arrived or not, the day is over: neither can become the other, be withdrawn or refunded.
    expect(transition('arrived', 'no-show').kind).toBe('refused');
    expect(transition('no_show', 'arrive').kind).toBe('refused');
    for (const status of ATTENDED)
      for (const event of ['confirm', 'cancel', 'withdraw', 'expire', 'refund'] as const)
        expect(transition(status, event).kind).toBe('refused');
  });
  it('stores the clinic statuses, and keeps the rooms of a booking the clinic marked', () => {
    for (const status of ATTENDED) {
      expect(isReservationStatus(status)).toBe(true);
      // The time was the customer's, came they or not: nobody else is given it afterwards.
      expect(holdsRoom(status, new Date(NOW.getTime() - 60_000), NOW)).toBe(true);
      // Another tab's unpaid reservation may still be replaced: the marked one is left as it is.
      expect(replaceDecision(status, false)).toBe('leave');
    }
  });
  it('refunds a reservation that stopped holding its rooms, once, and never a paid one', () => {
    for (const status of ['pending', 'downpayment_pending', 'expired', 'cancelled'] as const)
      expect(transition(status, 'refund')).toEqual({ kind: 'changed', to: 'refunded' });
    expect(transition('refunded', 'refund')).toEqual({ kind: 'unchanged' });
    for (const status of PAID) expect(transition(status, 'refund').kind).toBe('refused');
  });
  it('refuses confirming what expired or was cancelled', () => {
    expect(transition('expired', 'confirm')).toEqual({ kind: 'refused' });
    expect(transition('cancelled', 'confirm')).toEqual({ kind: 'refused' });
  });
  it('lists every status exactly once among awaiting, paid, attended or final', () => {
    const final = RESERVATION_STATUSES.filter(
      (status) =>
        !AWAITING_PAYMENT.includes(status) && !PAID.includes(status) && !ATTENDED.includes(status),
    );
    expect(final).toEqual(['cancelled', 'expired', 'refunded']);
    expect(BOOKED).toEqual([...PAID, ...ATTENDED]);
  });
  it('lets a paid booking whose day is ahead move or have its partner complete, and no other', () => {
    for (const event of ['move', 'complete-partner'] as const) {
      expect(RESERVATION_STATUSES.filter((status) => allowsInPlace(status, event))).toEqual([
        'confirmed',
        'downpayment_confirmed',
      ]);
    }
    expect(allowsInPlace('arrived', 'move')).toBe(false);
    expect(allowsInPlace('pending', 'complete-partner')).toBe(false);
  });
});

describe('room holds', () => {
  it('lasts 30 minutes from creation', () => {
    expect(holdExpiresAt(NOW)).toEqual(new Date('2026-12-01T10:30:00Z'));
  });
  it('holds a room while paid, or while awaiting payment before the hold expires', () => {
    const later = new Date('2026-12-01T10:30:00Z');
    expect(holdsRoom('pending', later, NOW)).toBe(true);
    expect(holdsRoom('pending', later, later)).toBe(false);
    expect(holdsRoom('downpayment_pending', later, NOW)).toBe(true);
    expect(holdsRoom('confirmed', NOW, later)).toBe(true);
    expect(holdsRoom('downpayment_confirmed', NOW, later)).toBe(true);
    expect(holdsRoom('expired', later, NOW)).toBe(false);
    expect(holdsRoom('cancelled', later, NOW)).toBe(false);
  });
});

describe('the hold while paying', () => {
  const created = new Date('2027-03-01T09:00:00Z');
  const minutes = (n: number) => new Date(created.getTime() + n * 60_000);
  const fresh = { holdExpiresAt: holdExpiresAt(created), paymentStartedAt: null };

  it('keeps the 30 minutes from creation when paying starts early', () => {
    expect(holdOnPaymentStart(fresh, minutes(2))).toEqual({
      holdExpiresAt: minutes(HOLD_MINUTES),
      paymentStartedAt: minutes(2),
    });
  });

  it('extends the hold once, to 20 minutes after a late start', () => {
    expect(holdOnPaymentStart(fresh, minutes(25))).toEqual({
      holdExpiresAt: minutes(25 + PAYMENT_HOLD_MINUTES),
      paymentStartedAt: minutes(25),
    });
  });

  it('never extends it again, however often the payment is started', () => {
    let hold: HoldState = holdOnPaymentStart(fresh, minutes(25));
    for (const at of [30, 40, 44]) hold = holdOnPaymentStart(hold, minutes(at));
    expect(hold).toEqual({
      holdExpiresAt: minutes(25 + PAYMENT_HOLD_MINUTES),
      paymentStartedAt: minutes(25),
    });
  });

  it('confirms a late payment into the status its reservation type confirms to', () => {
    expect(confirmedStatus('full')).toBe('confirmed');
    expect(confirmedStatus('downpayment')).toBe('downpayment_confirmed');
  });
});

describe('replacing an earlier reservation', () => {
  it('cancels one waiting for payment whose payment is not under way', () => {
    expect(replaceDecision('pending', false)).toBe('cancel');
    expect(replaceDecision('downpayment_pending', false)).toBe('cancel');
  });
  it('refuses when it is paid, or its payment is under way at the provider', () => {
    expect(replaceDecision('confirmed', false)).toBe('being-paid');
    expect(replaceDecision('downpayment_confirmed', false)).toBe('being-paid');
    expect(replaceDecision('pending', true)).toBe('being-paid');
  });
  it('leaves one that ended already alone', () => {
    for (const status of ['cancelled', 'expired', 'refunded'] as const)
      expect(replaceDecision(status, true)).toBe('leave');
  });
});

describe('the hold while a debit is processing', () => {
  const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
  const paying = (startsAt: Date) => ({
    status: 'pending' as const,
    holdExpiresAt: hours(0.5),
    paymentStartedAt: NOW,
    startsAt,
  });

  it('keeps the rooms up to the day cap when the appointment is far away', () => {
    expect(holdWhileProcessing(paying(hours(24 * 60)), hours(0.1))).toEqual(
      hours(24 * PROCESSING_HOLD_MAX_DAYS),
    );
  });
  it('keeps them only until the cut-off before a nearer appointment', () => {
    expect(
      holdWhileProcessing({ ...paying(hours(24 * 5)), status: 'downpayment_pending' }, hours(0.1)),
    ).toEqual(hours(24 * 5 - PROCESSING_HOLD_CUTOFF_HOURS));
  });
  it('does not extend the hold for an appointment inside the cut-off', () => {
    expect(holdWhileProcessing(paying(hours(PROCESSING_HOLD_CUTOFF_HOURS)), hours(0.1))).toBe(null);
  });
  it('does not revive a lapsed hold or touch a reservation that is not awaiting payment', () => {
    expect(holdWhileProcessing(paying(hours(24 * 60)), hours(1))).toBe(null);
    expect(holdWhileProcessing({ ...paying(hours(24 * 60)), status: 'expired' }, NOW)).toBe(null);
    expect(holdWhileProcessing({ ...paying(hours(24 * 60)), status: 'confirmed' }, NOW)).toBe(null);
  });
  it('extends nothing further when the provider reports processing again', () => {
    const first = paying(hours(24 * 60));
    const held = holdWhileProcessing(first, hours(0.1));
    expect(held).toEqual(hours(24 * PROCESSING_HOLD_MAX_DAYS));
    expect(holdWhileProcessing({ ...first, holdExpiresAt: held ?? NOW }, hours(48))).toBe(null);
  });
});

describe('a move whose difference the provider is processing', () => {
  const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000);
  const move = (startsIn: number) => ({
    status: 'pending' as const,
    holdExpiresAt: at(0.5),
    createdAt: NOW,
    startsAt: at(startsIn),
  });

  it('keeps the new time up to the day cap, counted from when the move was set up', () => {
    expect(moveHoldWhileProcessing(move(24 * 60), at(0.1))).toEqual(
      at(24 * PROCESSING_HOLD_MAX_DAYS),
    );
  });
  it('keeps it only until the cut-off before a nearer new time, and not at all inside it', () => {
    expect(moveHoldWhileProcessing(move(24 * 5), at(0.1))).toEqual(
      at(24 * 5 - PROCESSING_HOLD_CUTOFF_HOURS),
    );
    expect(moveHoldWhileProcessing(move(PROCESSING_HOLD_CUTOFF_HOURS), at(0.1))).toBe(null);
  });
  it('leaves a settled move and a lapsed hold alone, and extends nothing a second time', () => {
    for (const status of ['moved', 'refunded', 'superseded'] as const)
      expect(moveHoldWhileProcessing({ ...move(24 * 60), status }, at(0.1))).toBe(null);
    expect(moveHoldWhileProcessing(move(24 * 60), at(1))).toBe(null);
    const held = moveHoldWhileProcessing(move(24 * 60), at(0.1)) ?? NOW;
    expect(moveHoldWhileProcessing({ ...move(24 * 60), holdExpiresAt: held }, at(48))).toBe(null);
  });
});
