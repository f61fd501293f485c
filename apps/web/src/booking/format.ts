// How days, clock times and durations read, the same on the steps and in the emails: Zurich wall-clock time, written by Intl for the locale.
import { intlLocaleOf } from './locale';
import { BOOKING_TIME_ZONE, parseInstant } from './time';
import type { Locale } from './types';

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** The ways an instant is written; each is the same text wherever it appears. */
const STYLES = {
  /** "Dienstag, 24. November 2026" */
  day: { ...DATE, weekday: 'long' },
  /** "24. November 2026" */
  date: DATE,
  /** "Tue 24 Nov" / "Di., 24. Nov.": a near day named briefly, as on a button. */
  brief: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "09:30": the 24-hour clock in every locale served, pinned so no ICU writes "9:30 AM". */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: InstantStyle, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      ...STYLES[style],
      timeZone: BOOKING_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** An instant as Zurich's wall clock and calendar show it, in one of the styles. */
export function formatInstant(instant: Date, style: InstantStyle, locale: Locale): string {
  return formatter(style, locale).format(instant);
}

/** A Zurich day written YYYY-MM-DD; the text itself when it is not one. */
function formatCalendarDay(date: string, style: InstantStyle, locale: Locale): string {
  // Noon UTC is the same calendar day in Zurich whatever the season.
  const instant = parseInstant(`${date}T12:00:00Z`);
  return instant === null ? date : formatInstant(instant, style, locale);
}

/** "Dienstag, 24. November 2026" for a Zurich day (YYYY-MM-DD). */
export function formatDay(date: string, locale: Locale): string {
  return formatCalendarDay(date, 'day', locale);
}

/** "24. November 2026" (or "4 March 2027") for a Zurich day (YYYY-MM-DD). */
export function formatShortDay(date: string, locale: Locale): string {
  return formatCalendarDay(date, 'date', locale);
}

/** "Tue 3 Dec" (de: "Di. 3. Dez.") for an ISO instant's Zurich day; the text itself when it is not one. */
export function formatBriefDay(iso: string, locale: Locale): string {
  const instant = parseInstant(iso);
  if (instant === null) return iso;
  // Without the comma after the weekday ("Tue, 3 Dec"): the button puts one before the time.
  return formatter('brief', locale)
    .formatToParts(instant)
    .map((part, index, parts) =>
      part.type === 'literal' && parts[index - 1]?.type === 'weekday' ? ' ' : part.value,
    )
    .join('');
}

/** "09:30" for an ISO instant, in Zurich time; the text itself when it is not one. */
export function formatTime(iso: string, locale: Locale): string {
  const instant = parseInstant(iso);
  return instant === null ? iso : formatInstant(instant, 'time', locale);
}

/** "45 Minuten" / "45 minutes": a length of time in the locale's words. */
export function formatDuration(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}
