'use client';
// The month calendar of the time slot step and of the manage page's move: days with free slots are selectable, full days too (for their waiting list), every other day is marked unavailable.
// The date grid of the WAI-ARIA practices in native buttons, not react-aria's calendar: on a throttled
// phone its cells' press, focus and date formatting were most of the step's wait once its slots came.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { zurichDateOf } from '@/booking/time';
import { announce } from '@/ui/announce/announce';
import { Icon } from '@/ui/icons/icon';
import { useIntlLocale } from '@/ui/locale/intl-locale';
import styles from './day-calendar.module.css';
import {
  addMonthsToDate,
  clampDay,
  dayAfterKey,
  firstWeekdayOf,
  monthStartOf,
  type WeekdayIndex,
  weeksOfMonth,
} from './month-grid';
import { openingDay } from './opening-month';

/** What a day's name is made of: its date in words and what a sighted visitor sees of it. */
export interface DayNameParts {
  /** The date in words, e.g. "Tuesday, 2 March 2027". */
  date: string;
  isToday: boolean;
  isSelected: boolean;
  /** Fully booked, yet choosable (its waiting list). */
  isFull: boolean;
  /** Neither free nor full: it cannot be chosen. */
  isUnavailable: boolean;
}

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
  /** The month buttons' names, apart from the step's own back and continue buttons. */
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** Each day's name for assistive technology: a struck-through or faded day tells a screen reader nothing. */
  nameOfDay: (day: DayNameParts) => string;
}

const NO_DAYS: ReadonlySet<string> = new Set();

interface Formats {
  firstWeekday: WeekdayIndex;
  date: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  weekdayLong: Intl.DateTimeFormat;
}

// Built once per locale, not per cell: days are UTC midnights, so every format is told UTC.
const formatsByLocale = new Map<string, Formats>();

function formatsOf(locale: string): Formats {
  const known = formatsByLocale.get(locale);
  if (known !== undefined) return known;
  const made = {
    firstWeekday: firstWeekdayOf(locale),
    date: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  };
  formatsByLocale.set(locale, made);
  return made;
}

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const DEFAULT_LOCALE = 'en-CH';

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
  const locale = useIntlLocale() ?? DEFAULT_LOCALE;
  const formats = formatsOf(locale);
  const { firstWeekday } = formats;
  const choosable = new Set([...availableDays, ...fullDays]);
  // The days that can be reached: the first to the last free or full day of the offered range.
  // The days around them cannot be focused; with no such day at all, none can.
  const inRange = [...choosable].filter((day) => day >= firstDay && day <= lastDay).sort();
  const first = inRange[0] ?? null;
  const last = inRange.at(-1) ?? null;
  const isDisabled = first === null || last === null;
  const reachable = (day: string) => first !== null && last !== null && day >= first && day <= last;
  const clamp = (day: string) =>
    first !== null && last !== null ? clampDay(day, first, last) : day;

  // The calendar opens on the chosen day's month, else on the first month with enough free days
  // (not one whose only free day is its last); keyboard users land on that day.
  const [focusedDay, setFocused] = useState(() =>
    clamp(
      selectedDate ??
        openingDay([...availableDays].filter((day) => day >= firstDay && day <= lastDay)) ??
        first ??
        firstDay,
    ),
  );
  // Kept within the reachable days when new slots change them.
  const focused = clamp(focusedDay);
  // A day chosen from outside (the address, the times column) brings its month into view.
  const [lastSelected, setLastSelected] = useState(selectedDate);
  if (selectedDate !== lastSelected) {
    setLastSelected(selectedDate);
    if (selectedDate !== null) setFocused(clamp(selectedDate));
  }

  const grid = useRef<HTMLTableElement>(null);
  // Set by a key or a month button whose press moves the focus: the day gets it once drawn.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  });

  const month = monthStartOf(focused);
  const monthName = formats.month.format(utc(month));
  const weeks = weeksOfMonth(month, firstWeekday);
  const today = zurichDateOf(new Date());
  const hasPrevious = first !== null && first < month;
  const hasNext = last !== null && monthStartOf(last) > month;

  const turnMonth = (months: 1 | -1) => {
    const day = clamp(addMonthsToDate(focused, months));
    // The button pressed is disabled on the calendar's first or last month: the focus goes to the
    // day, not to the page's start.
    const to = monthStartOf(day);
    if (months < 0 ? first !== null && first >= to : last !== null && monthStartOf(last) <= to) {
      moveFocus.current = true;
    }
    setFocused(day);
    announce(formats.month.format(utc(to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (isDisabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = dayAfterKey(focused, event, firstWeekday);
    if (next === null) return;
    event.preventDefault();
    const to = clamp(next);
    if (to === focused) return;
    moveFocus.current = true;
    setFocused(to);
  };

  const choose = (day: string) => {
    setFocused(day);
    if (choosable.has(day)) onSelect(day);
  };

  return (
    <div className={styles.calendar} data-day-calendar="">
      <header className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={previousMonthLabel}
          disabled={!hasPrevious}
          onClick={() => turnMonth(-1)}
        >
          <Icon name="chevron" size={20} className={styles.previousIcon} />
        </button>
        <h2 className={styles.month}>{monthName}</h2>
        <button
          type="button"
          className={styles.nav}
          aria-label={nextMonthLabel}
          disabled={!hasNext}
          onClick={() => turnMonth(1)}
        >
          <Icon name="chevron" size={20} />
        </button>
      </header>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the date grid of the WAI-ARIA practices is a table whose role is grid
        role="grid"
        className={styles.grid}
        aria-label={`${label}, ${monthName}`}
        aria-disabled={isDisabled || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day} scope="col" className={styles.weekday}>
                <abbr title={formats.weekdayLong.format(utc(day))}>
                  {formats.weekday.format(utc(day))}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                // Days of the months around are not drawn: the grid keeps their place.
                if (monthStartOf(day) !== month) return <td key={day} />;
                const isFull = fullDays.has(day);
                const isUnavailable = !choosable.has(day);
                const isSelected = day === selectedDate;
                const canFocus = reachable(day);
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a grid's cell is a gridcell (HTML-AAM), selected or not
                  <td
                    key={day}
                    aria-selected={isSelected || undefined}
                    aria-disabled={isUnavailable || undefined}
                  >
                    <button
                      type="button"
                      className={isFull ? `${styles.cell} ${styles.full}` : styles.cell}
                      data-day={day}
                      data-selected={isSelected || undefined}
                      data-unavailable={(isUnavailable && canFocus) || undefined}
                      data-disabled={!canFocus || undefined}
                      aria-disabled={isUnavailable || undefined}
                      aria-label={nameOfDay({
                        date: formats.date.format(utc(day)),
                        isToday: day === today,
                        isSelected,
                        isFull,
                        isUnavailable,
                      })}
                      disabled={!canFocus}
                      tabIndex={canFocus && day === focused ? 0 : -1}
                      onClick={() => choose(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
