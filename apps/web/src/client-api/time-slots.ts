// The time slots answer as the server sends it: the booking steps' calendar and the manage page's move both read it.
import type { SlotCalendar } from '@/booking/slots';
import { isRecord } from '@/booking/untrusted-json';

/** A time slots answer as the server sends it (the manage page reads it too). */
export const isSlotCalendar = (body: unknown): body is SlotCalendar =>
  isRecord(body) &&
  Array.isArray(body.days) &&
  body.days.every(
    (day) =>
      isRecord(day) &&
      typeof day.date === 'string' &&
      Array.isArray(day.slots) &&
      day.slots.every((slot) => typeof slot === 'string'),
  );
