'use client';
// The month calendar of the time slot step (react-aria): days with free slots are selectable, full days too (for their waiting list), every other day is marked unavailable.
import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { Icon } from '@/ui/icons/icon';
import { AriaLocale } from '@/ui/locale/aria-locale';
import styles from './day-calendar.module.css';
import { DayCell, type DayCellProps } from './day-cell';
import { openingDay } from './opening-month';

export interface DayCalendarProps {
  /** The first and last day the calendar offers (YYYY-MM-DD, Zurich). */
  firstDay: string;
  lastDay: string;
  /** Days that have at least one free start. */
  availableDays: ReadonlySet<string>;
  /** Days fully booked: choosable too (the times column offers their waiting list), drawn struck through. */
  fullDays?: ReadonlySet<string>;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  /** Names the calendar for assistive technology. */
  label: string;
  /**
   * The month buttons' names. react-aria's own are "Zurück" and "Weiter" in German, the very
   * names of the step's back link and continue button, so a screen reader would list two of each.
   */
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** Each day's name for assistive technology, from react-aria's (see DayCell). */
  nameOfDay: DayCellProps['nameOf'];
}

const NO_DAYS: ReadonlySet<string> = new Set();

function toCalendarDate(date: string | null): CalendarDate | null {
  if (date === null) return null;
  try {
    return parseDate(date);
  } catch {
    return null;
  }
}

export function DayCalendar({
  firstDay,
  lastDay,
  availableDays,
  fullDays = NO_DAYS,
  selectedDate,
  onSelect,
  label,
  previousMonthLabel,
  nextMonthLabel,
  nameOfDay,
}: DayCalendarProps) {
  const selected = toCalendarDate(selectedDate);
  const choosable = new Set([...availableDays, ...fullDays]);
  const inRange = [...choosable].filter((day) => day >= firstDay && day <= lastDay).sort();
  const firstAvailable = toCalendarDate(inRange[0] ?? null);
  const lastAvailable = toCalendarDate(inRange.at(-1) ?? null);
  // The calendar opens on the chosen day's month, else on the first month with enough free days
  // (not one whose only free day is its last); keyboard users land on that day.
  const firstFree = toCalendarDate(
    openingDay([...availableDays].filter((day) => day >= firstDay && day <= lastDay)),
  );
  const focusFirst = selected ?? firstFree ?? firstAvailable ?? toCalendarDate(firstDay);
  // react-aria names the minimum day "First available date" and the maximum "Last available
  // date", whether or not they are free: the range is the first to the last free day, so those
  // names are true, and the days around them are disabled (announced as unavailable). With no
  // free day at all there is no range, and every day is disabled.
  return (
    <AriaLocale>
      <Calendar
        className={styles.calendar}
        aria-label={label}
        value={selected}
        onChange={(date) => onSelect(date.toString())}
        minValue={firstAvailable}
        maxValue={lastAvailable}
        isDisabled={firstAvailable === null}
        defaultFocusedValue={focusFirst}
        isDateUnavailable={(date) => !choosable.has(date.toString())}
      >
        <header className={styles.header}>
          <Button slot="previous" className={styles.nav} aria-label={previousMonthLabel}>
            <Icon name="chevron" size={20} className={styles.previousIcon} />
          </Button>
          <Heading className={styles.month} />
          <Button slot="next" className={styles.nav} aria-label={nextMonthLabel}>
            <Icon name="chevron" size={20} />
          </Button>
        </header>
        <CalendarGrid className={styles.grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const isFull = fullDays.has(date.toString());
              return (
                <DayCell
                  date={date}
                  isFull={isFull}
                  nameOf={nameOfDay}
                  className={isFull ? `${styles.cell} ${styles.full}` : styles.cell}
                />
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </AriaLocale>
  );
}
