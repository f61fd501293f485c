// Whether the booking has gone too far for the idle popup (a reservation processing or made, a payment made); the cart reports it here.
import { useSyncExternalStore } from 'react';

export interface BookingProgress {
  reservationProcessing: boolean;
  reservationSucceeded: boolean;
  paymentSucceeded: boolean;
}

let blocked = false;
const listeners = new Set<() => void>();

/** Called by the cart whenever these flags change. */
export function reportBookingProgress(progress: BookingProgress): void {
  const next =
    progress.reservationProcessing || progress.reservationSucceeded || progress.paymentSucceeded;
  if (next === blocked) return;
  blocked = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useBookingBlocksIdlePopup(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => blocked,
    () => false,
  );
}
