import {
  addMonthsToDate,
  clampDay,
  dayAfterKey,
  firstWeekdayOf,
  monthStartOf,
  startOfWeek,
  weeksOfMonth,
} from './month-grid';

const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });

describe('month grid', () => {
  it('starts the week on Monday in every site locale, on Sunday where Intl says so', () => {
    for (const locale of ['en-CH', 'de-CH', 'fr-CH', 'de-DE', 'en-DE']) {
      expect(firstWeekdayOf(locale)).toBe(0);
    }
    expect(firstWeekdayOf('en-US')).toBe(6);
    expect(firstWeekdayOf('not a locale')).toBe(0);
  });

  it('lays a month out in whole weeks, with the days of the months around it', () => {
    // March 2027 begins on a Monday and ends on a Wednesday: five weeks.
    const weeks = weeksOfMonth('2027-03-01', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2027-03-01');
    expect(weeks.at(-1)).toEqual([
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
      '2027-04-04',
    ]);
    // August 2027 begins on a Sunday: its first week is mostly July's, and it spans six.
    const august = weeksOfMonth('2027-08-01', 0);
    expect(august[0]?.[0]).toBe('2027-07-26');
    expect(august[0]?.[6]).toBe('2027-08-01');
    expect(august).toHaveLength(6);
    // A Sunday-first week.
    expect(weeksOfMonth('2027-08-01', 6)[0]?.[0]).toBe('2027-08-01');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonthsToDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDate('2027-12-15', 1)).toBe('2028-01-15');
    expect(addMonthsToDate('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonthsToDate('2027-03-31', -12)).toBe('2026-03-31');
    expect(monthStartOf('2027-03-31')).toBe('2027-03-01');
  });

  it('moves as the date grid of the WAI-ARIA practices does', () => {
    // Wednesday 3 March 2027.
    const day = '2027-03-03';
    expect(dayAfterKey(day, key('ArrowLeft'), 0)).toBe('2027-03-02');
    expect(dayAfterKey(day, key('ArrowRight'), 0)).toBe('2027-03-04');
    expect(dayAfterKey(day, key('ArrowUp'), 0)).toBe('2027-02-24');
    expect(dayAfterKey(day, key('ArrowDown'), 0)).toBe('2027-03-10');
    expect(dayAfterKey(day, key('Home'), 0)).toBe('2027-03-01');
    expect(dayAfterKey(day, key('End'), 0)).toBe('2027-03-07');
    expect(dayAfterKey(day, key('PageUp'), 0)).toBe('2027-02-03');
    expect(dayAfterKey(day, key('PageDown'), 0)).toBe('2027-04-03');
    expect(dayAfterKey(day, key('PageDown', true), 0)).toBe('2028-03-03');
    expect(dayAfterKey(day, key('PageUp', true), 0)).toBe('2026-03-03');
    expect(dayAfterKey(day, key('Enter'), 0)).toBeNull();
    expect(dayAfterKey(day, key('a'), 0)).toBeNull();
    expect(startOfWeek(day, 6)).toBe('2027-02-28');
  });

  it('keeps a day within the first and last', () => {
    expect(clampDay('2027-02-27', '2027-03-02', '2027-04-02')).toBe('2027-03-02');
    expect(clampDay('2027-04-05', '2027-03-02', '2027-04-02')).toBe('2027-04-02');
    expect(clampDay('2027-03-20', '2027-03-02', '2027-04-02')).toBe('2027-03-20');
  });
});
