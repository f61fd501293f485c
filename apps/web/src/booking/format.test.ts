// Days, times and durations read the same on the steps and in the emails: Zurich's calendar and clock, the locale's words.
import {
  formatBriefDay,
  formatDay,
  formatDuration,
  formatInstant,
  formatShortDay,
  formatTime,
} from './format';

describe('writing days and times', () => {
  it('writes a Zurich day with and without its weekday', () => {
    expect(formatDay('2026-11-24', 'de-ch')).toBe('Dienstag, 24. November 2026');
    expect(formatShortDay('2027-03-04', 'en-ch')).toBe('4 March 2027');
    expect(formatShortDay('2027-03-04', 'de-de')).toBe('4. März 2027');
  });

  it('names a near day briefly, on its Zurich calendar day, as a button does', () => {
    // 23:30 UTC on the 2nd is already Tuesday the 3rd in Zurich.
    expect(formatBriefDay('2024-12-02T23:30:00Z', 'en-ch')).toBe('Tue 3 Dec');
    expect(formatBriefDay('2024-12-03T09:30:00+01:00', 'de-ch')).toBe('Di. 3. Dez.');
    expect(formatBriefDay('2024-12-03T09:30:00+01:00', 'fr-ch')).toBe('mar. 3 déc.');
    expect(formatBriefDay('soon', 'en-ch')).toBe('soon');
  });

  it('writes clock times in Zurich time on the 24-hour clock, in every locale', () => {
    for (const locale of ['de-ch', 'en-ch', 'fr-ch', 'de-de', 'en-de'] as const) {
      expect(formatTime('2026-07-01T13:30:00Z', locale)).toBe('15:30');
      expect(formatTime('2026-01-15T08:05:00+01:00', locale)).toBe('08:05');
    }
  });

  it('writes an instant on the Zurich day it falls on, as the emails do', () => {
    const lateInSummer = new Date('2026-07-01T22:30:00Z');
    expect(formatInstant(lateInSummer, 'day', 'de-ch')).toBe('Donnerstag, 2. Juli 2026');
    expect(formatInstant(lateInSummer, 'date', 'fr-ch')).toBe('2 juillet 2026');
    expect(formatInstant(lateInSummer, 'time', 'fr-ch')).toBe('00:30');
  });

  it('leaves text that is not a day or an instant as it is', () => {
    expect(formatDay('soon', 'de-ch')).toBe('soon');
    expect(formatTime('09:30', 'de-ch')).toBe('09:30');
  });

  it('writes a duration in the locale’s words', () => {
    expect(formatDuration(45, 'de-ch')).toBe('45 Minuten');
    expect(formatDuration(90, 'en-de')).toBe('90 minutes');
  });
});
