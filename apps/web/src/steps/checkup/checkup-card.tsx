'use client';
// One check-up package: what it includes, how long it takes, its price alone and for two, and the buttons that choose it.
import { useId } from 'react';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { Button } from '@/ui/button/button';
import { interpolate } from '@/ui/copy';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CheckupView } from '../step-views';
import styles from './checkup-step.module.css';

export interface CheckupCardProps {
  checkup: CheckupView;
  locale: Locale;
  currency: Currency;
  /** Titles of the included services, in the check-up's order. */
  included: string[];
  /** 'single' or 'pair' when the cart holds this check-up. */
  chosenAs: 'single' | 'pair' | null;
  onChoose: (pair: boolean) => void;
}

export function CheckupCard(props: CheckupCardProps) {
  const { checkup, locale, currency, included, chosenAs, onChoose } = props;
  const copy = useUiCopy();
  const titleId = useId();
  const price = checkup.price[currency];
  const pairPrice = checkup.priceTwoPerson[currency];
  const title = checkup.title;
  return (
    <li
      className={styles.card}
      data-checkup={checkup.slug}
      data-chosen={chosenAs ?? undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {chosenAs ? (
          <span className={styles.chosen}>
            <Icon name="check" size={16} />
            {copy.text('checkup.selected', 'Selected')}
          </span>
        ) : null}
      </div>
      <p className={styles.description}>{checkup.description}</p>
      <p className={styles.duration}>
        <Icon name="clock" size={18} />
        {interpolate(copy.text('checkup.duration', '{minutes} min'), {
          minutes: checkup.durationMinutes,
        })}
      </p>
      {included.length > 0 ? (
        <div className={styles.included}>
          <h3>{copy.text('checkup.included', 'Included')}</h3>
          <ul>
            {included.map((service) => (
              <li key={service}>
                <Icon name="check" size={16} className={styles.includedIcon} />
                {service}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.cardFoot}>
        {price !== null ? (
          <p className={styles.price}>
            <span className={styles.amount}>{formatMoney(price, currency, locale)}</span>
          </p>
        ) : null}
        <Button variant="primary" size="l" fullWidth onPress={() => onChoose(false)}>
          {copy.text('checkup.select', 'Select')}
          <span className={styles.visuallyHidden}>: {title}</span>
        </Button>
        {pairPrice !== null ? (
          <div className={styles.pair}>
            <p className={styles.pairTitle}>
              <Icon name="user" size={16} />
              {checkup.twoPersonTitle}
            </p>
            <Button variant="secondary" size="m" fullWidth onPress={() => onChoose(true)}>
              {copy.text('checkup.bookForTwo', 'Book for two')} ·{' '}
              {formatMoney(pairPrice, currency, locale)}
              <span className={styles.visuallyHidden}>: {checkup.twoPersonTitle}</span>
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
