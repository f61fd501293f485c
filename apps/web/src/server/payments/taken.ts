// Whether the provider has the customer's money for a reservation though the booking may not know yet: the check before anyone is asked to pay (the pay-later email, at request and at sending).
import 'server-only';
import type { PaymentStatus } from './provider';
import { paymentProvider } from './provider-instance';
import { TestPaymentError } from './test-gateway/gateway';

/** Paid, or being paid (a bank debit Stripe is still processing): asking to pay again is wrong. */
const TAKEN: readonly PaymentStatus[] = ['succeeded', 'processing'];

/**
 * Asks the provider about the reservation's payment; false without one, or for one the provider
 * does not know. Any other failure (the provider unreachable) is thrown: the caller retries
 * rather than guess, as an email asking a paying customer to pay cannot be taken back.
 */
export async function paymentTaken(intentId: string | null): Promise<boolean> {
  if (intentId === null) return false;
  try {
    return TAKEN.includes((await paymentProvider().retrievePayment(intentId)).status);
  } catch (error) {
    if (
      error instanceof TestPaymentError ||
      (error instanceof Error && 'statusCode' in error && error.statusCode === 404)
    )
      return false;
    throw error;
  }
}
