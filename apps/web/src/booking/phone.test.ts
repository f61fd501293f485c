import { combinePhoneNumber, isValidPhoneNumber, splitPhoneNumber } from './phone';

describe('combining calling code and national digits', () => {
  it.each([
    ['+41', '079 123 45 67', '+41791234567'],
    ['+41', '44 668 18 00', '+41446681800'],
    ['+49', '0151 23456789', '+4915123456789'],
    ['+49', '030 12345678', '+493012345678'],
    ['+33', '06 12 34 56 78', '+33612345678'],
    ['+39', '06 1234 5678', '+390612345678'],
    ['+39', '312 345 6789', '+393123456789'],
    ['+44', '07400 123456', '+447400123456'],
    ['+1', '(201) 555-0123', '+12015550123'],
  ])('%s with %s is %s', (callCode, national, international) => {
    expect(combinePhoneNumber(callCode, national)).toBe(international);
    expect(isValidPhoneNumber(international)).toBe(true);
  });
  it('keeps a number the visitor typed with its own international prefix', () => {
    expect(combinePhoneNumber('+41', '+49 151 23456789')).toBe('+4915123456789');
    expect(combinePhoneNumber('+41', '0049 151 23456789')).toBe('+4915123456789');
  });
  it('splits a number back into calling code and national digits', () => {
    expect(splitPhoneNumber('+41791234567')).toEqual({
      callCode: '+41',
      nationalNumber: '791234567',
      countryCode: 'CH',
    });
    expect(splitPhoneNumber('not a number')).toBeNull();
  });
});

describe('valid phone numbers', () => {
  it('refuses numbers that break the country rules', () => {
    expect(isValidPhoneNumber('+4179123')).toBe(false);
    expect(isValidPhoneNumber('+41 12 345 67 89')).toBe(false);
    expect(isValidPhoneNumber('+1 123 456 7890')).toBe(false);
    expect(isValidPhoneNumber('+44 7400 12345')).toBe(false);
    expect(isValidPhoneNumber('+49 1')).toBe(false);
  });
  it('refuses numbers without a calling code and text', () => {
    expect(isValidPhoneNumber('0791234567')).toBe(false);
    expect(isValidPhoneNumber('call me')).toBe(false);
    expect(isValidPhoneNumber('')).toBe(false);
  });
  it('refuses more than 17 national digits', () => {
    expect(isValidPhoneNumber(`+49${'1'.repeat(18)}`)).toBe(false);
  });
});
