// The time slot answer as the calendar reads it: each day's free starts, the days with any, and the full days.
import { useMemo } from 'react';
import type { SlotCalendar } from '@/booking/slots';

export function useCalendarDays(data: SlotCalendar | undefined) {
  const slotsByDay = useMemo(
    () => new Map((data?.days ?? []).map((day) => [day.date, day.slots])),
    [data],
  );
  const availableDays = useMemo(
    () => new Set([...slotsByDay].filter(([, slots]) => slots.length > 0).map(([date]) => date)),
    [slotsByDay],
  );
  const fullDays = useMemo(
    () => new Set((data?.days ?? []).filter((day) => day.full === true).map((day) => day.date)),
    [data],
  );
  return { slotsByDay, availableDays, fullDays };
}
