'use client';
// One day of the time slot calendar: react-aria's calendar cell, with a name that says when the day is fully booked or unavailable.
import { type CalendarDate, isSameMonth } from '@internationalized/date';
import { useContext, useRef } from 'react';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import { CalendarStateContext } from 'react-aria-components';

export interface DayCellProps {
  date: CalendarDate;
  className: string | undefined;
  /** Fully booked: still choosable (for its waiting list), and named so. */
  isFull: boolean;
  /**
   * The cell's name from react-aria's own (the date in words, with "selected", "today" and the
   * like): a full day and a day that cannot be chosen say so, since a struck-through or faded day
   * tells a screen reader nothing.
   */
  nameOf: (day: { label: string; isFull: boolean; isUnavailable: boolean }) => string;
}

/**
 * react-aria-components' CalendarCell lets its own `aria-label` win over any given one, so this is
 * that cell built from the same hook, with the same data attributes for the styles.
 */
export function DayCell({ date, className, isFull, nameOf }: DayCellProps) {
  const state = useContext(CalendarStateContext);
  const button = useRef<HTMLDivElement>(null);
  if (state === null) throw new Error('DayCell belongs inside a Calendar');
  const isOutsideMonth = !isSameMonth(state.visibleRange.start, date);
  const { cellProps, buttonProps, ...cell } = useCalendarCell(
    { date, isOutsideMonth },
    state,
    button,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: cell.isDisabled || cell.isUnavailable });
  const { focusProps, isFocusVisible } = useFocusRing();
  const label = nameOf({
    label: buttonProps['aria-label'] ?? '',
    isFull,
    isUnavailable: cell.isDisabled || cell.isUnavailable,
  });
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps, { 'aria-label': label })}
        ref={button}
        className={className}
        data-hovered={isHovered || undefined}
        data-pressed={cell.isPressed || undefined}
        data-unavailable={cell.isUnavailable || undefined}
        data-disabled={cell.isDisabled || undefined}
        data-focus-visible={(isFocusVisible && cell.isFocused) || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-selected={cell.isSelected || undefined}
      >
        {cell.formattedDate}
      </div>
    </td>
  );
}
