import { BookingError, httpStatusOf, isUserErrorId } from './errors';

describe('error catalogue', () => {
  it('answers a double booking with 409 and bad input with 400', () => {
    expect(httpStatusOf('reserve-timeslot-error-already-booked')).toBe(409);
    expect(httpStatusOf('discount-code-invalid')).toBe(400);
  });
  it('knows catalogue ids and nothing else', () => {
    expect(isUserErrorId('unpaid-email-does-not-match')).toBe(true);
    expect(isUserErrorId('made-up')).toBe(false);
  });
  it('carries the fields of a validation refusal', () => {
    expect(new BookingError('validation-failed', ['email']).fields).toEqual(['email']);
  });
});
