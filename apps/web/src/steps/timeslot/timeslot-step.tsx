'use client';
// The time slot step: a calendar of days with free starts, the times of the chosen day, when it ends, the services' notes, and a checked continue.
import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { trackSlotChosen } from '@/analytics/deferred-analytics';
import { formatTime } from '@/booking/format';
import { parseInstant, zurichDateOf } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { lazyAtOnce } from '@/client/lazy-at-once';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { StepBar } from '../step-layout/step-layout';
import layout from '../step-layout/step-layout.module.css';
import type { SlotEnd, SlotSelection } from './api';
import { dayCalendarCopy } from './day-calendar-copy';
import { DayTimes } from './day-times';
import styles from './timeslot-step.module.css';
import { useCalendarDays } from './use-calendar-days';
import { useSlotCheck } from './use-slot-check';
import { useSlotEnd, useTimeSlots } from './use-slots';
import { useTimesIntoView } from './use-times-into-view';

export interface SlotChoice {
  selectedDate: string | null;
  timeSlotStart: string | null;
}

/** A service's time slot notice, drawn on the server (`timeslotNoteTexts`). */
export interface TimeslotNote {
  id: string;
  text: ReactNode;
}

export interface TimeslotStepProps {
  locale: Locale;
  /**
   * What the slots are for; null on the prerendered page until the cart has read the address: the
   * heading and the loading state are drawn already, the calendar once the selection is known.
   */
  selection: SlotSelection | null;
  /** First day of the calendar (YYYY-MM-DD, Zurich). */
  startDate: string;
  /** Last day of the calendar: six weeks on, or the booking horizon's last day when nearer. */
  lastDay: string;
  selectedDate: string | null;
  timeSlotStart: string | null;
  /** The services' time slot notices, drawn on the server, without repeats. */
  notes: readonly TimeslotNote[];
  onChange: (choice: SlotChoice) => void;
  /** Called once the chosen start has been found free again, with its end when known. */
  onContinue: (end: SlotEnd | null) => void;
  backHref: string;
}

// The calendar and the day's times are drawn only once the free starts have arrived, never on the
// server, so their code (react-aria's calendar and date library) loads beside that request instead
// of with the page's first scripts, and is asked for as soon as this module runs in the browser:
// a request from an effect started only once the step was mounted, half a second later on a
// throttled phone (lazyAtOnce).
const DayCalendar = lazyAtOnce(() => import('./day-calendar').then((module) => module.DayCalendar));
if (typeof window !== 'undefined') import('./slot-list').catch(() => undefined);
function dayOfStart(start: string | null): string | null {
  const instant = parseInstant(start);
  return instant === null ? null : zurichDateOf(instant);
}

export function TimeslotStep(props: TimeslotStepProps) {
  const { locale, selection, startDate, lastDay, timeSlotStart, onChange } = props;
  const copy = useUiCopy();
  const calendar = useTimeSlots(selection, startDate, lastDay);
  // Drawing six weeks of days and a day's times is the step's heaviest render: when the answer
  // arrives it is drawn as deferred work, in slices, not in one task that blocks the page.
  const data = useDeferredValue(calendar.data);
  const { slotsByDay, availableDays, fullDays } = useCalendarDays(data);
  const shownDay = props.selectedDate ?? dayOfStart(timeSlotStart);
  const slotsOfDay = shownDay === null ? [] : (slotsByDay.get(shownDay) ?? []);
  const isOffered = timeSlotStart !== null && slotsOfDay.includes(timeSlotStart);
  const end = useSlotEnd(isOffered ? selection : null, timeSlotStart, locale);
  // The day a waiting list join found open again: its times are loaded anew and it says so.
  const [reopenedDay, setReopenedDay] = useState<string | null>(null);
  const dayOpened = () => {
    setReopenedDay(shownDay);
    void calendar.mutate();
  };
  const slotCheck = useSlotCheck({
    selection,
    onTaken: () => onChange({ selectedDate: shownDay, timeSlotStart: null }),
    refresh: () => calendar.mutate(),
  });

  // A start from the address or the cart that is no longer offered is forgotten, not silently kept.
  const loaded = data !== undefined && !calendar.isValidating;
  useEffect(() => {
    if (loaded && timeSlotStart !== null && !isOffered) {
      onChange({ selectedDate: shownDay, timeSlotStart: null });
    }
  }, [loaded, timeSlotStart, isOffered, shownDay, onChange]);

  const { times, pickDay } = useTimesIntoView(shownDay, (date) =>
    onChange({ selectedDate: date, timeSlotStart: null }),
  );

  const chooseSlot = (start: string) => {
    onChange({ selectedDate: shownDay, timeSlotStart: start });
    if (selection === null) return;
    trackSlotChosen({
      locale,
      checkup: selection.checkupSlug,
      location: selection.locationSlug,
      slotStart: start,
    });
  };

  return (
    <section className={styles.step} aria-labelledby="timeslot-heading">
      <h1 id="timeslot-heading">{copy.text('timeslot.heading')}</h1>
      <p className={styles.intro}>{copy.text('timeslot.timezone')}</p>
      {props.notes.map((note) => (
        <InfoBlock key={note.id} variant="default" icon="info" className={styles.note}>
          {note.text}
        </InfoBlock>
      ))}
      {calendar.error !== undefined && data === undefined ? (
        <InfoBlock
          variant="error"
          icon="error"
          role="alert"
          text={copy.text('timeslot.loadFailed')}
        >
          <Button variant="secondary" onPress={() => calendar.mutate()}>
            {copy.text('timeslot.retry')}
          </Button>
        </InfoBlock>
      ) : data === undefined ? (
        <p className={styles.loading} role="status">
          {copy.text('timeslot.loading')}
        </p>
      ) : (
        <div className={`${layout.columns} ${styles.columns}`}>
          <div className={styles.calendarColumn}>
            <Suspense fallback={null}>
              <DayCalendar
                {...dayCalendarCopy(copy)}
                firstDay={startDate}
                lastDay={lastDay}
                availableDays={availableDays}
                fullDays={fullDays}
                selectedDate={shownDay}
                onSelect={pickDay}
              />
            </Suspense>
          </div>
          <div className={styles.timesColumn} ref={times}>
            <DayTimes
              locale={locale}
              selection={selection}
              hasAnyDay={availableDays.size > 0 || fullDays.size > 0}
              shownDay={shownDay}
              slotsOfDay={slotsOfDay}
              reopened={reopenedDay === shownDay}
              onDayOpen={dayOpened}
              selected={timeSlotStart}
              onSelect={chooseSlot}
              isChecking={slotCheck.isChecking}
            />
            {slotCheck.wasTaken ? (
              <InfoBlock
                variant="error"
                icon="warning"
                role="alert"
                text={copy.text('timeslot.taken')}
              />
            ) : null}
          </div>
        </div>
      )}
      <StepBar backHref={props.backHref}>
        <p className={styles.end} aria-live="polite">
          {isOffered && timeSlotStart !== null && end.data !== undefined ? (
            <>
              <strong>{formatTime(timeSlotStart, locale)}</strong>
              {' · '}
              {copy.format('timeslot.endsAt', {
                time: formatTime(end.data.timeSlotEnd, locale),
              })}
            </>
          ) : null}
        </p>
        <Button
          variant="guiding"
          size="l"
          iconEnd="chevron"
          isDisabled={!isOffered}
          isPending={slotCheck.isChecking}
          onPress={() => {
            if (timeSlotStart === null) return;
            void slotCheck.check(timeSlotStart, () => props.onContinue(end.data ?? null));
          }}
        >
          {copy.text('nav.continue')}
        </Button>
      </StepBar>
    </section>
  );
}
