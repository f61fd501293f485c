'use client';
// The idle popup: after 15 s without click, key or scroll it asks for an email (and a phone number), unless closed before in this session or the booking is under way.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/booking/types';
import { useBookingBlocksIdlePopup } from '@/client/idle-gate';
import { useIdleTimer } from './use-idle-timer';

export const IDLE_POPUP_DELAY_MS = 15_000;
const CLOSED_KEY = 'nova.idlePopup.closed';

// The form, with the phone rules' metadata, loads only when the popup opens.
const IdlePopupDialog = lazy(() =>
  import('./idle-popup-dialog').then((module) => ({ default: module.IdlePopupDialog })),
);

function closedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the popup then stays closed for this page only.
  }
}

export interface IdlePopupProps {
  locale: Locale;
  delayMs?: number;
  visitorCountry?: string | null;
  /** Also keeps it away, besides the booking progress the cart reports (see idle-gate.ts). */
  blocked?: boolean;
}

export function IdlePopup({
  locale,
  delayMs = IDLE_POPUP_DELAY_MS,
  visitorCountry,
  blocked = false,
}: IdlePopupProps) {
  const bookingBlocks = useBookingBlocksIdlePopup();
  // Unknown until mounted: sessionStorage is not readable on the server.
  const [closed, setClosed] = useState(true);
  const [open, setOpen] = useState(false);
  useEffect(() => setClosed(closedThisSession()), []);

  const held = blocked || bookingBlocks;
  useIdleTimer(
    delayMs,
    !closed && !open && !held,
    useCallback(() => setOpen(true), []),
  );

  const close = useCallback(() => {
    rememberClosed();
    setClosed(true);
    setOpen(false);
  }, []);

  if (!open || held) return null;
  return (
    <Suspense fallback={null}>
      <IdlePopupDialog
        locale={locale}
        visitorCountry={visitorCountry ?? null}
        onClose={close}
        onSubmitted={rememberClosed}
      />
    </Suspense>
  );
}
