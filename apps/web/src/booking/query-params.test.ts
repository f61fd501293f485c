import { cleanParamName, listValues, readRawQuery, readText, readToken } from './query-params';

describe('raw address parameters', () => {
  it('cleans encoded ampersand prefixes from names', () => {
    expect(cleanParamName('amp;checkup')).toBe('checkup');
    expect(cleanParamName('&amp;checkup')).toBe('checkup');
    expect(cleanParamName('&amp;amp;checkup')).toBe('checkup');
    expect(cleanParamName('checkup')).toBe('checkup');
  });
  it('collects values of the same cleaned name from both spellings', () => {
    const raw = readRawQuery({ services: 'dxa', 'amp;services': ['lung_ct'], empty: undefined });
    expect(raw.get('services')).toEqual(['dxa', 'lung_ct']);
    expect(raw.has('empty')).toBe(false);
  });
  it('splits comma-joined lists, trimmed, once each', () => {
    expect(listValues(readRawQuery(new URLSearchParams('s=a,b&s=b, c&s=')), 's')).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('reads identifiers without spaces and bounded free text', () => {
    expect(readToken(10)(' pi_123 ')).toBe('pi_123');
    expect(readToken(10)('pi 123')).toBeNull();
    expect(readToken(3)('abcd')).toBeNull();
    expect(readText(20)(' spring sale ')).toBe('spring sale');
    expect(readText(20)('line\nbreak')).toBeNull();
    expect(readText(3)('long')).toBeNull();
    expect(readText(3)('  ')).toBeNull();
  });
});
