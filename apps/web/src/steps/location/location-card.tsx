// The content of one clinic's radio card: name, address, distance, the location discount, coming soon, add-ons it does not offer.

import type { ReactNode } from 'react';
import { intlLocaleOf } from '@/booking/locale';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { LocationView } from '../step-views';
import styles from './location.module.css';

export interface LocationCardProps {
  location: LocationView;
  distanceKm: number | null;
  locale: Locale;
  currency: Currency;
  /** Titles of chosen add-ons this location does not offer. */
  unsupported: string[];
  /** Further lines under the card's own (the manage page: what a move there does to the price). */
  children?: ReactNode;
}

export function LocationCard(props: LocationCardProps) {
  const { location, distanceKm, locale, currency, unsupported, children } = props;
  const copy = useUiCopy();
  const distance =
    distanceKm === null
      ? null
      : new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 0 }).format(
          Math.max(1, Math.round(distanceKm)),
        );
  return (
    <>
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.body}>
        <span className={styles.titleRow}>
          <span className={styles.title}>{location.title}</span>
          {location.isComingSoon ? (
            <span className={styles.soon}>{copy.text('location.comingSoon')}</span>
          ) : null}
        </span>
        <span className={styles.address}>
          <Icon name="location" size={16} />
          {location.address}
        </span>
        {distance !== null ? (
          <span className={styles.meta}>{copy.format('location.distance', { distance })}</span>
        ) : null}
        {location.discountAmount && !location.isComingSoon ? (
          <span className={styles.discount}>
            {copy.format('location.discount', {
              amount: formatMoney(location.discountAmount, currency, locale),
            })}
          </span>
        ) : null}
        {unsupported.length > 0 ? (
          <span className={styles.unsupported}>
            {copy.format('location.unsupported', {
              services: unsupported.join(', '),
            })}
          </span>
        ) : null}
        {children}
      </span>
    </>
  );
}
