'use client';
// The appointment as booked: what, when, where, what was paid (and given back), and its calendar file.
import { useState } from 'react';
import { formatDay, formatTime } from '@/booking/format';
import { formatMoney } from '@/booking/money';
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import { saveFile } from '@/client/save-file';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { errorIdOf, fetchCalendar, MANAGE_FALLBACK, type ManagedBooking } from './api';
import own from './manage-booking.module.css';

export function AppointmentCard({
  locale,
  token,
  booking,
}: {
  locale: Locale;
  token: string;
  booking: ManagedBooking;
}) {
  const copy = useUiCopy();
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [isLoadingCalendar, setLoadingCalendar] = useState(false);

  const download = async () => {
    setLoadingCalendar(true);
    setCalendarError(null);
    try {
      saveFile(await fetchCalendar(token, locale), `${booking.name}.ics`);
    } catch (error) {
      setCalendarError(errorIdOf(error, MANAGE_FALLBACK));
    } finally {
      setLoadingCalendar(false);
    }
  };

  return (
    <section className={success.card} aria-labelledby="appointment-heading">
      <h2 id="appointment-heading" className={success.cardHeading}>
        {copy.text('payment.appointment')}
      </h2>
      <dl className={success.facts}>
        <Fact label={copy.text('success.reservation')}>{booking.name}</Fact>
        <Fact label={copy.text('success.checkup')}>{booking.checkupTitle}</Fact>
        <Fact label={copy.text('success.date')}>
          {formatDay(booking.start.slice(0, 10), locale)}
        </Fact>
        <Fact label={copy.text('success.time')}>
          {formatTime(booking.start, locale)} – {formatTime(booking.end, locale)}{' '}
          <span className={success.muted}>({copy.text('success.timeZone')})</span>
        </Fact>
        <Fact label={copy.text('success.location')}>
          {booking.location.title}
          <br />
          <span className={success.muted}>{booking.location.address}</span>
        </Fact>
        <Fact label={copy.text('manage.total')}>{money(booking.totalAmount)}</Fact>
        <Fact label={copy.text('manage.paid')}>{money(booking.amounts.paid)}</Fact>
        {booking.amounts.refunded === 0 ? null : (
          <>
            <Fact label={copy.text('manage.refunded')}>{money(booking.amounts.refunded)}</Fact>
            <Fact label={copy.text('manage.net')}>{money(booking.amounts.net)}</Fact>
          </>
        )}
      </dl>
      <div className={own.actions}>
        <Button
          variant="secondary"
          size="l"
          icon="calendar"
          onPress={download}
          isPending={isLoadingCalendar}
        >
          {copy.text('success.addToCalendar')}
        </Button>
      </div>
      {calendarError === null ? null : (
        <p className={own.error} role="alert">
          {copy.message(calendarError)}
        </p>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={success.fact}>
      <dt className={success.label}>{label}</dt>
      <dd className={success.value}>{children}</dd>
    </div>
  );
}
