// The browser's calls behind the summary step: the priced booking (POST /api/payment/fetch-data) and the reservation (POST /api/reservation/create).
import type { InstallmentMonths } from '@/booking/money';
import { isPaymentAnswer } from '@/booking/payment-answer';
import type { PaymentAnswer } from '@/booking/pricing';
import type { ReservationCreatePayload } from '@/booking/reservation-payload';
import type { Language, Market } from '@/booking/types';
import { isRecord } from '@/booking/untrusted-json';
import { requestJson } from '@/client-api/request';

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
