'use client';
// The free starts of one day as a radio group (react-aria): arrow keys move between times, the label names the day.
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { formatDay, formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import { AriaLocale } from '@/ui/locale/aria-locale';
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
  return (
    <AriaLocale>
      <RadioGroup
        className={styles.group}
        value={selected !== null && slots.includes(selected) ? selected : null}
        onChange={onSelect}
        isDisabled={isDisabled}
      >
        <Label className={styles.label}>{label}</Label>
        {PARTS.map((part) => {
          const starts = slots.filter((start) => partOfDay(start) === part);
          if (starts.length === 0) return null;
          return (
            <div key={part} className={styles.part}>
              <p className={styles.partLabel}>{partLabels[part]}</p>
              <div className={styles.slots}>
                {starts.map((start) => (
                  <Radio key={start} value={start} className={styles.slot} data-slot-start={start}>
                    {formatTime(start, locale)}
                  </Radio>
                ))}
              </div>
            </div>
          );
        })}
      </RadioGroup>
    </AriaLocale>
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
