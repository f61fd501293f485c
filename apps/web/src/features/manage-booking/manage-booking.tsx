'use client';
// The manage page's content: reads the link's token from the address fragment, opens the booking, and offers what the policy still allows (the calendar file, cancelling with its refund stated first).
import { useEffect, useState } from 'react';
import { formatDay, formatTime } from '@/booking/format';
import { formatMoney } from '@/booking/money';
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import { saveFile } from '@/client/save-file';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import {
  cancelBooking,
  confirmMovePayment,
  errorIdOf,
  fetchCalendar,
  MANAGE_FALLBACK,
  type ManagedBooking,
  openBooking,
} from './api';
import own from './manage-booking.module.css';
import { RescheduleSection } from './reschedule-section';
import { readManageToken } from './token';

type View =
  | { kind: 'loading' }
  | { kind: 'no-link' }
  | { kind: 'refused'; errorId: string }
  | {
      kind: 'open';
      token: string;
      booking: ManagedBooking;
      /** Back from paying a move's difference (3-D Secure): moved, or why not (a catalogue id). */
      moveOutcome?: { moved: true } | { errorId: string };
    };

/**
 * The payment a move's difference came back with (Stripe's return after 3-D Secure, the test
 * gateway's redirect), taken off the address so a reload does not ask again.
 */
function returnedPayment(window: Window): string | null {
  const intent = new URLSearchParams(window.location.search).get('payment_intent');
  if (intent === null) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return intent;
}

export function ManageBooking({ locale }: { locale: Locale }) {
  const copy = useUiCopy();
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const token = readManageToken(window);
    if (token === null) {
      setView({ kind: 'no-link' });
      return;
    }
    const refused = (error: unknown) =>
      setView({ kind: 'refused', errorId: errorIdOf(error, MANAGE_FALLBACK) });
    const returned = returnedPayment(window);
    if (returned === null) {
      openBooking(token, locale).then(
        (booking) => setView({ kind: 'open', token, booking }),
        refused,
      );
      return;
    }
    confirmMovePayment(token, locale, returned).then(
      ({ booking, moved }) =>
        setView({ kind: 'open', token, booking, moveOutcome: moved ? { moved: true } : undefined }),
      (error: unknown) => {
        const moveOutcome = { errorId: errorIdOf(error, 'error-stripe-payment') };
        openBooking(token, locale).then(
          (booking) => setView({ kind: 'open', token, booking, moveOutcome }),
          refused,
        );
      },
    );
  }, [locale]);

  return (
    <div className={success.step}>
      <h1 className={success.heading}>{copy.text('manage.heading')}</h1>
      {view.kind === 'loading' ? (
        <p className={success.text} role="status">
          {copy.text('manage.loading')}
        </p>
      ) : null}
      {view.kind === 'no-link' ? (
        <p className={success.text}>{copy.text('manage.noLink')}</p>
      ) : null}
      {view.kind === 'refused' ? (
        <p className={own.error} role="alert">
          {copy.message(view.errorId)}
        </p>
      ) : null}
      {view.kind === 'open' && view.moveOutcome !== undefined ? (
        'errorId' in view.moveOutcome ? (
          <p className={own.error} role="alert">
            {copy.message(view.moveOutcome.errorId)}
          </p>
        ) : (
          <p className={success.text} role="status">
            {copy.text('manage.rescheduled')}
          </p>
        )
      ) : null}
      {view.kind === 'open' ? (
        <OpenBooking
          locale={locale}
          token={view.token}
          booking={view.booking}
          onChange={(booking) => setView({ ...view, booking })}
        />
      ) : null}
    </div>
  );
}

function OpenBooking({
  locale,
  token,
  booking,
  onChange,
}: {
  locale: Locale;
  token: string;
  booking: ManagedBooking;
  onChange: (booking: ManagedBooking) => void;
}) {
  const copy = useUiCopy();
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [isLoadingCalendar, setLoadingCalendar] = useState(false);

  const download = async () => {
    setLoadingCalendar(true);
    setCalendarError(null);
    try {
      saveFile(await fetchCalendar(token, locale), `${booking.name}.ics`);
    } catch (error) {
      setCalendarError(errorIdOf(error, MANAGE_FALLBACK));
    } finally {
      setLoadingCalendar(false);
    }
  };

  return (
    <>
      {booking.status === 'cancelled' ? (
        <section className={success.card} aria-labelledby="cancelled-heading">
          <h2 id="cancelled-heading" className={success.cardHeading}>
            {copy.text('manage.cancelledHeading')}
          </h2>
          <p className={success.text}>{copy.text('manage.cancelledIntro')}</p>
        </section>
      ) : null}
      {booking.status === 'arrived' || booking.status === 'no-show' ? (
        <section className={success.card} aria-labelledby="attended-heading">
          <h2 id="attended-heading" className={success.cardHeading}>
            {copy.text(
              booking.status === 'arrived' ? 'manage.arrivedHeading' : 'manage.noShowHeading',
            )}
          </h2>
          <p className={success.text}>
            {copy.text(booking.status === 'arrived' ? 'manage.arrivedIntro' : 'manage.noShowIntro')}
          </p>
        </section>
      ) : null}

      <section className={success.card} aria-labelledby="appointment-heading">
        <h2 id="appointment-heading" className={success.cardHeading}>
          {copy.text('payment.appointment')}
        </h2>
        <dl className={success.facts}>
          <Fact label={copy.text('success.reservation')}>{booking.name}</Fact>
          <Fact label={copy.text('success.checkup')}>{booking.checkupTitle}</Fact>
          <Fact label={copy.text('success.date')}>
            {formatDay(booking.start.slice(0, 10), locale)}
          </Fact>
          <Fact label={copy.text('success.time')}>
            {formatTime(booking.start, locale)} – {formatTime(booking.end, locale)}{' '}
            <span className={success.muted}>({copy.text('success.timeZone')})</span>
          </Fact>
          <Fact label={copy.text('success.location')}>
            {booking.location.title}
            <br />
            <span className={success.muted}>{booking.location.address}</span>
          </Fact>
          <Fact label={copy.text('manage.total')}>{money(booking.totalAmount)}</Fact>
          <Fact label={copy.text('manage.paid')}>{money(booking.amounts.paid)}</Fact>
          {booking.amounts.refunded === 0 ? null : (
            <>
              <Fact label={copy.text('manage.refunded')}>{money(booking.amounts.refunded)}</Fact>
              <Fact label={copy.text('manage.net')}>{money(booking.amounts.net)}</Fact>
            </>
          )}
        </dl>
        <div className={own.actions}>
          <Button
            variant="secondary"
            size="l"
            icon="calendar"
            onPress={download}
            isPending={isLoadingCalendar}
          >
            {copy.text('success.addToCalendar')}
          </Button>
        </div>
        {calendarError === null ? null : (
          <p className={own.error} role="alert">
            {copy.message(calendarError)}
          </p>
        )}
      </section>

      {booking.status === 'booked' && booking.reschedule !== null ? (
        <RescheduleSection
          locale={locale}
          token={token}
          booking={booking}
          clinics={booking.reschedule.clinics}
          onMoved={onChange}
        />
      ) : null}
      {booking.status === 'booked' && booking.cancellation !== null ? (
        <CancelSection
          locale={locale}
          token={token}
          booking={booking}
          cancellation={booking.cancellation}
          onCancelled={onChange}
        />
      ) : null}
      {booking.status === 'booked' && booking.cancellation === null ? (
        <p className={success.text}>{copy.text('manage.closed')}</p>
      ) : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={success.fact}>
      <dt className={success.label}>{label}</dt>
      <dd className={success.value}>{children}</dd>
    </div>
  );
}

/** The refund is stated before anything happens; a second step confirms, so one stray press cancels nothing. */
function CancelSection({
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
