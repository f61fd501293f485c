'use client';
// The receipt on the success page: the order as the server stored it, what was paid, when and with which card, and an instalment plan's dates.
import useSWR from 'swr';
import { formatShortDay } from '@/booking/format';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { Button } from '@/ui/button/button';
import { interpolate } from '@/ui/copy';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { PriceSummary } from '../summary/price-summary';
import { fetchReceipt, type Receipt } from './api';
import { InstalmentTable } from './instalment-table';
import styles from './receipt.module.css';
import { cardBrandName, zurichDayOf } from './receipt-format';
import step from './success-step.module.css';

export interface ReceiptSectionProps {
  reservationId: string;
  /** The booking's email: the server answers only the customer who paid. */
  email: string;
  locale: Locale;
}

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function ReceiptSection({ reservationId, email, locale }: ReceiptSectionProps) {
  const copy = useUiCopy();
  const answer = useSWR(
    ['receipt', reservationId, email],
    ([, id, address]: string[]) => fetchReceipt(id ?? '', address ?? ''),
    SWR_OPTIONS,
  );
  const receipt = answer.data;
  return (
    <section className={`${step.card} ${styles.receipt}`} aria-labelledby="order-heading">
      <h2 id="order-heading" className={step.cardHeading}>
        {copy.text('success.orderHeading', 'Your order')}
      </h2>
      {receipt !== undefined ? (
        <>
          <PriceSummary
            locale={locale}
            answer={receipt.pricing}
            isUpdating={false}
            isPartnerBooking={receipt.isPartnerBooking}
            isReceipt
          />
          <PaymentFacts
            locale={locale}
            payment={receipt.payment}
            currency={receipt.pricing.paymentDataDiscounted.currency}
          />
        </>
      ) : answer.error !== undefined ? (
        <InfoBlock
          variant="error"
          icon="error"
          text={copy.text(
            'success.receiptUnavailable',
            'Your receipt cannot be shown right now. Its details are also in your confirmation email.',
          )}
        >
          <Button variant="secondary" onPress={() => answer.mutate()}>
            {copy.text('payment.retry', 'Try again')}
          </Button>
        </InfoBlock>
      ) : (
        <p className={styles.loading} role="status">
          {copy.text('success.receiptLoading', 'Loading your receipt…')}
        </p>
      )}
    </section>
  );
}

function PaymentFacts({
  locale,
  payment,
  currency,
}: {
  locale: Locale;
  payment: Receipt['payment'];
  currency: Currency;
}) {
  const copy = useUiCopy();
  const paidOn = zurichDayOf(payment.paidAt);
  const { card } = payment;
  return (
    <div className={styles.payment}>
      <h3 className={styles.subheading}>{copy.text('success.paymentHeading', 'Payment')}</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{copy.text('success.amountPaid', 'Amount paid')}</dt>
          <dd data-testid="receipt-paid">{formatMoney(payment.amount, currency, locale)}</dd>
        </div>
        {paidOn === null ? null : (
          <div className={styles.fact}>
            <dt>{copy.text('success.paidOn', 'Paid on')}</dt>
            <dd>{formatShortDay(paidOn, locale)}</dd>
          </div>
        )}
        {card === null ? null : (
          <div className={styles.fact}>
            <dt>{copy.text('success.paymentMethod', 'Payment method')}</dt>
            <dd data-testid="receipt-card">
              {interpolate(copy.text('success.cardEnding', '{brand} ending in {last4}'), {
                brand: cardBrandName(card.brand) ?? copy.text('success.card', 'Card'),
                last4: card.last4,
              })}
            </dd>
          </div>
        )}
      </dl>
      {payment.installments.length > 0 ? (
        <InstalmentTable locale={locale} currency={currency} installments={payment.installments} />
      ) : null}
    </div>
  );
}
