// The outbox key of a booking's email: one row per reservation and kind.
import { notificationKey } from './key';

describe('notificationKey', () => {
  it('keys one row per reservation and kind', () => {
    expect(notificationKey('r-1', 'confirmation')).toBe('email:confirmation:r-1');
    expect(notificationKey('r-1', 'confirmation')).toBe(notificationKey('r-1', 'confirmation'));
    expect(notificationKey('r-1', 'reminder')).not.toBe(notificationKey('r-1', 'confirmation'));
  });
});
