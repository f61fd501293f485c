'use client';
// Choosing another time for a booking: a clinic of its market (its own first), a day and a time on the booking flow's own calendar, and a confirming press that names them and moves the appointment (at a dearer clinic, once the card paid the difference).
import { useMemo, useState } from 'react';
import { formatBriefDay, formatTime } from '@/booking/format';
import { formatMoney } from '@/booking/money';
import { movableOnline } from '@/booking/move-price';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import { leavePageFor } from '@/client/leave-page';
import type { StartedPayment } from '@/client-api/payment';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import {
  confirmMovePayment,
  errorIdOf,
  type ManagedBooking,
  type MoveClinic,
  rescheduleBooking,
  startMovePayment,
} from './api';
import { ClinicChoice } from './clinic-choice';
import own from './manage-booking.module.css';
import { MoveCalendar } from './move-calendar';
import { MovePaymentForm } from './move-payment-form';
import { homeClinic, moveSelection, moveWindow } from './move-window';

export function RescheduleSection({
  locale,
  token,
  booking,
  clinics,
  onMoved,
}: {
  locale: Locale;
  token: string;
  booking: ManagedBooking;
  /** The clinics of the booking's market that deliver it, its own first. */
  clinics: MoveClinic[];
  onMoved: (booking: ManagedBooking) => void;
}) {
  const copy = useUiCopy();
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  const home = homeClinic(clinics);
  const [clinicSlug, setClinicSlug] = useState(home?.slug ?? '');
  const clinic = clinics.find((candidate) => candidate.slug === clinicSlug) ?? home;
  const bookingDay = booking.start.slice(0, 10);
  const [day, setDay] = useState<string | null>(bookingDay);
  const [chosen, setChosen] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  /** The difference's payment, opened for the chosen time at a dearer clinic (which it holds). */
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const charge = clinic?.settlement.kind === 'charge' ? clinic.settlement.amount : null;

  const movable = clinic !== undefined && movableOnline(clinic.settlement);
  const elsewhere = clinic !== undefined && !clinic.current;
  const selection = useMemo(
    () => (clinic === undefined ? null : moveSelection(clinic.slotsQuery)),
    [clinic],
  );
  const [shown] = useState(() => moveWindow(bookingDay, todayInZurich(new Date())));

  const move = async () => {
    if (chosen === null || clinic === undefined) return;
    setPending(true);
    setErrorId(null);
    try {
      if (charge !== null) {
        // The time is held while the card form is filled in; the booking moves once it is paid.
        setPayment(
          await startMovePayment(token, locale, {
            timeSlotStart: chosen,
            locationSlug: clinic.slug,
          }),
        );
        return;
      }
      onMoved(
        await rescheduleBooking(token, locale, {
          timeSlotStart: chosen,
          locationSlug: clinic.slug,
        }),
      );
      setMoved(true);
      setChosen(null);
    } catch (error) {
      setErrorId(errorIdOf(error, 'reserve-timeslot-error-other'));
    } finally {
      setPending(false);
    }
  };

  /** Paid without leaving the page: the server moves the booking (or refunds, the time lost). */
  const paid = async (intentId: string, returnHref: string) => {
    try {
      const answer = await confirmMovePayment(token, locale, intentId);
      if (!answer.moved) {
        // Still processing at the provider: the manage page asks again when it comes back.
        leavePageFor(returnHref);
        return;
      }
      setPayment(null);
      onMoved(answer.booking);
      setMoved(true);
      setChosen(null);
    } catch (error) {
      setPayment(null);
      setErrorId(errorIdOf(error, 'error-stripe-payment'));
    }
  };

  /** The press names where the appointment goes: "Move to Tue 3 Dec, 09:30". */
  const confirmLabel = (start: string) => {
    const when = { day: formatBriefDay(start, locale), time: formatTime(start, locale) };
    if (charge !== null) return copy.format('manage.movePay', { ...when, amount: money(charge) });
    return elsewhere && clinic !== undefined
      ? copy.format('manage.rescheduleConfirmAt', { ...when, clinic: clinic.title })
      : copy.format('manage.rescheduleConfirm', when);
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
      {clinics.length > 1 ? (
        <ClinicChoice
          locale={locale}
          currency={booking.currency}
          clinics={clinics}
          chosenSlug={clinic?.slug}
          money={money}
          onChoose={(slug) => {
            setClinicSlug(slug);
            setChosen(null);
            setPayment(null);
          }}
        />
      ) : null}
      {movable && selection !== null ? (
        <MoveCalendar
          locale={locale}
          selection={selection}
          firstDay={shown.firstDay}
          lastDay={shown.lastDay}
          // Its own time at its own clinic is not a move.
          ownStart={elsewhere ? null : booking.start}
          day={day}
          chosen={chosen}
          onDay={(next) => {
            setDay(next);
            setChosen(null);
            setPayment(null);
          }}
          onChoose={(start) => {
            setChosen(start);
            setPayment(null);
          }}
        />
      ) : null}
      {chosen === null || payment !== null ? null : (
        <div className={own.actions}>
          <Button variant="primary" size="l" onPress={move} isPending={isPending}>
            {confirmLabel(chosen)}
          </Button>
        </div>
      )}
      {payment === null ? null : (
        <MovePaymentForm locale={locale} payment={payment} money={money} onPaid={paid} />
      )}
      {errorId === null ? null : (
        <p className={own.error} role="alert">
          {copy.message(errorId)}
        </p>
      )}
    </section>
  );
}
