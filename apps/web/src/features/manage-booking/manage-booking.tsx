'use client';
// The manage page's content: reads the link's token from the address fragment, opens the booking (or comes back from paying a move), and says what it found.
import { Suspense, useEffect, useState } from 'react';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import success from '@/client/booking-card.module.css';
import { lazyAtOnce } from '@/client/lazy-at-once';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import {
  confirmMovePayment,
  errorIdOf,
  MANAGE_FALLBACK,
  type ManagedBooking,
  openBooking,
} from './api';
import { openEarly, takeOpenBooking } from './early-open';
import own from './manage-booking.module.css';
import { prefetchMoveCalendar } from './move-window';
import { readManageToken } from './token';

// The booking itself (its card, the move with the booking flow's calendar and times, the
// cancellation) is drawn only once the link's booking has arrived, never in the prerendered HTML:
// its code is not in the page's first scripts (the calendar alone was some 50 KB of them). It is
// asked for as soon as those run, so it downloads beside the booking's own request, not after it.
const OpenBooking = lazyAtOnce(() => import('./open-booking').then((module) => module.OpenBooking));
// The booking's request, likewise: started now, taken by the page once it has hydrated.
if (typeof window !== 'undefined') openEarly(window);

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
    const open = (
      booking: ManagedBooking,
      moveOutcome?: Extract<View, { kind: 'open' }>['moveOutcome'],
    ) => {
      prefetchMoveCalendar(booking, todayInZurich(new Date()));
      setView({ kind: 'open', token, booking, moveOutcome });
    };
    const returned = returnedPayment(window);
    if (returned === null) {
      takeOpenBooking(token, locale).then((booking) => open(booking), refused);
      return;
    }
    confirmMovePayment(token, locale, returned).then(
      ({ booking, moved }) => open(booking, moved ? { moved: true } : undefined),
      (error: unknown) => {
        const moveOutcome = { errorId: errorIdOf(error, 'error-stripe-payment') };
        openBooking(token, locale).then((booking) => open(booking, moveOutcome), refused);
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
        <Suspense
          fallback={
            <p className={success.text} role="status">
              {copy.text('manage.loading')}
            </p>
          }
        >
          <OpenBooking
            locale={locale}
            token={view.token}
            booking={view.booking}
            onChange={(booking) => setView({ ...view, booking })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
