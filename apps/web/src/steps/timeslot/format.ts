// Which part of the day a slot falls in, by the Zurich wall clock; the days and times themselves are written by booking/format.
import { BOOKING_TIME_ZONE, parseInstant } from '@/booking/time';

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
