'use client';
import { lazy, Suspense } from 'react';
import { formatTime } from '@/booking/format';
import { formatMoney } from '@/booking/money';
import { TestCardForm } from '@/client/payment-forms/test-card-form';
// The payment step: the appointment and the whole order as stored, then Stripe's Payment Element or the test gateway's card form, and the pay-later link by email.
import type { StartedPayment } from '@/client-api/payment';
import { StepLink } from '@/steps/step-link';
import { Button } from '@/ui/button/button';
import { buttonClassName } from '@/ui/button/button-style';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { useStepGuard } from '../guards/step-guard';
import layout from '../step-layout/step-layout.module.css';
import { PriceSummary } from '../summary/price-summary';
import type { UnpaidReservation } from './api';
import { AppointmentRecap } from './appointment-recap';
import { EmailCheck } from './email-check';
import { PayLaterEmail } from './pay-later-email';
import styles from './payment-step.module.css';
import type { BookingPlaces } from './places';
import { useFinishInPlace } from './use-finish-in-place';
import { usePaymentStart } from './use-payment-start';
import { useUnpaidReservation } from './use-unpaid-reservation';

// Stripe's React bindings are fetched only when the server pays through Stripe.
const StripePayment = lazy(() =>
  import('@/client/payment-forms/stripe-payment').then((module) => ({
    default: module.StripePayment,
  })),
);

export interface PaymentStepProps {
  places: BookingPlaces;
}

export function PaymentStep({ places }: PaymentStepProps) {
  const copy = useUiCopy();
  const { locale, stepHref } = useCart();
  const outcome = useStepGuard('payment');
  const { state, submitEmail, retry } = useUnpaidReservation(outcome?.kind === 'enter');
  const ready = state.kind === 'ready' ? state : null;
  const start = usePaymentStart(locale, ready?.reservation ?? null, ready?.email ?? null);

  return (
    <div className={styles.step}>
      <h1 className={styles.heading}>{copy.text('payment.heading')}</h1>
      {state.kind === 'ask' ? (
        <div className={styles.narrow}>
          <EmailCheck onSubmit={submitEmail} isChecking={state.isChecking} />
        </div>
      ) : state.kind === 'refused' ? (
        <div className={styles.narrow}>
          <InfoBlock
            variant="error"
            icon="error"
            label={copy.text('payment.unavailable')}
            text={copy.message(state.errorId)}
          />
          {state.isFinal ? (
            <StepLink
              href={stepHref('check-up')}
              className={buttonClassName({ variant: 'secondary', size: 'l' })}
            >
              {copy.text('payment.newBooking')}
            </StepLink>
          ) : (
            <Button variant="secondary" size="l" onPress={retry} isPending={state.isRetrying}>
              {copy.text('payment.retry')}
            </Button>
          )}
        </div>
      ) : ready === null ? (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {copy.text('payment.loading')}
        </p>
      ) : (
        <div className={layout.columns}>
          <section className={`${styles.card} ${styles.aside}`} aria-labelledby="recap-heading">
            <h2 id="recap-heading" className={styles.cardHeading}>
              {copy.text('payment.appointment')}
            </h2>
            <AppointmentRecap locale={locale} reservation={ready.reservation} places={places} />
            <h2 className={styles.cardHeading}>{copy.text('payment.amountHeading')}</h2>
            <PriceSummary
              locale={locale}
              answer={ready.reservation.pricing}
              isUpdating={false}
              isPartnerBooking={ready.reservation.isPartnerBooking}
            />
          </section>
          <section className={`${styles.card} ${styles.main}`} aria-labelledby="card-heading">
            <h2 id="card-heading" className={styles.cardHeading}>
              {copy.text('payment.cardHeading')}
            </h2>
            <InfoBlock
              variant="subtle"
              icon="clock"
              className={styles.hold}
              text={copy.format('payment.holdUntil', {
                // Starting the payment may extend the hold: its answer is the latest word.
                time: formatTime(
                  start.payment?.holdExpiresAt ?? ready.reservation.holdExpiresAt,
                  locale,
                ),
              })}
            />
            <PaymentForm reservation={ready.reservation} start={start} />
            <PayLaterEmail reservationId={ready.reservation.id} email={ready.email} />
          </section>
        </div>
      )}
    </div>
  );
}

function PaymentForm({
  reservation,
  start,
}: {
  reservation: UnpaidReservation;
  start: ReturnType<typeof usePaymentStart>;
}) {
  const copy = useUiCopy();
  const { locale } = useCart();
  const finishInPlace = useFinishInPlace();
  const preparing = (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {copy.text('payment.preparing')}
    </p>
  );
  if (start.failed) {
    return (
      <div className={styles.retry}>
        <InfoBlock variant="error" icon="error" text={copy.message('error-stripe-payment')} />
        <Button variant="secondary" size="l" onPress={start.retry}>
          {copy.text('payment.retry')}
        </Button>
      </div>
    );
  }
  const payment: StartedPayment | undefined = start.payment;
  if (payment === undefined) return preparing;
  const amountLabel = formatMoney(payment.amount, payment.currency, locale);
  if (payment.provider === 'test') {
    return (
      <TestCardForm
        locale={locale}
        payment={payment}
        amountLabel={amountLabel}
        onPaid={finishInPlace}
      />
    );
  }
  return (
    <Suspense fallback={preparing}>
      <StripePayment
        key={`${reservation.id}:${payment.intentId}`}
        locale={locale}
        payment={payment}
        amountLabel={amountLabel}
        onPaid={finishInPlace}
      />
    </Suspense>
  );
}
