'use client';
// An opened booking: what happened to it (cancelled, attended), the appointment, and what the policy still allows (another time, cancelling with its refund stated first).
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { ManagedBooking } from './api';
import { AppointmentCard } from './appointment-card';
import { CancelSection } from './cancel-section';
import { RescheduleSection } from './reschedule-section';

/** What the page shows of a booking it has opened; `onChange` takes the booking as a move or cancellation left it. */
export function OpenBooking({
  locale,
  token,
  booking,
  onChange,
}: {
  locale: Locale;
  token: string;
  booking: ManagedBooking;
  onChange: (booking: ManagedBooking) => void;
}) {
  const copy = useUiCopy();
  return (
    <>
      {booking.status === 'cancelled' ? (
        <section className={success.card} aria-labelledby="cancelled-heading">
          <h2 id="cancelled-heading" className={success.cardHeading}>
            {copy.text('manage.cancelledHeading')}
          </h2>
          <p className={success.text}>{copy.text('manage.cancelledIntro')}</p>
        </section>
      ) : null}
      {booking.status === 'arrived' || booking.status === 'no-show' ? (
        <section className={success.card} aria-labelledby="attended-heading">
          <h2 id="attended-heading" className={success.cardHeading}>
            {copy.text(
              booking.status === 'arrived' ? 'manage.arrivedHeading' : 'manage.noShowHeading',
            )}
          </h2>
          <p className={success.text}>
            {copy.text(booking.status === 'arrived' ? 'manage.arrivedIntro' : 'manage.noShowIntro')}
          </p>
        </section>
      ) : null}

      <AppointmentCard locale={locale} token={token} booking={booking} />

      {booking.status === 'booked' && booking.reschedule !== null ? (
        <RescheduleSection
          locale={locale}
          token={token}
          booking={booking}
          clinics={booking.reschedule.clinics}
          onMoved={onChange}
        />
      ) : null}
      {booking.status === 'booked' && booking.cancellation !== null ? (
        <CancelSection
          locale={locale}
          token={token}
          booking={booking}
          cancellation={booking.cancellation}
          onCancelled={onChange}
        />
      ) : null}
      {booking.status === 'booked' && booking.cancellation === null ? (
        <p className={success.text}>{copy.text('manage.closed')}</p>
      ) : null}
    </>
  );
}
