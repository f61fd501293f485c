'use client';
// The pair booking as the partner sees it: check-up, clinic, day and time, and the add-ons chosen for them. Fixed: nothing here can change.
import { formatDay, formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CheckupCardView, LocationView, ServiceTitle } from '../step-views';
import { dayOfStart } from '../summary/appointment';
import styles from './partner.module.css';
import type { PartnerReservation } from './partner-api';

export interface PartnerAppointmentProps {
  locale: Locale;
  checkups: CheckupCardView[];
  services: ServiceTitle[];
  locations: LocationView[];
  reservation: PartnerReservation;
}

export function PartnerAppointment(props: PartnerAppointmentProps) {
  const { locale, reservation } = props;
  const copy = useUiCopy();
  const checkup = props.checkups.find((c) => c.slug === reservation.checkupSlug);
  const location = props.locations.find((l) => l.slug === reservation.locationSlug);
  const addons = reservation.servicesPartner.flatMap(
    (slug) => props.services.find((s) => s.slug === slug)?.title ?? [],
  );
  const day = dayOfStart(reservation.timeSlotStart);
  return (
    <dl className={styles.appointment} aria-label={copy.text('partner.appointment')}>
      <div>
        <dt>{copy.text('steps.check-up')}</dt>
        <dd>{checkup?.twoPersonTitle ?? checkup?.title ?? reservation.checkupSlug}</dd>
      </div>
      <div>
        <dt>{copy.text('steps.location')}</dt>
        <dd>
          <Icon name="location" size={18} />
          {location ? `${location.title}, ${location.address}` : reservation.locationSlug}
        </dd>
      </div>
      <div>
        <dt>{copy.text('steps.timeslot')}</dt>
        <dd>
          <Icon name="calendar" size={18} />
          {day ? formatDay(day, locale) : ''} · {formatTime(reservation.timeSlotStart, locale)}
        </dd>
      </div>
      {addons.length > 0 ? (
        <div>
          <dt>{copy.text('steps.add-ons')}</dt>
          <dd>{addons.join(', ')}</dd>
        </div>
      ) : null}
      <div>
        <dt>{copy.text('partner.reference')}</dt>
        <dd>{reservation.name}</dd>
      </div>
    </dl>
  );
}
