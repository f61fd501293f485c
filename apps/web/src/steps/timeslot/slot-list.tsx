'use client';
// The free starts of one day as a radio group: arrow keys move between times, the label names the day.
// Native radios (one name: arrows move between them), not react-aria's: they are the step's main control.
import { useId } from 'react';
import { formatDay, formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { type PartOfDay, partOfDay } from './format';
import styles from './slot-list.module.css';

export interface SlotListProps {
  locale: Locale;
  label: string;
  /** ISO starts of the day, earliest first. */
  slots: readonly string[];
  selected: string | null;
  onSelect: (start: string) => void;
  isDisabled?: boolean;
  /** Headings of the parts of the day, in the page language. */
  partLabels: Record<PartOfDay, string>;
}

const PARTS: readonly PartOfDay[] = ['morning', 'afternoon', 'evening'];

export function SlotList(props: SlotListProps) {
  const { locale, label, slots, selected, onSelect, isDisabled, partLabels } = props;
  const id = useId();
  const value = selected !== null && slots.includes(selected) ? selected : null;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-disabled={isDisabled || undefined}
      className={styles.group}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {PARTS.map((part) => {
        const starts = slots.filter((start) => partOfDay(start) === part);
        if (starts.length === 0) return null;
        return (
          <div key={part} className={styles.part}>
            <p className={styles.partLabel}>{partLabels[part]}</p>
            <div className={styles.slots}>
              {starts.map((start) => (
                <label
                  key={start}
                  className={styles.slot}
                  data-slot-start={start}
                  data-selected={start === value || undefined}
                  data-disabled={isDisabled || undefined}
                >
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`${id}-start`}
                    value={start}
                    checked={start === value}
                    disabled={isDisabled}
                    onChange={() => onSelect(start)}
                  />
                  {formatTime(start, locale)}
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The slot list of one day, labelled with the day and the parts of the day in the page language. */
export function DaySlots(
  props: Omit<SlotListProps, 'label' | 'partLabels'> & { day: string; isDisabled: boolean },
) {
  const copy = useUiCopy();
  const label = copy.format('timeslot.times', {
    date: formatDay(props.day, props.locale),
  });
  const partLabels = {
    morning: copy.text('timeslot.morning'),
    afternoon: copy.text('timeslot.afternoon'),
    evening: copy.text('timeslot.evening'),
  };
  return <SlotList {...props} label={label} partLabels={partLabels} />;
}
