// The calendar's names from content, as the time slot step and the manage page's move both give them: a module of its own, so the step's lazy calendar stays out of its first scripts.
import type { UiCopyReader } from '@/ui/ui-copy/ui-copy';
import type { DayCellProps } from './day-cell';

export function dayCalendarCopy(copy: UiCopyReader) {
  const nameOfDay: DayCellProps['nameOf'] = ({ label, isFull, isUnavailable }) =>
    isFull
      ? copy.format('timeslot.dayFull', { day: label })
      : isUnavailable
        ? copy.format('timeslot.dayUnavailable', { day: label })
        : label;
  return {
    label: copy.text('timeslot.calendar'),
    previousMonthLabel: copy.text('timeslot.previousMonth'),
    nextMonthLabel: copy.text('timeslot.nextMonth'),
    nameOfDay,
  };
}
