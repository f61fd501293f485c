'use client';
// The card form that pays a move's difference, under the heading it names itself by: the test gateway's or Stripe's, as the server started the payment.
import { lazy, Suspense } from 'react';
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import type { StartedPayment } from '@/client-api/payment';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';

// The card forms are fetched only when a move's difference is paid: most visits never pay here.
const TestCardForm = lazy(() =>
  import('@/client/payment-forms/test-card-form').then((module) => ({
    default: module.TestCardForm,
  })),
);
const StripePayment = lazy(() =>
  import('@/client/payment-forms/stripe-payment').then((module) => ({
    default: module.StripePayment,
  })),
);

export function MovePaymentForm({
  locale,
  payment,
  money,
  onPaid,
}: {
  locale: Locale;
  payment: StartedPayment;
  money: (minor: number) => string;
  /** Paid without leaving the page: the payment's id and the return address. */
  onPaid: (intentId: string, returnHref: string) => Promise<void>;
}) {
  const copy = useUiCopy();
  return (
    <>
      {/* The card forms name themselves by this heading, as on the payment step. */}
      <h3 id="card-heading" className={success.cardHeading}>
        {copy.text('payment.cardHeading')}
      </h3>
      <Suspense fallback={null}>
        {payment.provider === 'test' ? (
          <TestCardForm
            key={payment.intentId}
            locale={locale}
            payment={payment}
            amountLabel={money(payment.amount)}
            onPaid={onPaid}
          />
        ) : (
          <StripePayment
            key={payment.intentId}
            locale={locale}
            payment={payment}
            amountLabel={money(payment.amount)}
            onPaid={onPaid}
          />
        )}
      </Suspense>
    </>
  );
}
