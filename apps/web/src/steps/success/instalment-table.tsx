'use client';
// An instalment plan on the receipt: each month's number, date and amount, the first one paid at booking.
import { formatShortDay } from '@/booking/format';
import type { DatedInstalment } from '@/booking/instalment-schedule';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './receipt.module.css';

export interface InstalmentTableProps {
  locale: Locale;
  currency: Currency;
  installments: readonly DatedInstalment[];
}

/**
 * Only the first month is known to be paid (it confirmed the booking); the later ones are charged
 * to the same card on their dates, so they read as scheduled, not as owed or paid.
 */
export function InstalmentTable({ locale, currency, installments }: InstalmentTableProps) {
  const copy = useUiCopy();
  return (
    <div className={styles.plan}>
      <h3 id="plan-heading" className={styles.subheading}>
        {copy.text('success.scheduleHeading')}
      </h3>
      <table className={styles.schedule} aria-labelledby="plan-heading">
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {/* On a phone the column is headed "#", its name still read out whole. */}
              <span className={styles.numberShort} aria-hidden="true">
                #
              </span>
              <span className={styles.numberName}>{copy.text('success.scheduleNumber')}</span>
            </th>
            <th scope="col">{copy.text('success.scheduleDate')}</th>
            <th scope="col" className={styles.amount}>
              {copy.text('success.scheduleAmount')}
            </th>
            <th scope="col">{copy.text('success.scheduleStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {installments.map((month) => (
            <tr key={month.number}>
              <td>{month.number}</td>
              <td className={styles.date}>{formatShortDay(month.date, locale)}</td>
              <td className={styles.amount}>{formatMoney(month.amount, currency, locale)}</td>
              <td>
                {month.number === 1 ? copy.text('success.paid') : copy.text('success.scheduled')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{copy.text('success.scheduleNote')}</p>
    </div>
  );
}
