// The browser's call behind the success page's receipt: POST /api/reservation/receipt with the booking's id and email.
import type { DatedInstalment } from '@/booking/instalment-schedule';
import { isPaymentAnswer } from '@/booking/payment-answer';
import type { PaymentAnswer } from '@/booking/pricing';
import { isRecord } from '@/booking/untrusted-json';
import { requestJson } from '@/client-api/request';

export const RECEIPT_ROUTE = '/api/reservation/receipt';

/** What the server proves of a paid booking: the stored order and the payment, nothing personal. */
export interface Receipt {
  name: string;
  isPartnerBooking: boolean;
  pricing: PaymentAnswer;
  payment: {
    /** When the payment confirmed the booking (ISO 8601). */
    paidAt: string;
    /** Minor units: the total, the downpayment or the first instalment. */
    amount: number;
    /** The provider's card brand id and last four digits; null when the provider did not say. */
    card: { brand: string; last4: string } | null;
    /** An instalment plan's months with their dates; empty when paid in one go. */
    installments: DatedInstalment[];
  };
}

const isAmount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

const isCard = (value: unknown) =>
  value === null ||
  (isRecord(value) && typeof value.brand === 'string' && typeof value.last4 === 'string');

const isInstalment = (value: unknown) =>
  isRecord(value) &&
  isAmount(value.number) &&
  typeof value.date === 'string' &&
  isAmount(value.amount);

function isReceipt(value: unknown): value is Receipt {
  if (!isRecord(value) || !isRecord(value.payment)) return false;
  const { payment } = value;
  return (
    typeof value.name === 'string' &&
    typeof value.isPartnerBooking === 'boolean' &&
    isPaymentAnswer(value.pricing) &&
    typeof payment.paidAt === 'string' &&
    isAmount(payment.amount) &&
    isCard(payment.card) &&
    Array.isArray(payment.installments) &&
    payment.installments.every(isInstalment)
  );
}

const isReceiptAnswer = (body: unknown): body is { receipt: Receipt } =>
  isRecord(body) && isReceipt(body.receipt);

/** POST, so the email travels in the body and never in an address. */
export async function fetchReceipt(reservationId: string, email: string): Promise<Receipt> {
  const answer = await requestJson(RECEIPT_ROUTE, isReceiptAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reservationId, email }),
    cache: 'no-store',
  });
  return answer.receipt;
}
