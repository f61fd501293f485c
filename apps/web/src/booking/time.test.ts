import {
  addDaysToDate,
  daysBetweenDates,
  formatZurichInstant,
  isValidDateOnly,
  parseInstant,
  todayInZurich,
  weekdayOfDate,
  zurichDateOf,
  zurichOffsetMinutes,
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

describe('the Zurich clock changes of 2026 to the second', () => {
  it('switches the offset at 01:00 UTC on the last Sundays of March and October', () => {
    expect(zurichOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(zurichOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(zurichOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(zurichOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });
  it('writes the instants either side of each change with their own offset', () => {
    expect(formatZurichInstant(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(formatZurichInstant(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(formatZurichInstant(new Date('2026-10-25T00:59:59Z'))).toBe('2026-10-25T02:59:59+02:00');
    expect(formatZurichInstant(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
  });
  it('reads back what it writes on both sides of the autumn change', () => {
    for (const written of ['2026-10-25T02:30:00+02:00', '2026-10-25T02:30:00+01:00']) {
      const instant = parseInstant(written);
      expect(instant && formatZurichInstant(instant)).toBe(written);
    }
  });
  it('ends a 23-hour and a 25-hour day on the next Zurich day', () => {
    expect(zurichDateOf(zurichWallTimeToInstant('2026-03-29', '24:00'))).toBe('2026-03-30');
    expect(zurichDateOf(zurichWallTimeToInstant('2026-10-25', '24:00'))).toBe('2026-10-26');
    expect(zurichDateOf(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
  });
});

describe('the shape of an instant', () => {
  it('reads negative offsets with minutes and offsets up to 14 hours', () => {
    expect(parseInstant('2026-12-01T08:00:00-03:30')?.toISOString()).toBe(
      '2026-12-01T11:30:00.000Z',
    );
    expect(parseInstant('2026-12-01T08:00:00-00:30')?.toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(parseInstant('2026-12-01T14:00:00+14:00')?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });
  it('keeps every millisecond it is given', () => {
    expect(parseInstant('2026-12-01T07:00:00.285Z')?.getTime()).toBe(
      Date.UTC(2026, 11, 1, 7, 0, 0, 285),
    );
    expect(parseInstant('2026-12-01T07:00:00.07Z')?.getUTCMilliseconds()).toBe(70);
  });
  it('refuses day 00, offsets past 14 hours and other shapes of ISO 8601', () => {
    for (const refused of [
      '2026-12-00T08:00:00Z',
      '2026-12-01T08:00:00+15:00',
      '2026-12-01T08:00:00+01:60',
      '2026-12-01T08:00:00+0100',
      '2026-12-01T08:00:00+01',
      '2026-12-01T08Z',
      '2026-12-01Z',
      '2026-12-01T08:00:00.1234Z',
      '2026-12-01T08:60Z',
      '2026-12-01T08:00:60Z',
      '+002026-12-01T08:00:00Z',
      '2026-12-01 08:00:00Z',
      '2026-12-01T08:00:00z',
    ]) {
      expect(parseInstant(refused)).toBeNull();
    }
  });
});
