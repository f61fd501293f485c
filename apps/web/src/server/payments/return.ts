// The return page's confirmation: the payment re-read from the provider, never taken from the browser's word.
import 'server-only';
import { paymentFailureErrorId } from '../../booking/card-errors';
import { BookingError } from '../../booking/errors';
import { paymentConfirmSchema } from '../../booking/payment-request';
import { validatePayload } from '../../booking/validation';
import { applyPaymentEvent, reservationOfPayment } from './confirm';
import { paymentProvider } from './provider-instance';
import { TestPaymentError } from './test-gateway/gateway';

const OUTCOME_KIND = {
  succeeded: 'payment-succeeded',
  failed: 'payment-failed',
  canceled: 'payment-canceled',
} as const;

export interface ReturnConfirmation {
  reservationId: string | null;
  status: string | null;
  paymentStatus: string;
}

export async function confirmFromReturn({
  body,
  now,
}: {
  body: unknown;
  now: Date;
}): Promise<ReturnConfirmation> {
  const parsed = validatePayload(paymentConfirmSchema, body);
  if (!parsed.ok)
    throw new BookingError(
      'validation-failed',
      parsed.fields.map((field) => field || 'body'),
    );
  let payment: Awaited<ReturnType<ReturnType<typeof paymentProvider>['retrievePayment']>>;
  try {
    payment = await paymentProvider().retrievePayment(parsed.value.paymentIntent);
  } catch (error) {
    if (
      error instanceof TestPaymentError ||
      (error instanceof Error && 'statusCode' in error && error.statusCode === 404)
    ) {
      throw new BookingError('payment-failed-or-canceled-by-user');
    }
    throw error;
  }
  if (payment.status === 'pending' || payment.status === 'processing') {
    // A debit the bank takes days to settle: its rooms are kept up to a cap, as the webhook's
    // `payment_intent.processing` keeps them (whichever comes first; the other finds it done).
    if (payment.status === 'processing')
      await applyPaymentEvent({
        event: { id: `return:${payment.intentId}:processing`, kind: 'payment-processing', payment },
        now,
      });
    const reservation = await reservationOfPayment(payment.intentId);
    return {
      reservationId: reservation?.id ?? null,
      status: reservation?.status ?? null,
      paymentStatus: payment.status,
    };
  }
  // One id per payment and outcome: the return page and a reload record it once; the webhook's own event id is separate and finds it done.
  const event = {
    id: `return:${payment.intentId}:${payment.status}`,
    kind: OUTCOME_KIND[payment.status],
    payment,
  };
  await applyPaymentEvent({ event, now });
  // The provider's reason, as the card form would have said it: the customer knows what to change.
  if (payment.status !== 'succeeded')
    throw new BookingError(paymentFailureErrorId(payment.failureCode));
  // Whatever this call changed (or a webhook before it), the answer is the reservation as it is now.
  const reservation = await reservationOfPayment(payment.intentId);
  return {
    reservationId: reservation?.id ?? null,
    status: reservation?.status ?? null,
    paymentStatus: payment.status,
  };
}
