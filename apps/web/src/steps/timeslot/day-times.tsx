'use client';
// The times column of the time slot step: the chosen day's free starts, a hint or a full day's waiting list, and the note that a day opened again.
import { lazy, Suspense } from 'react';
import type { Locale } from '@/booking/types';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { type SlotSelection, WAITLIST_DAY_OPEN } from './api';
import styles from './timeslot-step.module.css';

// The day's times are drawn only once the free starts have arrived, never on the server (as the
// step's calendar): their code loads beside that request, not with the page's first scripts.
// React.lazy rather than next/dynamic, whose loader would be in the first scripts.
const DaySlots = lazy(() => import('./slot-list').then((module) => ({ default: module.DaySlots })));
// Only a full day shows the waiting list's form: its code loads then, never with the step.
const WaitlistForm = lazy(() =>
  import('./waitlist-form').then((module) => ({ default: module.WaitlistForm })),
);

export function DayTimes({
  locale,
  selection,
  hasAnyDay,
  shownDay,
  slotsOfDay,
  reopened,
  onDayOpen,
  selected,
  onSelect,
  isChecking,
}: {
  locale: Locale;
  selection: SlotSelection | null;
  /** Whether the calendar has any day with free or full starts at all. */
  hasAnyDay: boolean;
  shownDay: string | null;
  slotsOfDay: string[];
  /** The shown day is one a waiting list join found open again. */
  reopened: boolean;
  onDayOpen: () => void;
  selected: string | null;
  onSelect: (start: string) => void;
  /** The chosen start is being checked again: the times wait. */
  isChecking: boolean;
}) {
  const copy = useUiCopy();
  if (!hasAnyDay) {
    return <InfoBlock variant="subtle" icon="calendar" text={copy.text('timeslot.noneInRange')} />;
  }
  if (shownDay === null) return <p className={styles.hint}>{copy.text('timeslot.chooseDay')}</p>;
  if (slotsOfDay.length === 0) {
    return (
      <>
        <InfoBlock variant="subtle" icon="calendar" text={copy.text('timeslot.noSlots')} />
        {selection !== null ? (
          <Suspense fallback={null}>
            <WaitlistForm
              locale={locale}
              selection={selection}
              day={shownDay}
              onDayOpen={onDayOpen}
            />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <>
      {reopened ? (
        <InfoBlock
          variant="default"
          icon="info"
          role="status"
          text={copy.message(WAITLIST_DAY_OPEN)}
        />
      ) : null}
      <Suspense fallback={null}>
        <DaySlots
          locale={locale}
          day={shownDay}
          slots={slotsOfDay}
          selected={selected}
          onSelect={onSelect}
          isDisabled={isChecking}
        />
      </Suspense>
    </>
  );
}
