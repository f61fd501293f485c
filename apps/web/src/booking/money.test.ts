import fc from 'fast-check';
import {
  formatMoney,
  isInstallmentMonths,
  joinMoneyParts,
  splitInstalments,
  toMinorUnits,
} from './money';

describe('minor units', () => {
  it('turns content prices in whole francs into rappen', () => {
    expect(toMinorUnits(2490)).toBe(249000);
    expect(toMinorUnits(0)).toBe(0);
  });

  it('does not lose a rappen to floating point', () => {
    expect(toMinorUnits(19.95)).toBe(1995);
    expect(toMinorUnits(0.29)).toBe(29);
  });

  it('refuses something that is not an amount', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
  });
});

describe('instalment plans', () => {
  it('offers 0, 6 and 12 months only', () => {
    expect([0, 6, 12].every(isInstallmentMonths)).toBe(true);
    expect(isInstallmentMonths(3)).toBe(false);
    expect(isInstallmentMonths('6')).toBe(false);
  });

  it('schedules nothing monthly when paying in one go', () => {
    expect(splitInstalments(249000, 0)).toEqual([]);
  });

  it('splits CHF 2490 into six equal months', () => {
    expect(splitInstalments(249000, 6)).toEqual([41500, 41500, 41500, 41500, 41500, 41500]);
  });

  it('lets the first month pay the remainder, as Stripe bills it', () => {
    // CHF 2490 / 12 = 207.50 exactly; CHF 4480 / 12 leaves 4 rappen for the first month.
    expect(splitInstalments(249000, 12)).toEqual(Array(12).fill(20750));
    expect(splitInstalments(448000, 12)).toEqual([37337, ...Array(11).fill(37333)]);
  });

  it('splits a zero total into zero months', () => {
    expect(splitInstalments(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('refuses a negative or fractional total', () => {
    expect(() => splitInstalments(-1, 6)).toThrow(RangeError);
    expect(() => splitInstalments(10.5, 6)).toThrow(RangeError);
  });

  it('always adds up to the total, later months floor(total / n), the first at most n-1 more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(6, 12),
        (total, months) => {
          const parts = splitInstalments(total, months);
          const monthly = Math.floor(total / months);
          const first = parts[0] ?? Number.NaN;
          expect(parts).toHaveLength(months);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          expect(parts.slice(1).every((part) => part === monthly)).toBe(true);
          expect(first - monthly).toBeGreaterThanOrEqual(0);
          expect(first - monthly).toBeLessThanOrEqual(months - 1);
        },
      ),
    );
  });
});

describe('formatting money', () => {
  it('shows CHF 2’490.00 in de-CH', () => {
    expect(formatMoney(249000, 'CHF', 'de-ch')).toBe('CHF\u00a02’490.00');
    expect(formatMoney(249000, 'CHF', 'de-CH')).toBe('CHF\u00a02’490.00');
  });

  it('follows each locale’s conventions', () => {
    expect(formatMoney(249000, 'EUR', 'de-de')).toBe('2.490,00\u00a0€');
    expect(formatMoney(249000, 'EUR', 'en-de')).toBe('€2,490.00');
    expect(formatMoney(25050, 'CHF', 'fr-ch')).toMatch(/^250\.50\sCHF$/u);
  });

  it('writes a Swiss amount alike whatever the runtime’s ICU gives (server and browser must agree)', () => {
    expect(formatMoney(249000, 'CHF', 'fr-ch')).toBe('2’490.00\u00a0CHF');
    expect(formatMoney(249000, 'CHF', 'en-ch')).toBe('CHF\u00a02’490.00');
    // What Chromium's ICU gives for fr-CH, and what Node 24's gives: one text.
    const parts = (group: string, literal: string): Intl.NumberFormatPart[] => [
      { type: 'integer', value: '2' },
      { type: 'group', value: group },
      { type: 'integer', value: '490' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '00' },
      { type: 'literal', value: literal },
      { type: 'currency', value: 'CHF' },
    ];
    const texts = ['\u202f', "'", '’', '\u00a0'].flatMap((group) =>
      [' ', '\u00a0'].map((literal) => joinMoneyParts(parts(group, literal), true)),
    );
    expect(new Set(texts)).toEqual(new Set(['2’490.00\u00a0CHF']));
    // Germany keeps its own grouping.
    expect(joinMoneyParts(parts('.', ' '), false)).toBe('2.490.00\u00a0CHF');
  });

  it('always shows the rappen', () => {
    expect(formatMoney(19000, 'CHF', 'en-ch')).toBe('CHF\u00a0190.00');
  });
});
