'use client';
// Cancelling a booking: the refund said first, then a second, confirming press.
import { useState } from 'react';
import { formatMoney } from '@/booking/money';
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { cancelBooking, errorIdOf, type ManagedBooking } from './api';
import own from './manage-booking.module.css';

/** The refund is stated before anything happens; a second step confirms, so one stray press cancels nothing. */
export function CancelSection({
  locale,
  token,
  booking,
  cancellation,
  onCancelled,
}: {
  locale: Locale;
  token: string;
  booking: ManagedBooking;
  cancellation: NonNullable<ManagedBooking['cancellation']>;
  onCancelled: (booking: ManagedBooking) => void;
}) {
  const copy = useUiCopy();
  const [isConfirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  const values = {
    refund: money(cancellation.refundAmount),
    paid: money(booking.paidAmount),
    percent: cancellation.refundPercent,
  };

  const cancel = async () => {
    setPending(true);
    setErrorId(null);
    try {
      onCancelled(await cancelBooking(token, locale));
    } catch (error) {
      setErrorId(errorIdOf(error, 'booking-not-cancellable'));
      setPending(false);
    }
  };

  return (
    <section className={success.card} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className={success.cardHeading}>
        {copy.text('manage.cancelHeading')}
      </h2>
      <p className={success.text} id="cancel-quote">
        {cancellation.refundAmount > 0
          ? copy.format('manage.cancelQuote', values)
          : copy.format('manage.cancelNoRefund', values)}{' '}
        {booking.installmentMonths > 0 ? copy.text('manage.cancelInstalments') : null}
      </p>
      <div className={own.actions}>
        {isConfirming ? (
          <>
            <Button
              variant="danger"
              size="l"
              onPress={cancel}
              isPending={isPending}
              aria-describedby="cancel-quote"
            >
              {cancellation.refundAmount > 0
                ? copy.format('manage.confirmCancel', values)
                : copy.text('manage.confirmCancelNoRefund')}
            </Button>
            <Button variant="ghost" size="l" onPress={() => setConfirming(false)}>
              {copy.text('manage.keep')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="l" onPress={() => setConfirming(true)}>
            {copy.text('manage.cancelButton')}
          </Button>
        )}
      </div>
      {errorId === null ? null : (
        <p className={own.error} role="alert">
          {copy.message(errorId)}
        </p>
      )}
    </section>
  );
}
