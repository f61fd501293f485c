'use client';
// One check-up package: what it includes, how long it takes, its price alone and for two, and the links that choose it.
import { type MouseEvent, type ReactNode, useId } from 'react';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { buttonClassName } from '@/ui/button/button-style';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { bookingLinkAttributes, isPlainClick } from '../frame/booking-links';
import type { CheckupCardView } from '../step-views';
import { checkupChoiceRule } from './checkup-choice';
import styles from './checkup-step.module.css';

export interface CheckupCardProps {
  checkup: CheckupCardView;
  /** Its description, drawn on the server. */
  description: ReactNode;
  locale: Locale;
  currency: Currency;
  /** Titles of the included services, in the check-up's order. */
  included: string[];
  /** 'single' or 'pair' when the cart holds this check-up. */
  chosenAs: 'single' | 'pair' | null;
  /** The choose links' addresses (alone, for two); they work before the page's scripts have loaded. */
  hrefs: { single: string; pair: string };
  /** Once hydrated: the cart update, which leads on by itself. */
  onChoose: (pair: boolean) => void;
}

export function CheckupCard(props: CheckupCardProps) {
  const { checkup, description, locale, currency, included, chosenAs, hrefs, onChoose } = props;
  const copy = useUiCopy();
  const titleId = useId();
  const price = checkup.price[currency];
  const pairPrice = checkup.priceTwoPerson[currency];
  const title = checkup.title;
  // A plain click is the cart's to handle; a click for a new tab or window follows the link.
  const choose = (pair: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChoose(pair);
  };
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
            {copy.text('checkup.selected')}
          </span>
        ) : null}
      </div>
      {description}
      <p className={styles.duration}>
        <Icon name="clock" size={18} />
        {copy.format('checkup.duration', {
          minutes: checkup.durationMinutes,
        })}
      </p>
      {included.length > 0 ? (
        <div className={styles.included}>
          <h3>{copy.text('checkup.included')}</h3>
          <ul>
            {included.map((service) => (
              // The tick is the list's CSS marker: drawn once in the stylesheet, not once per service in the HTML.
              <li key={service}>{service}</li>
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
        <a
          href={hrefs.single}
          {...bookingLinkAttributes(checkupChoiceRule(false))}
          className={buttonClassName({ variant: 'primary', size: 'l', fullWidth: true })}
          onClick={choose(false)}
          // One name, "Select: Whole Body Scan": a hidden span beside the text read as "Select : …".
          aria-label={`${copy.text('checkup.select')}: ${title}`}
        >
          {copy.text('checkup.select')}
        </a>
        {pairPrice !== null ? (
          <div className={styles.pair}>
            <p className={styles.pairTitle}>
              <Icon name="user" size={16} />
              {checkup.twoPersonTitle}
            </p>
            <a
              href={hrefs.pair}
              {...bookingLinkAttributes(checkupChoiceRule(true))}
              className={buttonClassName({ variant: 'secondary', size: 'm', fullWidth: true })}
              onClick={choose(true)}
              aria-label={`${copy.text('checkup.bookForTwo')} · ${formatMoney(pairPrice, currency, locale)}: ${checkup.twoPersonTitle}`}
            >
              {copy.text('checkup.bookForTwo')} · {formatMoney(pairPrice, currency, locale)}
            </a>
          </div>
        ) : null}
      </div>
    </li>
  );
}
