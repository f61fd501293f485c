'use client';
// The free starts of one day as a radio group (react-aria): arrow keys move between times, the label names the day.
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Locale } from '@/booking/types';
import { formatSlotTime } from './format';
import styles from './slot-list.module.css';

export interface SlotListProps {
  locale: Locale;
  label: string;
  /** ISO starts of the day, earliest first. */
  slots: readonly string[];
  selected: string | null;
  onSelect: (start: string) => void;
  isDisabled?: boolean;
}

export function SlotList({ locale, label, slots, selected, onSelect, isDisabled }: SlotListProps) {
  return (
    <RadioGroup
      className={styles.group}
      value={selected !== null && slots.includes(selected) ? selected : null}
      onChange={onSelect}
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.slots}>
        {slots.map((start) => (
          <Radio key={start} value={start} className={styles.slot} data-slot-start={start}>
            {formatSlotTime(start, locale)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
