// A payment the provider decided without leaving the page (no 3-D Secure, no bank page): confirmed with the server here and on to success, without the return page.
import { useCallback, useRef } from 'react';
import { leavePageFor } from '@/client/leave-page';
import { useCart } from '../cart/cart-provider';
import { confirmPatiently } from '../payment-return/confirm';
import {
  cartKnowsBooking,
  isConfirmedPayment,
  markPaid,
  recordConfirmedPayment,
} from '../payment-return/settle';
import { readPaymentRecord } from './payment-record';

/**
 * Answers the function a payment form calls once the provider says paid. Anything but a confirmed
 * booking this session knows (still processing, refunded because the time was lost, another
 * session's booking, no answer) goes to the return page, which says what happened and what next.
 */
export function useFinishInPlace(): (intentId: string, returnHref: string) => Promise<void> {
  const { cart, update } = useCart();
  const current = useRef({ cart, update });
  current.current = { cart, update };
  return useCallback(async (intentId: string, returnHref: string) => {
    try {
      const answer = await confirmPatiently(intentId);
      const paidId = answer.reservationId ?? current.current.cart.reservationId;
      if (isConfirmedPayment(answer) && cartKnowsBooking(current.current.cart, paidId)) {
        recordConfirmedPayment(paidId, readPaymentRecord());
        current.current.update(markPaid, { goTo: 'success', replace: true });
        return;
      }
    } catch {
      // The return page asks the server again and says what it answers.
    }
    leavePageFor(returnHref);
  }, []);
}
