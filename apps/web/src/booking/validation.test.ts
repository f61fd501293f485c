import { ATTACK_NAMES, NAMES_OF_MANY_SCRIPTS } from './test-fixtures';
import { partnerDetailsSchema, personalDetailsSchema, validatePayload } from './validation';

const TODAY = '2026-12-01';
const anna = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phone: '+41791234567',
  birthDate: '1980-04-02',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
};
const personal = personalDetailsSchema({ market: 'ch', today: TODAY });
const check = (input: unknown) => validatePayload(personal, input);
const messagesOf = (input: unknown) => {
  const result = check(input);
  return result.ok ? {} : result.messages;
};

describe('personal details', () => {
  it('accepts a complete adult customer, trimmed, with biological sex male by default', () => {
    const result = check(anna);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ firstName: 'Anna', biologicalSex: 'male' }),
    });
  });
  it('lists every missing field with the message id validation.required', () => {
    const result = check({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('validation-failed');
    expect(result.fields.sort()).toEqual(
      [
        'birthDate',
        'city',
        'country',
        'email',
        'firstName',
        'lastName',
        'phone',
        'postalCode',
        'street',
      ].sort(),
    );
    expect(result.messages.firstName).toBe('validation.required');
  });
  it('treats a name of spaces as missing and refuses one over 100 characters', () => {
    expect(messagesOf({ ...anna, firstName: '   ' }).firstName).toBe('validation.required');
    expect(messagesOf({ ...anna, lastName: 'x'.repeat(101) }).lastName).toBe('validation.tooLong');
  });
  it('needs a real email address and a valid phone number', () => {
    expect(messagesOf({ ...anna, email: 'anna@' }).email).toBe('validation.email');
    // A domain without a dot and a real ending reaches nobody: the confirmation would be lost.
    for (const email of ['anna@gmail', 'foo@bar', 'anna@gmail.c'])
      expect(messagesOf({ ...anna, email }).email).toBe('validation.email');
    expect(messagesOf({ ...anna, email: 'anna@bluewin.ch' })).toEqual({});
    expect(messagesOf({ ...anna, phone: '+41 12' }).phone).toBe('validation.phone');
    expect(messagesOf({ ...anna, phone: '+49 151 23456789' })).toEqual({});
  });
  it('needs a birth date as YYYY-MM-DD, in the past, of someone 18 or older', () => {
    expect(messagesOf({ ...anna, birthDate: '02.04.1980' }).birthDate).toBe('validation.date');
    expect(messagesOf({ ...anna, birthDate: '1980-02-30' }).birthDate).toBe('validation.date');
    expect(messagesOf({ ...anna, birthDate: '2026-12-02' }).birthDate).toBe(
      'validation.birthDateInFuture',
    );
    expect(messagesOf({ ...anna, birthDate: '2008-12-02' }).birthDate).toBe('validation.tooYoung');
    expect(messagesOf({ ...anna, birthDate: '2008-12-01' })).toEqual({});
    expect(messagesOf({ ...anna, birthDate: '1900-01-01' }).birthDate).toBe('validation.tooOld');
  });
  it('lets someone born on 29 February come of age on 1 March', () => {
    const schema = personalDetailsSchema({ market: 'ch', today: '2026-02-28' });
    expect(validatePayload(schema, { ...anna, birthDate: '2008-02-29' }).ok).toBe(false);
    const nextDay = personalDetailsSchema({ market: 'ch', today: '2026-03-01' });
    expect(validatePayload(nextDay, { ...anna, birthDate: '2008-02-29' }).ok).toBe(true);
  });
  it('accepts male or female as biological sex', () => {
    expect(messagesOf({ ...anna, biologicalSex: 'female' })).toEqual({});
    expect(messagesOf({ ...anna, biologicalSex: 'other' }).biologicalSex).toBe(
      'validation.biologicalSex',
    );
  });
  it('takes the country from the market list and checks its postal code shape', () => {
    expect(messagesOf({ ...anna, country: 'gb', postalCode: 'SW1A 1AA' })).toEqual({});
    expect(messagesOf({ ...anna, country: 'US' }).country).toBe('validation.country');
    expect(messagesOf({ ...anna, country: 'DE', postalCode: '8001' }).postalCode).toBe(
      'validation.postalCode',
    );
    const german = personalDetailsSchema({ market: 'de', today: TODAY });
    expect(validatePayload(german, { ...anna, country: 'DE', postalCode: '10115' }).ok).toBe(true);
  });
  it('drops fields it does not know', () => {
    const result = check({ ...anna, isAdmin: true });
    expect(result.ok && 'isAdmin' in result.value).toBe(false);
  });
});

describe('partner details', () => {
  const partner = { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch' };
  it('needs first name, last name and email', () => {
    expect(validatePayload(partnerDetailsSchema(), partner).ok).toBe(true);
    const result = validatePayload(partnerDetailsSchema(), { firstName: 'Ben' });
    expect(result.ok ? [] : result.fields.sort()).toEqual(['email', 'lastName']);
  });
  it('refuses a partner address without a plausible domain', () => {
    const result = validatePayload(partnerDetailsSchema(), { ...partner, email: 'ben@gmx' });
    expect(result).toMatchObject({ ok: false, fields: ['email'] });
  });
  it('refuses the customer email again, whatever its case and spaces', () => {
    const result = validatePayload(partnerDetailsSchema({ customerEmail: 'Anna@Example.ch' }), {
      ...partner,
      email: ' anna@example.CH ',
    });
    expect(result).toMatchObject({
      ok: false,
      error: 'partner-reservation-email-not-allowed',
      fields: ['email'],
    });
  });
});

describe('names in the customer’s and the partner’s details', () => {
  const partner = partnerDetailsSchema({ customerEmail: anna.email });

  it('accepts names of every script for the customer and the partner', () => {
    for (const name of NAMES_OF_MANY_SCRIPTS) {
      expect(check({ ...anna, firstName: name, lastName: name }).ok).toBe(true);
      const partnerDetails = { firstName: name, lastName: name, email: 'ben@example.ch' };
      expect(validatePayload(partner, partnerDetails).ok).toBe(true);
    }
  });

  it('refuses an attack string in either name with validation.name, naming the field', () => {
    for (const name of ATTACK_NAMES) {
      expect(messagesOf({ ...anna, firstName: name })).toEqual({
        firstName: 'validation.name',
      });
      const partnerDetails = { firstName: 'Ben', lastName: name, email: 'ben@example.ch' };
      expect(validatePayload(partner, partnerDetails)).toMatchObject({
        messages: { lastName: 'validation.name' },
      });
    }
  });

  it('still says a blank name is missing, not malformed', () => {
    expect(messagesOf({ ...anna, lastName: '  ' })).toEqual({
      lastName: 'validation.required',
    });
  });
});
