'use client';
// The days and times a booking may move to: the time slot step's own calendar and times column, with its availability, full days and waiting list, for the booking's selection at the chosen clinic.
import { useMemo, useState } from 'react';
import type { SlotCalendar } from '@/booking/slots';
import type { Locale } from '@/booking/types';
import type { SlotSelection } from '@/steps/timeslot/api';
import { DayCalendar } from '@/steps/timeslot/day-calendar';
import { dayCalendarCopy } from '@/steps/timeslot/day-calendar-copy';
import { DayTimes } from '@/steps/timeslot/day-times';
import timeslot from '@/steps/timeslot/timeslot-step.module.css';
import { useCalendarDays } from '@/steps/timeslot/use-calendar-days';
import { useTimeSlots } from '@/steps/timeslot/use-slots';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import own from './manage-booking.module.css';

export interface MoveCalendarProps {
  locale: Locale;
  selection: SlotSelection;
  firstDay: string;
  lastDay: string;
  /** A start that is the booking itself (its own time at its own clinic): never offered. */
  ownStart: string | null;
  day: string | null;
  chosen: string | null;
  onDay: (day: string) => void;
  onChoose: (start: string) => void;
}

/** The calendar's answer without the booking's own start: another time is what is asked for. */
function withoutStart(data: SlotCalendar | undefined, start: string | null) {
  if (data === undefined || start === null) return data;
  return {
    ...data,
    days: data.days.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot !== start) })),
  };
}

export function MoveCalendar(props: MoveCalendarProps) {
  const { locale, selection, firstDay, lastDay, ownStart, day } = props;
  const copy = useUiCopy();
  const calendar = useTimeSlots(selection, firstDay, lastDay);
  const data = useMemo(() => withoutStart(calendar.data, ownStart), [calendar.data, ownStart]);
  const { slotsByDay, availableDays, fullDays } = useCalendarDays(data);
  const slotsOfDay = day === null ? [] : (slotsByDay.get(day) ?? []);
  // The day a waiting list join found open again: its times are loaded anew and it says so.
  const [reopenedDay, setReopenedDay] = useState<string | null>(null);

  if (calendar.error !== undefined && data === undefined) {
    return (
      <InfoBlock
        variant="error"
        icon="error"
        role="alert"
        text={copy.text('timeslot.loadFailed')}
      />
    );
  }
  if (data === undefined) {
    return (
      <div className={own.moveArea}>
        <p className={timeslot.loading} role="status">
          {copy.text('timeslot.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className={`${own.move} ${own.moveArea}`}>
      <div className={`${timeslot.calendarColumn} ${own.calendar}`}>
        <DayCalendar
          {...dayCalendarCopy(copy)}
          firstDay={firstDay}
          lastDay={lastDay}
          availableDays={availableDays}
          fullDays={fullDays}
          selectedDate={day}
          onSelect={props.onDay}
        />
      </div>
      <div className={timeslot.timesColumn}>
        <DayTimes
          locale={locale}
          selection={selection}
          hasAnyDay={availableDays.size > 0 || fullDays.size > 0}
          shownDay={day}
          slotsOfDay={slotsOfDay}
          reopened={reopenedDay !== null && reopenedDay === day}
          onDayOpen={() => {
            setReopenedDay(day);
            void calendar.mutate();
          }}
          selected={props.chosen}
          onSelect={props.onChoose}
          isChecking={false}
        />
      </div>
    </div>
  );
}
