// What the outbox's log lines say a row is: its kind in a known word, never what a malformed payload holds.
import { kindOf, nextAttemptAt } from './worker';

describe('an outbox row in the logs', () => {
  it('names an email by its kind and a payment command by its action', () => {
    expect(kindOf('email', { kind: 'confirmation', recipient: { email: 'anna@example.ch' } })).toBe(
      'confirmation',
    );
    expect(kindOf('payment', { action: 'refund', intentId: 'pi_1' })).toBe('refund');
    expect(kindOf('lead', { email: 'lead@example.ch' })).toBe('lead');
  });

  it('falls back to the topic when the payload is malformed, so nothing it holds is logged', () => {
    expect(kindOf('email', { kind: 'anna@example.ch' })).toBe('email');
    expect(kindOf('email', { kind: 42 })).toBe('email');
    expect(kindOf('email', 'confirmation')).toBe('email');
    expect(kindOf('payment', null)).toBe('payment');
  });
});

describe('the retry schedule', () => {
  it('waits 1, 2, 4 … minutes after each failure, at most six hours', () => {
    const at = new Date('2027-03-01T08:00:00Z');
    const waits = [1, 2, 3, 9, 20].map(
      (attempts) => (nextAttemptAt(at, attempts).getTime() - at.getTime()) / 60_000,
    );
    expect(waits).toEqual([1, 2, 4, 256, 360]);
  });
});
