'use client';
// The success step's guard: the booking domain's (a check-up, location, slot and reservation), and a payment this session made.
import { useCallback, useEffect, useRef, useState } from 'react';
import { runGuards } from '@/booking/guards';
import { useCart } from '../cart/cart-provider';
import { guardStateFromCart } from '../guards/guard-state';

export type SuccessAccess = 'undecided' | 'enter' | 'leave';

export interface SuccessGuard {
  access: SuccessAccess;
  /** Called before the page itself clears the cart: the guard must not chase the cleared cart. */
  leave: () => void;
}

/**
 * A reservation is a success once it is created (the specification's flag), but the page says
 * "booked" only after the payment: an unpaid one goes back to payment. Entering marks the step
 * visited, which locks every other step onto this one (the success lock in booking/guards.ts).
 */
export function useSuccessGuard(): SuccessGuard {
  const { cart, ready, update, goTo } = useCart();
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const outcome = ready ? runGuards('success', guardStateFromCart(cart, 'verified')) : null;
  const redirectTo = outcome?.kind === 'redirect' ? outcome.to : null;
  const redirectReplace = outcome?.kind === 'redirect' ? outcome.replace : false;
  const entered = outcome?.kind === 'enter';
  const unpaid = entered && !cart.isPaymentSuccess;
  const visited = cart.visitedSteps.includes('success');

  useEffect(() => {
    if (leavingRef.current) return;
    if (redirectTo !== null) goTo(redirectTo, { replace: redirectReplace });
    else if (unpaid) goTo('payment', { replace: true });
    else if (entered && !visited) {
      update(
        (draft) => {
          draft.visitedSteps.push('success');
        },
        { background: true },
      );
    }
  }, [redirectTo, redirectReplace, unpaid, entered, visited, goTo, update]);

  const leave = useCallback(() => {
    leavingRef.current = true;
    setLeaving(true);
  }, []);

  const access: SuccessAccess = leaving
    ? 'leave'
    : entered && !unpaid
      ? 'enter'
      : outcome === null
        ? 'undecided'
        : 'leave';
  return { access, leave };
}
