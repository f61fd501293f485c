'use client';
// What the customer pays now and later: in full, the first of N monthly instalments with the rest of the plan, or a downpayment.
import { formatMoney, splitInstalments } from '@/booking/money';
import type { Locale } from '@/booking/types';
import { interpolate } from '@/ui/copy';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './amount-due.module.css';
import type { UnpaidReservation } from './api';

export interface AmountDueProps {
  locale: Locale;
  reservation: UnpaidReservation;
}

/**
 * Every amount is the server's. The plan's months are split by the booking domain's own rule (the
 * one the server charged the first month with); the clinic's part of a downpayment is the total
 * less what is paid now. Both are display only.
 */
export function AmountDue({ locale, reservation }: AmountDueProps) {
  const copy = useUiCopy();
  const { amounts, currency, installmentMonths: months } = reservation;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const plan = splitInstalments(amounts.total, months);
  const [first = amounts.dueNow, later = 0] = plan;
  const isDownpayment = reservation.reservationType === 'downpayment' && months === 0;
  const hasDiscount = amounts.discountTotal > 0;

  return (
    <div className={styles.amounts}>
      <dl className={styles.lines}>
        {hasDiscount ? (
          <>
            <div className={styles.line}>
              <dt>{copy.text('payment.subtotal', 'Subtotal')}</dt>
              <dd>{money(amounts.subtotal)}</dd>
            </div>
            <div className={`${styles.line} ${styles.discount}`}>
              <dt>
                {copy.text('payment.discount', 'Discount')}
                {reservation.discountCode ? ` (${reservation.discountCode})` : ''}
              </dt>
              <dd>−{money(amounts.discountTotal)}</dd>
            </div>
          </>
        ) : null}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{copy.text('payment.total', 'Total')}</dt>
          <dd>{money(amounts.total)}</dd>
        </div>
      </dl>

      {months > 0 ? (
        <div className={styles.plan}>
          <p className={styles.planHeading}>
            {interpolate(
              copy.text('payment.instalmentsPlan', 'Paid in {months} monthly instalments'),
              {
                months,
              },
            )}
          </p>
          <dl className={styles.lines}>
            <div className={`${styles.line} ${styles.dueNow}`}>
              <dt>
                {interpolate(
                  copy.text('payment.instalmentFirst', 'Today: instalment 1 of {months}'),
                  {
                    months,
                  },
                )}
              </dt>
              <dd data-testid="due-now">{money(first)}</dd>
            </div>
            <div className={styles.line}>
              <dt>
                {interpolate(
                  copy.text('payment.instalmentRest', 'Then instalments 2 to {months}'),
                  {
                    months,
                  },
                )}
              </dt>
              <dd>
                {interpolate(copy.text('payment.monthly', '{amount} per month'), {
                  amount: money(later),
                })}
              </dd>
            </div>
          </dl>
        </div>
      ) : isDownpayment ? (
        <div className={styles.plan}>
          <p className={styles.note}>
            {interpolate(
              copy.text(
                'payment.downpayment',
                'Pay a downpayment of {amount} now; the rest is due at the clinic.',
              ),
              { amount: money(amounts.dueNow) },
            )}
          </p>
          <dl className={styles.lines}>
            <div className={`${styles.line} ${styles.dueNow}`}>
              <dt>{copy.text('payment.downpaymentLabel', 'Downpayment now')}</dt>
              <dd data-testid="due-now">{money(amounts.dueNow)}</dd>
            </div>
            <div className={styles.line}>
              <dt>{copy.text('payment.dueAtClinic', 'Due at the clinic')}</dt>
              <dd>{money(Math.max(0, amounts.total - amounts.dueNow))}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <div className={styles.plan}>
          <dl className={styles.lines}>
            <div className={`${styles.line} ${styles.dueNow}`}>
              <dt>{copy.text('payment.dueNow', 'Due now')}</dt>
              <dd data-testid="due-now">{money(amounts.dueNow)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            {copy.text('payment.paidInFull', 'You pay the full amount now.')}
          </p>
        </div>
      )}
    </div>
  );
}
