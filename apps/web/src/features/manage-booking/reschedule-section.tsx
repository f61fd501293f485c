'use client';
// Choosing another time for a booking: a day, its free times at the same clinic, and a confirming press that moves the appointment.
import { useEffect, useId, useState } from 'react';
import { formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import success from '@/steps/success/success-step.module.css';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { errorIdOf, freeStartsOn, type ManagedBooking, rescheduleBooking } from './api';
import own from './manage-booking.module.css';

export function RescheduleSection({
  locale,
  token,
  booking,
  slotsQuery,
  onMoved,
}: {
  locale: Locale;
  token: string;
  booking: ManagedBooking;
  slotsQuery: string;
  onMoved: (booking: ManagedBooking) => void;
}) {
  const copy = useUiCopy();
  const dayId = useId();
  const [day, setDay] = useState(booking.start.slice(0, 10));
  const [starts, setStarts] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    let current = true;
    setStarts(null);
    setChosen(null);
    freeStartsOn(slotsQuery, day).then(
      (free) => current && setStarts(free.filter((start) => start !== booking.start)),
      () => current && setStarts([]),
    );
    return () => {
      current = false;
    };
  }, [slotsQuery, day, booking.start]);

  const move = async () => {
    if (chosen === null) return;
    setPending(true);
    setErrorId(null);
    try {
      onMoved(await rescheduleBooking(token, locale, chosen));
      setMoved(true);
    } catch (error) {
      setErrorId(errorIdOf(error, 'reserve-timeslot-error-other'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={success.card} aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading" className={success.cardHeading}>
        {copy.text('manage.rescheduleHeading')}
      </h2>
      <p className={success.text}>{copy.text('manage.rescheduleIntro')}</p>
      {moved ? (
        <p className={success.text} role="status">
          {copy.text('manage.rescheduled')}
        </p>
      ) : null}
      <div className={own.field}>
        <label htmlFor={dayId}>{copy.text('manage.rescheduleDay')}</label>
        <input
          id={dayId}
          type="date"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
        />
      </div>
      {starts !== null && starts.length === 0 ? (
        <p className={success.text}>{copy.text('manage.rescheduleNoSlots')}</p>
      ) : null}
      {starts !== null && starts.length > 0 ? (
        <fieldset className={own.times}>
          <legend>{copy.text('manage.rescheduleTimes')}</legend>
          {starts.map((start) => (
            <label key={start} className={own.time}>
              <input
                type="radio"
                name="new-time"
                value={start}
                checked={chosen === start}
                onChange={() => setChosen(start)}
              />
              {formatTime(start, locale)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen === null ? null : (
        <div className={own.actions}>
          <Button variant="primary" size="l" onPress={move} isPending={isPending}>
            {copy.format('manage.rescheduleConfirm', {
              time: formatTime(chosen, locale),
            })}
          </Button>
        </div>
      )}
      {errorId === null ? null : (
        <p className={own.error} role="alert">
          {copy.message(errorId)}
        </p>
      )}
    </section>
  );
}
