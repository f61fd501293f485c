import {
  addDaysToDate,
  daysBetweenDates,
  formatZurichInstant,
  isValidDateOnly,
  parseInstant,
  todayInZurich,
  weekdayOfDate,
  zurichDateOf,
  zurichWallTimeToInstant,
} from './time';

describe('today in Zurich', () => {
  it('is already tomorrow in Zurich when it is 23:30 UTC in winter', () => {
    expect(todayInZurich(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
  });
  it('is still today in Zurich at 21:59 UTC in summer', () => {
    expect(todayInZurich(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(todayInZurich(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });
});

describe('Zurich wall-clock time to an instant', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(zurichWallTimeToInstant('2026-12-01', '08:00').toISOString()).toBe(
      '2026-12-01T07:00:00.000Z',
    );
    expect(zurichWallTimeToInstant('2026-07-01', '08:00').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
  });
  it('makes 2026-03-29 a 23-hour day', () => {
    const start = zurichWallTimeToInstant('2026-03-29', '00:00');
    const end = zurichWallTimeToInstant('2026-03-29', '24:00');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });
  it('makes 2026-10-25 a 25-hour day', () => {
    const start = zurichWallTimeToInstant('2026-10-25', '00:00');
    const end = zurichWallTimeToInstant('2026-10-25', '24:00');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });
  it('moves a time skipped in spring forward by the gap', () => {
    expect(formatZurichInstant(zurichWallTimeToInstant('2026-03-29', '02:30'))).toBe(
      '2026-03-29T03:30:00+02:00',
    );
    expect(formatZurichInstant(zurichWallTimeToInstant('2026-03-29', '03:00'))).toBe(
      '2026-03-29T03:00:00+02:00',
    );
  });
  it('takes the first of the two 02:30s in autumn', () => {
    expect(formatZurichInstant(zurichWallTimeToInstant('2026-10-25', '02:30'))).toBe(
      '2026-10-25T02:30:00+02:00',
    );
    expect(formatZurichInstant(zurichWallTimeToInstant('2026-10-25', '03:00'))).toBe(
      '2026-10-25T03:00:00+01:00',
    );
  });
  it('refuses times that are not HH:mm', () => {
    expect(() => zurichWallTimeToInstant('2026-12-01', '8:00')).toThrow(RangeError);
    expect(() => zurichWallTimeToInstant('2026-12-01', '24:30')).toThrow(RangeError);
  });
});

describe('formatting an instant in Zurich time', () => {
  it('writes the offset that applies at that instant', () => {
    expect(formatZurichInstant(new Date('2026-12-01T07:00:00Z'))).toBe('2026-12-01T08:00:00+01:00');
    expect(formatZurichInstant(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(formatZurichInstant(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });
  it('puts an instant on its Zurich day', () => {
    expect(zurichDateOf(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });
});

describe('date-only values', () => {
  it('accepts real days only', () => {
    expect(isValidDateOnly('2028-02-29')).toBe(true);
    expect(isValidDateOnly('2026-02-29')).toBe(false);
    expect(isValidDateOnly('2026-13-01')).toBe(false);
    expect(isValidDateOnly('2026-1-01')).toBe(false);
    expect(isValidDateOnly('2026-01-01T00:00')).toBe(false);
    expect(isValidDateOnly(20260101)).toBe(false);
  });
  it('adds calendar days across month, year and DST boundaries', () => {
    expect(addDaysToDate('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysToDate('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysToDate('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetweenDates('2026-03-01', '2026-04-01')).toBe(31);
  });
  it('knows the weekday of a day', () => {
    expect(weekdayOfDate('2026-03-29')).toBe('sunday');
    expect(weekdayOfDate('2026-12-01')).toBe('tuesday');
  });
});

describe('reading an instant', () => {
  it('reads ISO 8601 with an offset or Z', () => {
    expect(parseInstant('2026-12-01T08:00:00+01:00')?.toISOString()).toBe(
      '2026-12-01T07:00:00.000Z',
    );
    expect(parseInstant('2026-12-01T07:00Z')?.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(parseInstant('2026-12-01T07:00:00.5Z')?.toISOString()).toBe('2026-12-01T07:00:00.500Z');
  });
  it('refuses a local time without offset and impossible values', () => {
    expect(parseInstant('2026-12-01T08:00:00')).toBeNull();
    expect(parseInstant('2026-02-30T08:00:00Z')).toBeNull();
    expect(parseInstant('2026-12-01T24:00:00Z')).toBeNull();
    expect(parseInstant('tomorrow')).toBeNull();
  });
});
