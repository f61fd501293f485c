'use client';
// The appointment being paid for, at a glance: check-up, day, Zurich time, clinic and the reservation's code.
import { formatDay, formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { UnpaidReservation } from './api';
import styles from './appointment-recap.module.css';
import { type BookingPlaces, checkupTitle, clinicOf } from './places';

/** What the recap names: the stored reservation on payment, the session's booking on the return page. */
export type AppointmentFacts = Pick<
  UnpaidReservation,
  'name' | 'checkupSlug' | 'locationSlug' | 'isPartnerBooking' | 'timeSlotStart' | 'timeSlotEnd'
>;

export interface AppointmentRecapProps {
  locale: Locale;
  reservation: AppointmentFacts;
  places: BookingPlaces;
}

export function AppointmentRecap({ locale, reservation, places }: AppointmentRecapProps) {
  const copy = useUiCopy();
  const title =
    checkupTitle(places, reservation.checkupSlug, reservation.isPartnerBooking) ??
    reservation.checkupSlug;
  const clinic = clinicOf(places, reservation.locationSlug);
  const time = [reservation.timeSlotStart, reservation.timeSlotEnd]
    .filter((instant) => instant !== '')
    .map((instant) => formatTime(instant, locale))
    .join(' – ');
  return (
    <dl className={styles.recap}>
      <div className={styles.row}>
        <dt>{copy.text('success.checkup')}</dt>
        <dd className={styles.strong}>{title}</dd>
      </div>
      <div className={styles.row}>
        <dt>{copy.text('success.date')}</dt>
        <dd>{formatDay(reservation.timeSlotStart.slice(0, 10), locale)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{copy.text('success.time')}</dt>
        <dd>
          {time} <span className={styles.muted}>({copy.text('success.timeZone')})</span>
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{copy.text('success.location')}</dt>
        <dd>{clinic?.title ?? reservation.locationSlug}</dd>
      </div>
      <div className={styles.row}>
        <dt>{copy.text('payment.reservation')}</dt>
        <dd className={styles.code}>{reservation.name}</dd>
      </div>
    </dl>
  );
}
