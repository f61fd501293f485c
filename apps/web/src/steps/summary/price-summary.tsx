'use client';
// The order as the server priced it, drawn alike on the summary, the payment step and the receipt: line items (per person for a pair), discounts, total, what is due now and what follows.
import { formatMoney } from '@/booking/money';
import type { LineItem, PaymentAnswer, Person } from '@/booking/pricing';
import type { Locale } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './price-summary.module.css';

export interface PriceSummaryProps {
  locale: Locale;
  answer: PaymentAnswer | undefined;
  /** True while a newer answer is on its way; the old one stays readable. */
  isUpdating: boolean;
  isPartnerBooking: boolean;
  /**
   * The success page's receipt: what was due now has been paid, and the months that follow are
   * listed with their dates beside it rather than summed up here.
   */
  isReceipt?: boolean;
}

/** The months after the first: "then 5 monthly payments of CHF 415.00" when they are equal. */
function laterInstalments(
  installments: readonly number[],
): { count: number; amount: number } | null {
  const later = installments.slice(1);
  const [amount] = later;
  if (amount === undefined || later.some((month) => month !== amount)) return null;
  return { count: later.length, amount };
}

export function PriceSummary({
  locale,
  answer,
  isUpdating,
  isPartnerBooking,
  isReceipt = false,
}: PriceSummaryProps) {
  const copy = useUiCopy();
  if (answer === undefined) {
    return (
      <p className={styles.loading} role="status">
        {copy.text('summary.pricesLoading')}
      </p>
    );
  }
  const priced = answer.paymentDataDiscounted;
  const money = (minor: number) => formatMoney(minor, priced.currency, locale);
  const groups: { person: Person; heading: string | null; items: LineItem[] }[] = isPartnerBooking
    ? [
        { person: 'customer', heading: copy.text('summary.you'), items: [] },
        { person: 'partner', heading: copy.text('summary.partner'), items: [] },
      ]
    : [{ person: 'customer', heading: null, items: [] }];
  for (const item of priced.lineItems) {
    groups.find((group) => group.person === item.person)?.items.push(item);
  }
  const later = isReceipt ? null : laterInstalments(priced.installments);
  return (
    <div className={styles.prices} aria-busy={isUpdating} data-updating={isUpdating || undefined}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.person} className={styles.group}>
            {group.heading ? <h3 className={styles.person}>{group.heading}</h3> : null}
            <dl className={styles.lines}>
              {group.items.map((item) => (
                <div key={`${item.kind}-${item.slug}`} className={styles.line}>
                  <dt>{item.label}</dt>
                  <dd>{money(item.amount)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      <dl className={styles.lines}>
        {answer.discounts.length > 0 ? (
          <div className={styles.line}>
            <dt>{copy.text('summary.subtotal')}</dt>
            <dd>{money(priced.subtotal)}</dd>
          </div>
        ) : null}
        {answer.discounts.map((discount) => (
          <div
            key={`${discount.kind}-${discount.code ?? ''}`}
            className={`${styles.line} ${styles.discount}`}
          >
            <dt>{discount.label}</dt>
            <dd>−{money(discount.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{copy.text('summary.total')}</dt>
          <dd data-testid="price-total">{money(priced.total)}</dd>
        </div>
        <div className={`${styles.line} ${styles.dueNow}`}>
          <dt>{isReceipt ? copy.text('success.paid') : copy.text('summary.dueNow')}</dt>
          <dd data-testid="price-due-now">{money(priced.dueNow)}</dd>
        </div>
        {priced.reservationType === 'downpayment' && priced.dueLater > 0 ? (
          <div className={styles.line}>
            <dt>{copy.text('summary.dueLater')}</dt>
            <dd data-testid="price-due-later">{money(priced.dueLater)}</dd>
          </div>
        ) : null}
      </dl>
      {later !== null ? (
        <p className={styles.schedule} data-testid="price-schedule">
          {copy.format('summary.thenMonthly', { count: later.count, amount: money(later.amount) })}
        </p>
      ) : null}
    </div>
  );
}
