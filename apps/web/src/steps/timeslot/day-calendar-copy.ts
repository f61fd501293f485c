// The calendar's names from content, as the time slot step and the manage page's move both give them: a module of its own, so the step's lazy calendar stays out of its first scripts.
import type { UiCopyReader } from '@/ui/ui-copy/ui-copy';
import type { DayNameParts } from './day-calendar';

export function dayCalendarCopy(copy: UiCopyReader) {
  const nameOfDay = ({ date, isToday, isSelected, isFull, isUnavailable }: DayNameParts) => {
    let day = isToday ? copy.format('timeslot.dayToday', { day: date }) : date;
    if (isSelected) day = copy.format('timeslot.daySelected', { day });
    if (isFull) return copy.format('timeslot.dayFull', { day });
    return isUnavailable ? copy.format('timeslot.dayUnavailable', { day }) : day;
  };
  return {
    label: copy.text('timeslot.calendar'),
    previousMonthLabel: copy.text('timeslot.previousMonth'),
    nextMonthLabel: copy.text('timeslot.nextMonth'),
    nameOfDay,
  };
}
