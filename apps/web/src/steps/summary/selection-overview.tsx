'use client';
// What is being booked: the check-up, each person's add-ons, the clinic and the appointment, each with a link back to change it.
import type { ReactNode } from 'react';
import { formatDay, formatTime } from '@/booking/format';
import type { Locale } from '@/booking/types';
import { StepLink } from '@/steps/step-link';
import { Icon, type IconName } from '@/ui/icons/icon';
import { isServiceIconName, ServiceIcon, type ServiceIconName } from '@/ui/icons/service-icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CheckupView, LocationView, ServiceView } from '../step-views';
import { dayOfStart } from './appointment';
import styles from './selection-overview.module.css';

export interface SelectionOverviewProps {
  locale: Locale;
  checkup: CheckupView;
  isPartnerBooking: boolean;
  services: readonly ServiceView[];
  servicesPartner: readonly ServiceView[];
  location: LocationView;
  timeSlotStart: string;
  /** From fetch-end-date; null while it loads. */
  timeSlotEnd: string | null;
  editHref: { checkup: string; addOns: string; location: string; timeslot: string };
}

function Row(props: {
  icon: IconName | ServiceIconName;
  label: string;
  editHref: string;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>
        {isServiceIconName(props.icon) ? (
          <ServiceIcon name={props.icon} size={20} className={styles.icon} />
        ) : (
          <Icon name={props.icon} size={20} className={styles.icon} />
        )}
        {props.label}
      </dt>
      <dd className={styles.value}>{props.children}</dd>
      <dd className={styles.editCell}>
        <StepLink
          href={props.editHref}
          className={styles.edit}
          aria-label={`${props.editLabel}: ${props.label}`}
        >
          {props.editLabel}
        </StepLink>
      </dd>
    </div>
  );
}

export function SelectionOverview(props: SelectionOverviewProps) {
  const { locale, checkup, location } = props;
  const copy = useUiCopy();
  const change = copy.text('summary.change');
  const none = copy.text('summary.noAddOns');
  const titles = (services: readonly ServiceView[]) =>
    services.length === 0 ? none : services.map((service) => service.title).join(', ');
  const day = dayOfStart(props.timeSlotStart);
  const time = `${formatTime(props.timeSlotStart, locale)}${
    props.timeSlotEnd === null ? '' : `–${formatTime(props.timeSlotEnd, locale)}`
  }`;
  return (
    <dl className={styles.overview}>
      <Row
        icon="mri"
        label={copy.text('summary.checkup')}
        editHref={props.editHref.checkup}
        editLabel={change}
      >
        {props.isPartnerBooking ? checkup.twoPersonTitle : checkup.title}
      </Row>
      <Row
        icon="clipboard"
        label={copy.text(props.isPartnerBooking ? 'summary.addOnsYou' : 'summary.addOns')}
        editHref={props.editHref.addOns}
        editLabel={change}
      >
        {titles(props.services)}
      </Row>
      {props.isPartnerBooking ? (
        <Row
          icon="user"
          label={copy.text('summary.addOnsPartner')}
          editHref={props.editHref.addOns}
          editLabel={change}
        >
          {titles(props.servicesPartner)}
        </Row>
      ) : null}
      <Row
        icon="location"
        label={copy.text('summary.location')}
        editHref={props.editHref.location}
        editLabel={change}
      >
        <span className={styles.strong}>{location.title}</span>
        <span className={styles.muted}>{location.address}</span>
      </Row>
      <Row
        icon="calendar"
        label={copy.text('summary.appointment')}
        editHref={props.editHref.timeslot}
        editLabel={change}
      >
        <span className={styles.strong}>{day === null ? '' : formatDay(day, locale)}</span>
        <span data-testid="appointment-time">{time}</span>
      </Row>
    </dl>
  );
}
