'use client';
// The free times of the chosen day at the chosen clinic, one radio each.
import { formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import own from './manage-booking.module.css';

export function TimeChoice({
  locale,
  starts,
  chosen,
  onChoose,
}: {
  locale: Locale;
  starts: string[];
  chosen: string | null;
  onChoose: (start: string) => void;
}) {
  const copy = useUiCopy();
  return (
    <fieldset className={own.times}>
      <legend>{copy.text('manage.rescheduleTimes')}</legend>
      {starts.map((start) => (
        <label key={start} className={own.time}>
          <input
            type="radio"
            name="new-time"
            value={start}
            checked={chosen === start}
            onChange={() => onChoose(start)}
          />
          {formatTime(start, locale)}
        </label>
      ))}
    </fieldset>
  );
}
