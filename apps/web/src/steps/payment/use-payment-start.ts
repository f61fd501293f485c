'use client';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { trackPaymentStarted } from '@/analytics/events';
import type { Locale } from '@/booking/types';
import { useErrorModal } from '@/client/error-modal/error-modal';
// Starts paying the reservation once it is known: the server creates (or finds again) the payment and answers what the form completes.
import type { StartedPayment } from '@/client-api/payment';
import { PAYMENT_ERROR } from '@/client-api/payment';
import { errorIdOf } from '@/client-api/request';
import { startPayment, type UnpaidReservation } from './api';
import { writePaymentRecord } from './payment-record';

// A payment is started once per visit of the page; focus or a reconnect must not start another.
const SWR_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

export interface PaymentStartControl {
  payment: StartedPayment | undefined;
  isStarting: boolean;
  failed: boolean;
  retry: () => void;
}

export function usePaymentStart(
  locale: Locale,
  reservation: UnpaidReservation | null,
  email: string | null,
): PaymentStartControl {
  const { showError } = useErrorModal();
  const key =
    reservation !== null && email !== null
      ? ['payment-start', reservation.id, email, reservation.installmentMonths]
      : null;
  const start = useSWR(
    key,
    () =>
      startPayment({
        reservationId: reservation?.id ?? '',
        email: email ?? '',
        // The page without its query, as the reservation was created with.
        url: `${window.location.origin}${window.location.pathname}`,
        installmentMonths: reservation?.installmentMonths ?? 0,
      }),
    SWR_OPTIONS,
  );

  useEffect(() => {
    if (start.error !== undefined) showError(errorIdOf(start.error, PAYMENT_ERROR));
  }, [start.error, showError]);

  const payment = start.data;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (payment === undefined || reservation === null) return;
    if (reported.current === payment.intentId) return;
    reported.current = payment.intentId;
    writePaymentRecord({
      intentId: payment.intentId,
      purchase: {
        locale,
        reservationId: reservation.id,
        totalMinor: reservation.amounts.total,
        currency: reservation.currency,
        slotStart: reservation.timeSlotStart,
        checkup: reservation.checkupSlug,
        location: reservation.locationSlug,
        discountMinor: reservation.amounts.discountTotal,
        discountCode: reservation.discountCode,
      },
    });
    trackPaymentStarted({
      locale,
      totalMinor: reservation.amounts.total,
      currency: reservation.currency,
      installmentMonths: reservation.installmentMonths,
    });
  }, [payment, reservation, locale]);

  return {
    payment,
    isStarting:
      key !== null && payment === undefined && (start.error === undefined || start.isValidating),
    failed: start.error !== undefined && payment === undefined && !start.isValidating,
    retry: () => void start.mutate(),
  };
}
