// The browser's calls behind the summary step: the priced booking (POST /api/payment/fetch-data) and the reservation (POST /api/reservation/create).
import type { InstallmentMonths } from '@/booking/money';
import type { PaymentAnswer } from '@/booking/pricing';
import type { ReservationCreatePayload } from '@/booking/reservation-payload';
import type { Language, Market } from '@/booking/types';
import { requestJson } from '../timeslot/api';

/** The body of POST /api/payment/fetch-data (spec section 7); never personal data. */
export interface PaymentDataRequest {
  checkupSlug: string;
  locationSlug: string;
  discountCode: string | null;
  services: string[];
  servicesPartner: string[];
  isPartnerBooking: boolean;
  isPartnerCurrentlyBooking: boolean;
  language: Language;
  installmentMonths: InstallmentMonths;
  /** The market ('ch' or 'de'); it decides the currency. */
  country: Market;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPaymentData(value: unknown): boolean {
  return (
    isRecord(value) &&
    (value.currency === 'CHF' || value.currency === 'EUR') &&
    Array.isArray(value.lineItems) &&
    typeof value.total === 'number'
  );
}

/** The shape the summary reads; the amounts themselves are the server's, never recomputed here. */
export function isPaymentAnswer(body: unknown): body is PaymentAnswer {
  if (!isRecord(body) || !Array.isArray(body.discounts) || !isPaymentData(body.paymentData)) {
    return false;
  }
  const discounted = body.paymentDataDiscounted;
  return (
    isPaymentData(discounted) &&
    isRecord(discounted) &&
    typeof discounted.dueNow === 'number' &&
    typeof discounted.dueLater === 'number' &&
    Array.isArray(discounted.installments)
  );
}

export function fetchPaymentData(request: PaymentDataRequest): Promise<PaymentAnswer> {
  return requestJson('/api/payment/fetch-data', isPaymentAnswer, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    cache: 'no-store',
  });
}

export interface CreatedReservation {
  id: string;
  name: string;
}

const isCreated = (body: unknown): body is { reservation: CreatedReservation } =>
  isRecord(body) &&
  isRecord(body.reservation) &&
  typeof body.reservation.id === 'string' &&
  typeof body.reservation.name === 'string';

export async function createReservation(
  payload: ReservationCreatePayload,
): Promise<CreatedReservation> {
  const answer = await requestJson('/api/reservation/create', isCreated, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    cache: 'no-store',
  });
  return answer.reservation;
}
