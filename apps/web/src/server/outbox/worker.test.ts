// What the outbox's log lines say a row is (its kind in a known word, never what a malformed payload holds), its retry schedule, and how its lease and Message-ID are derived.
import { SMTP_SEND_DEADLINE_MS, SMTP_TIMEOUTS } from '../notifications/transport';
import { outboxMessageId } from './handlers';
import { DELIVERY_DEADLINE_MS, LEAD_WEBHOOK_TIMEOUT_MS, LEASE_MS } from './timing';
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

describe('a lease', () => {
  it('outlasts the longest attempt: the whole SMTP send and the lead webhook fit inside', () => {
    // A connection, a greeting and at least one full silence of the socket before it is cut.
    expect(SMTP_SEND_DEADLINE_MS).toBeGreaterThanOrEqual(
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout,
    );
    expect(DELIVERY_DEADLINE_MS).toBeGreaterThan(SMTP_SEND_DEADLINE_MS);
    expect(DELIVERY_DEADLINE_MS).toBeGreaterThan(LEAD_WEBHOOK_TIMEOUT_MS);
    expect(LEASE_MS).toBeGreaterThan(DELIVERY_DEADLINE_MS);
    // Short enough that a row whose worker died is tried again within a couple of minutes.
    expect(LEASE_MS).toBeLessThanOrEqual(2 * 60_000);
  });
});

describe("an outbox row's Message-ID", () => {
  it("is the row's id under the sender's domain, the same on every attempt", () => {
    const id = '0b6f3c1e-6d0a-4a4e-9a53-3f1d2c9e8b7a';
    expect(outboxMessageId(id, 'Nova <no-reply@example.com>')).toBe(`<outbox-${id}@example.com>`);
    expect(outboxMessageId(id, 'no-reply@example.com')).toBe(
      outboxMessageId(id, 'no-reply@example.com'),
    );
    expect(outboxMessageId(id, 'not an address')).toBe(`<outbox-${id}@nova.local>`);
  });
});
