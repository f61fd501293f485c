'use client';
// Runs the booking domain's guards for a step in the browser, with the session cart, and follows their redirects.
import { useEffect } from 'react';
import type { GuardOutcome, PartnerVerification, StepSlug } from '@/booking/guards';
import { arrivedGuards } from '../cart/arrival-chunk';
import { useCart } from '../cart/cart-provider';
import { guardStateFromCart } from './guard-state';

/**
 * Null until the session cart is known. A redirect is followed (replacing the history entry when
 * the guard says so, as the success lock does); entering marks the step visited for the session.
 * `partnerVerification` matters only on the check-up step (the partner's link).
 */
export function useStepGuard(
  step: StepSlug,
  partnerVerification: PartnerVerification = 'verified',
): GuardOutcome | null {
  const { cart, ready, update, goTo } = useCart();
  // The guards' code arrives with the cart's (ready implies it is there).
  const runGuards = ready ? arrivedGuards() : null;
  const outcome =
    runGuards === null ? null : runGuards(step, guardStateFromCart(cart, partnerVerification));
  const kind = outcome?.kind ?? null;
  const target = outcome?.kind === 'redirect' ? outcome.to : null;
  const replace = outcome?.kind === 'redirect' ? outcome.replace : false;
  const visited = cart.visitedSteps.includes(step);
  useEffect(() => {
    if (target !== null) goTo(target, { replace });
    else if (kind === 'enter' && !visited) {
      update(
        (draft) => {
          draft.visitedSteps.push(step);
        },
        { background: true },
      );
    }
  }, [kind, target, replace, visited, step, goTo, update]);
  return outcome;
}
