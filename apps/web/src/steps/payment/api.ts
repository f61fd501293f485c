// The browser's calls behind the payment step: the unpaid reservation, starting a payment, the test gateway's card form, and the pay-later link by email.
import { type InstallmentMonths, isInstallmentMonths } from '@/booking/money';
import { isPaymentAnswer } from '@/booking/payment-answer';
import type { PaymentAnswer } from '@/booking/pricing';
import type { Currency, Locale } from '@/booking/types';
import { isRecord } from '@/booking/untrusted-json';
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

/** What create-intent and create-subscription answer: the payment the form completes. */
export interface StartedPayment {
  provider: 'stripe' | 'test';
  intentId: string;
  clientSecret: string;
  /** What is charged now, in minor units: the total, the first month, or the downpayment. */
  amount: number;
  currency: Currency;
  installmentMonths: InstallmentMonths;
  /** Until when the time is held for this payment (ISO 8601): starting it may have extended the hold. */
  holdExpiresAt: string;
  /** The return page on the site's configured address, where the provider sends the customer after paying. */
  returnUrl: string;
}

/** A failed payment that Stripe or the test gateway reports without leaving the page. */
export const PAYMENT_FAILED = 'payment-failed-or-canceled-by-user';
/** Any other failure to start or send a payment. */
export const PAYMENT_ERROR = 'error-stripe-payment';

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

/** As Stripe's confirmPayment answers: a refused card stays on the page with its reason (a catalogue id). */
export type TestCardAnswer =
  | {
      status: 'succeeded' | 'requires_action';
      /** The return page with the parameters Stripe would append. */
      redirect: string;
    }
  | { status: 'failed'; reason: string };

/**
 * The test gateway's card form. The answer's address must be the return page the payment was
 * started with (`returnUrl`), nothing else.
 */
export async function payWithTestCard({
  returnUrl,
  ...card
}: {
  paymentIntent: string;
  clientSecret: string;
  cardNumber: string;
  locale: Locale;
  returnUrl: string;
}): Promise<TestCardAnswer> {
  const isAnswer = (body: unknown): body is TestCardAnswer =>
    isRecord(body) &&
    (body.status === 'failed'
      ? isString(body.reason)
      : (body.status === 'succeeded' || body.status === 'requires_action') &&
        isString(body.redirect) &&
        body.redirect.startsWith(`${returnUrl}?`));
  return requestJson('/api/payment/test-gateway/pay', isAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
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
