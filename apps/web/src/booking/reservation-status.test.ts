// Reservation statuses as DESIGN.md section 7 states them: transitions happen once, and which statuses hold a room.
import {
  AWAITING_PAYMENT,
  holdExpiresAt,
  holdsRoom,
  initialStatus,
  PAID,
  RESERVATION_STATUSES,
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
  it('treats a repeated transition as a no-op, never an error', () => {
    expect(transition('confirmed', 'confirm')).toEqual({ kind: 'unchanged' });
    expect(transition('downpayment_confirmed', 'confirm')).toEqual({ kind: 'unchanged' });
    expect(transition('cancelled', 'cancel')).toEqual({ kind: 'unchanged' });
    expect(transition('expired', 'expire')).toEqual({ kind: 'unchanged' });
  });
  it('refuses confirming what expired or was cancelled', () => {
    expect(transition('expired', 'confirm')).toEqual({ kind: 'refused' });
    expect(transition('cancelled', 'confirm')).toEqual({ kind: 'refused' });
  });
  it('lists every status exactly once among awaiting, paid or final', () => {
    const final = RESERVATION_STATUSES.filter(
      (status) => !AWAITING_PAYMENT.includes(status) && !PAID.includes(status),
    );
    expect(final).toEqual(['cancelled', 'expired']);
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
