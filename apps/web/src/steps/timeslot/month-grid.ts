// The days of a month calendar and the keys that move through them, on YYYY-MM-DD days: the time slot calendar's arithmetic, without a date library.
import { addDaysToDate, weekdayOfDate } from '@/booking/time';
import { WEEKDAYS } from '@/booking/types';

/** A weekday counted from Monday: 0 is Monday, 6 is Sunday. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface WeekInfo {
  firstDay?: number;
}
interface LocaleWithWeekInfo {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

/** The first day of the week where `locale` is spoken (Intl's week data; Monday where it has none). */
export function firstWeekdayOf(locale: string): WeekdayIndex {
  let info: WeekInfo | undefined;
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & LocaleWithWeekInfo;
    info = intl.getWeekInfo?.() ?? intl.weekInfo;
  } catch {
    info = undefined;
  }
  // Intl counts 1 (Monday) to 7 (Sunday).
  const first = info?.firstDay;
  return typeof first === 'number' && first >= 1 && first <= 7 ? ((first - 1) as WeekdayIndex) : 0;
}

function weekdayIndex(day: string): number {
  return WEEKDAYS.indexOf(weekdayOfDate(day));
}

/** The first day of the month `day` is in. */
export function monthStartOf(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` months on, or the month's last day when it has no such day (31 January + 1 is 28 or 29 February). */
export function addMonthsToDate(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const toDate = Math.min(date, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth).padStart(2, '0')}-${String(toDate).padStart(2, '0')}`;
}

export function startOfWeek(day: string, firstWeekday: WeekdayIndex): string {
  return addDaysToDate(day, -((weekdayIndex(day) - firstWeekday + 7) % 7));
}

/** The weeks a month's days fall in, each seven days from the week's first day; days of the months around it included. */
export function weeksOfMonth(monthStart: string, firstWeekday: WeekdayIndex): string[][] {
  const month = monthStart.slice(0, 7);
  const weeks: string[][] = [];
  let day = startOfWeek(monthStart, firstWeekday);
  while (day.slice(0, 7) <= month) {
    const week = Array.from({ length: 7 }, (_, offset) => addDaysToDate(day, offset));
    weeks.push(week);
    day = addDaysToDate(day, 7);
  }
  return weeks;
}

export function clampDay(day: string, first: string, last: string): string {
  if (day < first) return first;
  return day > last ? last : day;
}

/**
 * Where a key moves the calendar's focus from `day`, as the date grid of the WAI-ARIA practices
 * has it: arrows by a day or a week, Home and End to the week's ends, Page Up and Down by a month,
 * with Shift by a year. Null for any other key.
 */
export function dayAfterKey(
  day: string,
  key: { key: string; shiftKey: boolean },
  firstWeekday: WeekdayIndex,
): string | null {
  switch (key.key) {
    case 'ArrowLeft':
      return addDaysToDate(day, -1);
    case 'ArrowRight':
      return addDaysToDate(day, 1);
    case 'ArrowUp':
      return addDaysToDate(day, -7);
    case 'ArrowDown':
      return addDaysToDate(day, 7);
    case 'Home':
      return startOfWeek(day, firstWeekday);
    case 'End':
      return addDaysToDate(startOfWeek(day, firstWeekday), 6);
    case 'PageUp':
      return addMonthsToDate(day, key.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(day, key.shiftKey ? 12 : 1);
    default:
      return null;
  }
}
