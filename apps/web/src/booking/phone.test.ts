import {
  combinePhoneNumber,
  countryOfCallingCode,
  defaultPhoneCountry,
  flagOf,
  flagOfCallingCode,
  isValidPhoneNumber,
  phoneCountryOptions,
  splitPhoneNumber,
} from './phone';

describe('country options of the calling-code dropdown', () => {
  it('puts the visitor country first, then the market list, then the rest', () => {
    const options = phoneCountryOptions({ language: 'en', market: 'ch', visitorCountry: 'us' });
    expect(options.slice(0, 6).map((option) => option.countryCode)).toEqual([
      'US',
      'CH',
      'DE',
      'FR',
      'IT',
      'GB',
    ]);
    expect(new Set(options.map((option) => option.countryCode)).size).toBe(options.length);
    expect(options.length).toBeGreaterThan(200);
  });
  it('lists a visitor already in the market list only once, in first place', () => {
    const options = phoneCountryOptions({ language: 'de', market: 'de', visitorCountry: 'FR' });
    expect(options.slice(0, 5).map((option) => option.countryCode)).toEqual([
      'FR',
      'DE',
      'CH',
      'IT',
      'GB',
    ]);
  });
  it('starts with the market list when the visitor country is unknown', () => {
    expect(
      phoneCountryOptions({ language: 'en', market: 'de', visitorCountry: null })[0]?.countryCode,
    ).toBe('DE');
    expect(
      phoneCountryOptions({ language: 'en', market: 'ch', visitorCountry: 'XX' })[0]?.countryCode,
    ).toBe('CH');
  });
  it('knows the default calling code without building the list: its first option', () => {
    const cases = [
      { market: 'ch', visitorCountry: 'us' },
      { market: 'de', visitorCountry: 'FR' },
      { market: 'de', visitorCountry: null },
      { market: 'ch', visitorCountry: 'XX' },
    ] as const;
    for (const input of cases) {
      expect(defaultPhoneCountry(input)).toBe(
        phoneCountryOptions({ language: 'en', ...input })[0]?.countryCode,
      );
    }
    expect(defaultPhoneCountry({ market: 'de' })).toBe('DE');
  });
  it('names countries in the page language, with calling code and flag', () => {
    const [switzerland] = phoneCountryOptions({ language: 'de', market: 'ch' });
    expect(switzerland).toEqual({
      countryName: 'Schweiz',
      callCode: '+41',
      flag: '🇨🇭',
      countryCode: 'CH',
    });
    const [suisse] = phoneCountryOptions({ language: 'fr', market: 'ch' });
    expect(suisse?.countryName).toBe('Suisse');
  });
  it('sorts the remaining countries alphabetically in the page language', () => {
    const rest = phoneCountryOptions({ language: 'de', market: 'ch' })
      .slice(5)
      .map((o) => o.countryName);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));
  });
});

describe('flags', () => {
  it('turns a country code into its flag emoji', () => {
    expect(flagOf('ch')).toBe('🇨🇭');
    expect(flagOf('GB')).toBe('🇬🇧');
    expect(flagOf('CHE')).toBe('');
  });
  it('gives shared calling codes the flag of their main country', () => {
    expect(
      ['1', '61', '358', '212', '47', '39'].map((code) => [code, countryOfCallingCode(code)]),
    ).toEqual([
      ['1', 'US'],
      ['61', 'AU'],
      ['358', 'FI'],
      ['212', 'MA'],
      ['47', 'NO'],
      ['39', 'IT'],
    ]);
    expect(flagOfCallingCode('+1')).toBe('🇺🇸');
    expect(flagOfCallingCode('41')).toBe('🇨🇭');
    expect(flagOfCallingCode('999')).toBe('');
  });
});

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
