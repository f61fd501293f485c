// The return page's questions: which payment came back, and what the server says about it (never what the address says).
import { isRecord } from '@/booking/untrusted-json';
import { requestJson } from '@/client-api/request';

/** What Stripe (or the test gateway) appends to the return address. */
export interface ReturnParams {
  paymentIntent: string | null;
  paymentIntentClientSecret: string | null;
  setupIntent: string | null;
  setupIntentClientSecret: string | null;
  /** Read, never trusted: the server's answer decides. */
  redirectStatus: string | null;
}

export function readReturnParams(search: string): ReturnParams {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || null;
  return {
    paymentIntent: value('payment_intent'),
    paymentIntentClientSecret: value('payment_intent_client_secret'),
    setupIntent: value('setup_intent'),
    setupIntentClientSecret: value('setup_intent_client_secret'),
    redirectStatus: value('redirect_status'),
  };
}

export interface PaymentConfirmation {
  reservationId: string | null;
  status: string | null;
  /** 'succeeded', or 'processing'/'pending' while the provider has not decided. */
  paymentStatus: string;
}

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

const isConfirmation = (body: unknown): body is PaymentConfirmation =>
  isRecord(body) &&
  isNullableString(body.reservationId) &&
  isNullableString(body.status) &&
  typeof body.paymentStatus === 'string';

/** POST /api/payment/confirm: the server re-reads the payment from the provider and confirms the booking. */
export function confirmPayment(paymentIntent: string): Promise<PaymentConfirmation> {
  return requestJson('/api/payment/confirm', isConfirmation, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentIntent }),
    cache: 'no-store',
  });
}

const STILL_OPEN = ['processing', 'pending'];

/**
 * Asks again while the provider is still deciding (a bank's delay), a few times, two seconds apart;
 * answers the last word, which may still be open.
 */
export async function confirmPatiently(
  paymentIntent: string,
  options: { attempts?: number; delayMs?: number } = {},
): Promise<PaymentConfirmation> {
  const attempts = options.attempts ?? 5;
  const delayMs = options.delayMs ?? 2000;
  let answer = await confirmPayment(paymentIntent);
  for (
    let attempt = 1;
    attempt < attempts && STILL_OPEN.includes(answer.paymentStatus);
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    answer = await confirmPayment(paymentIntent);
  }
  return answer;
}
