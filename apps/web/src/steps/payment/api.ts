// The browser's calls behind the payment step: the unpaid reservation, starting a payment and the pay-later link by email (the test gateway's card form calls client-api/payment).
import { type InstallmentMonths, isInstallmentMonths } from '@/booking/money';
import { isPaymentAnswer } from '@/booking/payment-answer';
import type { PaymentAnswer } from '@/booking/pricing';
import type { Currency } from '@/booking/types';
import { isRecord } from '@/booking/untrusted-json';
import type { StartedPayment } from '@/client-api/payment';
import { requestJson } from '@/client-api/request';

/** What GET /api/reservation/fetch-unpaid tells about a reservation: never personal data. */
export interface UnpaidReservation {
  id: string;
  name: string;
  status: string;
  checkupSlug: string;
  locationSlug: string;
  isPartnerBooking: boolean;
  /** ISO 8601 with Zurich's offset. */
  timeSlotStart: string;
  timeSlotEnd: string;
  holdExpiresAt: string;
  services: string[];
  servicesPartner: string[];
  currency: Currency;
  installmentMonths: InstallmentMonths;
  discountCode: string | null;
  reservationType: 'full' | 'downpayment';
  /** Minor units, as the server stored them. */
  amounts: { subtotal: number; discountTotal: number; total: number; dueNow: number };
  /** The whole order as the server stored it when the hold was taken: lines, discounts, what is due. */
  pricing: PaymentAnswer;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCurrency = (value: unknown): value is Currency => value === 'CHF' || value === 'EUR';
const isAmount = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
const isReturnUrl = (value: unknown) =>
  typeof value === 'string' &&
  /^https?:\/\/[^/?#]+\/[a-z]{2}-[a-z]{2}\/payment-return$/.test(value);

function isUnpaidReservation(value: unknown): value is UnpaidReservation {
  if (!isRecord(value) || !isRecord(value.amounts)) return false;
  const { amounts } = value;
  return (
    [value.id, value.name, value.checkupSlug, value.locationSlug, value.timeSlotStart].every(
      isString,
    ) &&
    isCurrency(value.currency) &&
    isInstallmentMonths(value.installmentMonths) &&
    (value.reservationType === 'full' || value.reservationType === 'downpayment') &&
    [amounts.subtotal, amounts.discountTotal, amounts.total, amounts.dueNow].every(isAmount) &&
    isPaymentAnswer(value.pricing)
  );
}

const isUnpaidAnswer = (body: unknown): body is { reservation: UnpaidReservation } =>
  isRecord(body) && isUnpaidReservation(body.reservation);

const isStartedPayment = (body: unknown): body is StartedPayment =>
  isRecord(body) &&
  (body.provider === 'stripe' || body.provider === 'test') &&
  isString(body.intentId) &&
  isString(body.clientSecret) &&
  isAmount(body.amount) &&
  isCurrency(body.currency) &&
  isInstallmentMonths(body.installmentMonths) &&
  isString(body.holdExpiresAt) &&
  isReturnUrl(body.returnUrl);

export const FETCH_UNPAID_ROUTE = '/api/reservation/fetch-unpaid';

/**
 * The specification's pay-later lookup, as a POST: the id and the email together prove the
 * booking, so neither travels in an address (the address bar, history, referrers, access logs).
 */
export async function fetchUnpaidReservation(
  id: string,
  email: string,
): Promise<UnpaidReservation> {
  const answer = await requestJson(FETCH_UNPAID_ROUTE, isUnpaidAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, email }),
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  return answer.reservation;
}

export interface PaymentStartRequest {
  reservationId: string;
  email: string;
  /** The page's address without its query. */
  url: string;
  installmentMonths: InstallmentMonths;
}

/** Full payment or downpayment through create-intent; instalments through create-subscription. */
export function startPayment(request: PaymentStartRequest): Promise<StartedPayment> {
  const route = request.installmentMonths === 0 ? 'create-intent' : 'create-subscription';
  return requestJson(`/api/payment/${route}`, isStartedPayment, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    cache: 'no-store',
  });
}

const isSentAnswer = (body: unknown): body is { sent: true } =>
  isRecord(body) && body.sent === true;

/**
 * Asks for the link to pay later by email, to the booking's own address (the one that found the
 * reservation); the server sends it once per reservation and a few a day per mailbox.
 */
export async function emailPayLaterLink(reservationId: string, email: string): Promise<void> {
  await requestJson('/api/payment/email-pay-later', isSentAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reservationId, email }),
    cache: 'no-store',
  });
}
