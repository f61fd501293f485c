'use client';
// The receipt on the success page: the order as the server stored it, what was paid, when and with which card, and an instalment plan's dates.
import useSWR from 'swr';
import { formatShortDay } from '@/booking/format';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import step from '@/client/booking-card.module.css';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { PriceSummary } from '../summary/price-summary';
import { fetchReceipt, type Receipt } from './api';
import { InstalmentTable } from './instalment-table';
import styles from './receipt.module.css';
import { cardBrandName, zurichDayOf } from './receipt-format';

export interface ReceiptSectionProps {
  reservationId: string;
  /** The booking's email: the server answers only the customer who paid. */
  email: string;
  locale: Locale;
  /** The company paid (site settings' legal entity of the market), as one line; null until set. */
  seller?: string | null;
}

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function ReceiptSection({
  reservationId,
  email,
  locale,
  seller = null,
}: ReceiptSectionProps) {
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
        {copy.text('success.orderHeading')}
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
            seller={seller}
          />
        </>
      ) : answer.error !== undefined ? (
        <InfoBlock variant="error" icon="error" text={copy.text('success.receiptUnavailable')}>
          <Button variant="secondary" onPress={() => answer.mutate()}>
            {copy.text('payment.retry')}
          </Button>
        </InfoBlock>
      ) : (
        <p className={styles.loading} role="status">
          {copy.text('success.receiptLoading')}
        </p>
      )}
    </section>
  );
}

function PaymentFacts({
  locale,
  payment,
  currency,
  seller,
}: {
  locale: Locale;
  payment: Receipt['payment'];
  currency: Currency;
  seller: string | null;
}) {
  const copy = useUiCopy();
  const paidOn = zurichDayOf(payment.paidAt);
  const { card } = payment;
  return (
    <div className={styles.payment}>
      <h3 className={styles.subheading}>{copy.text('success.paymentHeading')}</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{copy.text('success.amountPaid')}</dt>
          <dd data-testid="receipt-paid">{formatMoney(payment.amount, currency, locale)}</dd>
        </div>
        {paidOn === null ? null : (
          <div className={styles.fact}>
            <dt>{copy.text('success.paidOn')}</dt>
            <dd>{formatShortDay(paidOn, locale)}</dd>
          </div>
        )}
        {card === null ? null : (
          <div className={styles.fact}>
            <dt>{copy.text('success.paymentMethod')}</dt>
            <dd data-testid="receipt-card">
              {copy.format('success.cardEnding', {
                brand: cardBrandName(card.brand) ?? copy.text('success.card'),
                last4: card.last4,
              })}
            </dd>
          </div>
        )}
        {seller === null ? null : (
          <div className={styles.fact}>
            <dt>{copy.text('success.paidTo')}</dt>
            <dd data-testid="receipt-seller">{seller}</dd>
          </div>
        )}
      </dl>
      {payment.installments.length > 0 ? (
        <InstalmentTable locale={locale} currency={currency} installments={payment.installments} />
      ) : null}
    </div>
  );
}
