import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { splitPhoneNumber } from './phone';
import {
  CALLING_CODES,
  countryOfCallingCode,
  defaultPhoneCountry,
  flagOf,
  flagOfCallingCode,
  phoneCountryOptions,
  splitAtCallingCode,
} from './phone-countries';

describe('the calling-code table', () => {
  it('is libphonenumber’s full metadata, country by country', () => {
    const metadata = Object.fromEntries(
      getCountries().map((country) => [country, getCountryCallingCode(country)]),
    );
    expect(CALLING_CODES).toEqual(metadata);
  });
});

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

describe('an international number split before the phone rules arrive', () => {
  it.each([
    '+41791234567',
    '+4915123456789',
    '+390612345678',
    '+447400123456',
    '+12015550123',
    '+358401234567',
    '+97150123456',
  ])('%s: the calling code and digits the rules find', (phone) => {
    const rules = splitPhoneNumber(phone);
    const split = splitAtCallingCode(phone);
    expect(split?.callCode).toBe(rules?.callCode);
    expect(split?.nationalNumber).toBe(rules?.nationalNumber);
  });
  it('names the main country of a shared code, which the rules may refine', () => {
    // A Toronto number: +1 is the United States' until the rules read the area code.
    expect(splitAtCallingCode('+14165550123')?.countryCode).toBe('US');
    expect(splitPhoneNumber('+14165550123')?.countryCode).toBe('CA');
  });
  it('gives nothing for a number not written internationally', () => {
    expect(splitAtCallingCode('0791234567')).toBeNull();
    expect(splitAtCallingCode('+41')).toBeNull();
    expect(splitAtCallingCode('')).toBeNull();
  });
});
