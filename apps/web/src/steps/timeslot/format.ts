// Slot times and days as the visitor reads them: Zurich wall-clock time, formatted by Intl for the page's locale.
import { intlLocaleOf } from '@/booking/locale';
import { BOOKING_TIME_ZONE, parseInstant } from '@/booking/time';
import type { Locale } from '@/booking/types';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      ...options,
      timeZone: BOOKING_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** "09:30" (or "9:30 AM" where the locale writes it so) for an ISO start, in Zurich time. */
export function formatSlotTime(start: string, locale: Locale): string {
  const instant = parseInstant(start);
  if (instant === null) return start;
  return formatter(locale, { hour: '2-digit', minute: '2-digit' }).format(instant);
}

/** "Dienstag, 24. November 2026" for a Zurich day (YYYY-MM-DD). */
export function formatDay(date: string, locale: Locale): string {
  // Noon UTC is the same calendar day in Zurich whatever the season.
  const instant = parseInstant(`${date}T12:00:00Z`);
  if (instant === null) return date;
  return formatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon before 17:00, evening after, by the Zurich wall clock. */
export function partOfDay(start: string): PartOfDay {
  const instant = parseInstant(start);
  if (instant === null) return 'morning';
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: BOOKING_TIME_ZONE,
    }).format(instant),
  );
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}
