'use client';
// The return from a redirect (3-D Secure, a bank's page): confirms the payment with the server, shows the booking, then success (purchase sent once) or the reason and the way back to the payment form.
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/booking/types';
import { reportBookingProgress } from '@/client/idle-gate';
import { PAYMENT_FAILED } from '@/client-api/payment';
import { errorIdOf } from '@/client-api/request';
import { StepLink } from '@/steps/step-link';
import { buttonClassName } from '@/ui/button/button-style';
import { Icon } from '@/ui/icons/icon';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { BookingCart, KnownSlugs } from '../cart/cart';
import { useCart } from '../cart/cart-provider';
import { buildStepHref } from '../cart/cart-query';
import { readStoredCart } from '../cart/cart-storage';
import { type AppointmentFacts, AppointmentRecap } from '../payment/appointment-recap';
import { clearPaymentRecord, readPaymentRecord } from '../payment/payment-record';
import type { BookingPlaces } from '../payment/places';
import { confirmPatiently, type ReturnParams, readReturnParams } from './confirm';
import styles from './payment-return.module.css';
import { cartKnowsBooking, isConfirmedPayment, markPaid, recordConfirmedPayment } from './settle';

export interface PaymentReturnProps {
  locale: Locale;
  known: KnownSlugs;
  today: string;
  places: BookingPlaces;
}

/** The booking this session is paying for, when it knows it whole. */
function bookingOf(cart: BookingCart): AppointmentFacts | null {
  const { reservationName, checkupSlug, locationSlug, timeSlotStart, timeSlotEnd } = cart;
  if (reservationName === null || checkupSlug === null || locationSlug === null) return null;
  if (timeSlotStart === null) return null;
  return {
    name: reservationName,
    checkupSlug,
    locationSlug,
    isPartnerBooking: cart.isPartnerBooking,
    timeSlotStart,
    timeSlotEnd: timeSlotEnd ?? '',
  };
}

type View =
  | { kind: 'confirming' }
  /** Paid, but this tab's session does not know the booking (another browser finished 3-D Secure). */
  | { kind: 'paid' }
  | { kind: 'processing' }
  /** Refused after the redirect: the reason (a catalogue id) and the way back to the form. */
  | { kind: 'failed'; retryHref: string; errorId: string }
  /** Paid after the time was released and taken: refunded in full, another time to choose. */
  | { kind: 'refunded'; rebookHref: string };

export function PaymentReturn({ locale, known, today, places }: PaymentReturnProps) {
  const copy = useUiCopy();
  const [view, setView] = useState<View>({ kind: 'confirming' });
  const [booking, setBooking] = useState<AppointmentFacts | null>(null);
  const started = useRef(false);
  // Through the frame's cart, never around it: its next read of the address would write back the
  // cart it held before the payment was confirmed.
  const { update, ready } = useCart();
  const updateCart = useRef(update);
  updateCart.current = update;
  const returned = useRef<ReturnParams | null>(null);

  // First, before the cart reads the address: what the provider appended, then out of the address.
  useEffect(() => {
    if (returned.current !== null) return;
    returned.current = readReturnParams(window.location.search);
    // The client secrets Stripe appended stay out of the history and of every address built from this one.
    window.history.replaceState(null, '', window.location.pathname);
  }, []);

  // Then, once the cart holds the session, so that marking it paid starts from the booking.
  useEffect(() => {
    if (!ready || started.current || returned.current === null) return;
    started.current = true;
    const params = returned.current;
    const record = readPaymentRecord();
    const intent = params.paymentIntent ?? params.setupIntent ?? record?.intentId ?? null;
    const cart = readStoredCart(known);
    setBooking(bookingOf(cart));
    reportBookingProgress({
      reservationProcessing: false,
      reservationSucceeded: cart.isReservationSuccess,
      paymentSucceeded: cart.isPaymentSuccess,
    });
    const reservationId = cart.reservationId ?? record?.purchase.reservationId ?? null;
    const retryHref =
      reservationId === null
        ? `/${locale}/check-up`
        : `/${locale}/payment?${new URLSearchParams({ reservationId })}`;
    // Said once, on the page: no modal repeating it.
    const fail = (errorId: string) => setView({ kind: 'failed', retryHref, errorId });
    if (intent === null) {
      fail(PAYMENT_FAILED);
      return;
    }
    confirmPatiently(intent).then(
      (answer) => {
        if (answer.status === 'refunded') {
          // The same choices, without the time that is gone and the reservation that was refunded.
          const rebook = updateCart.current((draft) => {
            draft.timeSlotStart = null;
            draft.timeSlotEnd = null;
            draft.selectedDate = null;
            draft.reservationId = null;
            draft.reservationName = null;
            draft.reservationRequest = null;
            draft.isReservationSuccess = false;
            draft.isPaymentSuccess = false;
          });
          clearPaymentRecord();
          setView({
            kind: 'refunded',
            rebookHref: buildStepHref(locale, 'timeslot', rebook, today),
          });
          return;
        }
        if (!isConfirmedPayment(answer)) {
          setView({ kind: 'processing' });
          return;
        }
        const paidId = answer.reservationId ?? reservationId;
        recordConfirmedPayment(paidId, record);
        if (!cartKnowsBooking(cart, paidId)) {
          setView({ kind: 'paid' });
          return;
        }
        updateCart.current(markPaid, { goTo: 'success', replace: true });
      },
      (error: unknown) => fail(errorIdOf(error, PAYMENT_FAILED)),
    );
  }, [ready, known, locale, today]);

  return (
    <div className={styles.return}>
      <ReturnStatus view={view} />
      {booking === null ? null : (
        <section className={styles.booking} aria-labelledby="return-booking-heading">
          <h2 id="return-booking-heading" className={styles.bookingHeading}>
            {copy.text('payment.appointment')}
          </h2>
          <AppointmentRecap locale={locale} reservation={booking} places={places} />
        </section>
      )}
    </div>
  );
}

function ReturnStatus({ view }: { view: View }) {
  const copy = useUiCopy();
  if (view.kind === 'confirming') {
    return (
      <div className={styles.card} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.heading}>{copy.text('payment.confirming')}</h1>
        <p className={styles.text}>{copy.text('payment.confirmingNote')}</p>
      </div>
    );
  }
  if (view.kind === 'refunded') {
    return (
      <div className={styles.card}>
        <Icon name="error" size={40} className={styles.failedIcon} />
        <h1 className={styles.heading}>{copy.text('payment.refunded')}</h1>
        <p className={styles.text}>{copy.text('payment.refundedNote')}</p>
        <StepLink
          href={view.rebookHref}
          className={buttonClassName({ variant: 'guiding', size: 'l' })}
        >
          {copy.text('payment.chooseAnotherTime')}
        </StepLink>
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div className={styles.card}>
        <Icon name="error" size={40} className={styles.failedIcon} />
        <h1 className={styles.heading}>{copy.text('payment.notCompleted')}</h1>
        <InfoBlock variant="error" role="alert" text={copy.message(view.errorId)} />
        <StepLink
          href={view.retryHref}
          className={buttonClassName({ variant: 'guiding', size: 'l' })}
        >
          {copy.text('payment.backToPayment')}
        </StepLink>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Icon
        name={view.kind === 'paid' ? 'check' : 'clock'}
        size={40}
        className={view.kind === 'paid' ? styles.paidIcon : styles.waitIcon}
      />
      <h1 className={styles.heading}>
        {view.kind === 'paid' ? copy.text('payment.received') : copy.text('payment.processing')}
      </h1>
      <p className={styles.text}>
        {view.kind === 'paid'
          ? copy.text('payment.receivedNote')
          : copy.text('payment.processingNote')}
      </p>
    </div>
  );
}
