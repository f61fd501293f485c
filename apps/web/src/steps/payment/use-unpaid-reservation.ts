'use client';
// The reservation to pay, read from the server with the email that proves it is the visitor's: the session's, or one typed on a pay-later link.
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { sameEmail } from '@/booking/email-address';
import { PAID } from '@/booking/reservation-status';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { errorIdOf } from '@/client-api/request';
import { useCart } from '../cart/cart-provider';
import { fetchUnpaidReservation, type UnpaidReservation } from './api';
import { syncCartWithReservation } from './cart-sync';

/**
 * The server answers a wrong email as it answers a reservation that is gone, so that asking
 * confirms nothing: for an email typed or remembered from another booking it means "not this
 * email", and the visitor may try another.
 */
export const NOT_FOUND = 'unpaid-reservation-not-found';
export const ALREADY_CONFIRMED = 'unpaid-reservation-already-confirmed';
/** Answers that asking again cannot change; anything else (a network failure) may be retried. */
const FINAL_REFUSALS = [ALREADY_CONFIRMED, NOT_FOUND, 'unpaid-missing-reservation-id-or-email'];

export type UnpaidState =
  /** No email yet, or the typed one is being checked or was refused: the email form. */
  | { kind: 'ask'; isChecking: boolean }
  | { kind: 'loading' }
  | { kind: 'ready'; reservation: UnpaidReservation; email: string }
  /** The reservation cannot be paid (paid already, gone): the error id says why. */
  | { kind: 'refused'; errorId: string; isFinal: boolean; isRetrying: boolean };

export interface UnpaidReservationControl {
  state: UnpaidState;
  submitEmail: (email: string) => void;
  retry: () => void;
}

const isPaidStatus = (status: string): boolean => PAID.some((paid) => paid === status);

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useUnpaidReservation(isEntered: boolean): UnpaidReservationControl {
  const { cart, update, goTo } = useCart();
  const { showError } = useErrorModal();
  const reservationId = cart.reservationId;
  const sessionEmail = cart.personalData?.email.trim() || null;
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  // A session email for another booking (the link was opened beside an older session) is not an error: ask.
  const [sessionRefused, setSessionRefused] = useState(false);
  const email = typedEmail ?? (sessionRefused ? null : sessionEmail);
  // This session reserved it with this email: "not found" can then only mean it is gone.
  const madeHere =
    cart.reservationRequest !== null &&
    cart.reservationRequest.reservationId === reservationId &&
    sameEmail(cart.reservationRequest.email, sessionEmail);
  const key =
    isEntered && reservationId !== null && email !== null ? ['unpaid', reservationId, email] : null;
  const lookup = useSWR(
    key,
    ([, id, address]: string[]) => fetchUnpaidReservation(id ?? '', address ?? ''),
    SWR_OPTIONS,
  );
  const errorId = lookup.error === undefined ? null : errorIdOf(lookup.error);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed answer (each is a new error object), not again when the cart changes
  useEffect(() => {
    if (lookup.error === undefined) return;
    const id = errorIdOf(lookup.error);
    if (id === NOT_FOUND && typedEmail === null && !madeHere) setSessionRefused(true);
    else if (id === ALREADY_CONFIRMED && cart.isPaymentSuccess) goTo('success', { replace: true });
    else showError(id);
  }, [lookup.error]);

  const reservation = lookup.data;
  const isPaid = reservation !== undefined && isPaidStatus(reservation.status);
  useEffect(() => {
    if (reservation === undefined || email === null) return;
    syncCartWithReservation(cart, reservation, email, update);
  }, [reservation, email, cart, update]);
  // Paid already (a pay-later link opened after paying, here or elsewhere): the booking is shown
  // as booked on the success page, never as an error.
  useEffect(() => {
    if (!isPaid) return;
    update(
      (draft) => {
        draft.isPaymentSuccess = true;
      },
      { goTo: 'success', replace: true },
    );
  }, [isPaid, update]);

  const submitEmail = useCallback(
    (address: string) => {
      if (address === typedEmail) void lookup.mutate();
      else setTypedEmail(address);
    },
    [typedEmail, lookup],
  );

  let state: UnpaidState;
  if (isPaid) state = { kind: 'loading' };
  else if (reservation !== undefined && email !== null)
    state = { kind: 'ready', reservation, email };
  else if (email === null) state = { kind: 'ask', isChecking: false };
  else if (typedEmail !== null && (errorId === null || errorId === NOT_FOUND)) {
    state = { kind: 'ask', isChecking: lookup.isValidating };
  } else if (errorId !== null) {
    const isFinal = FINAL_REFUSALS.includes(errorId);
    state = { kind: 'refused', errorId, isFinal, isRetrying: lookup.isValidating };
  } else state = { kind: 'loading' };
  return { state, submitEmail, retry: () => void lookup.mutate() };
}
