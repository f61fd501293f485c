// The manage page's calls: the token travels in a POST body, never in an address; answers are checked before the page trusts them.
import type { MoveClinic, MoveSettlement } from '@/booking/move-price';
import { isRecord } from '@/booking/untrusted-json';
import type { StartedPayment } from '@/client-api/payment';
import { ApiError, refusalOf, requestJson, send } from '@/client-api/request';

export const MANAGE_FALLBACK = 'manage-link-invalid';

/** What the server shows of a booking (server/manage/booking.ts ManagedBooking). */
export interface ManagedBooking {
  name: string;
  status: (typeof SHOWN_STATUSES)[number];
  start: string;
  end: string;
  checkupTitle: string;
  location: { title: string; address: string };
  currency: 'CHF' | 'EUR';
  totalAmount: number;
  paidAmount: number;
  refundedAmount: number | null;
  /** Paid in all, given back and kept, as the customer reads them after a refund. */
  amounts: { paid: number; refunded: number; net: number };
  installmentMonths: number;
  cancellation: { refundPercent: number; refundAmount: number; paidAmount: number } | null;
  /** While another time may be chosen: the time slots query of the booking's selection, and the clinics it may move to. */
  reschedule: { slotsQuery: string; clinics: MoveClinic[] } | null;
}

export type { MoveClinic };

/** `arrived` and `no-show`: the clinic marked the appointment's day; nothing is left to change. */
const SHOWN_STATUSES = ['booked', 'cancelled', 'arrived', 'no-show', 'closed'] as const;
const isShownStatus = (value: unknown): value is ManagedBooking['status'] =>
  (SHOWN_STATUSES as readonly unknown[]).includes(value);

const isAmount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

function isManagedBooking(value: unknown): value is ManagedBooking {
  if (!isRecord(value) || !isRecord(value.location)) return false;
  const { cancellation } = value;
  return (
    typeof value.name === 'string' &&
    isShownStatus(value.status) &&
    typeof value.start === 'string' &&
    typeof value.end === 'string' &&
    typeof value.checkupTitle === 'string' &&
    typeof value.location.title === 'string' &&
    typeof value.location.address === 'string' &&
    (value.currency === 'CHF' || value.currency === 'EUR') &&
    isAmount(value.totalAmount) &&
    isAmount(value.paidAmount) &&
    (value.refundedAmount === null || isAmount(value.refundedAmount)) &&
    isRecord(value.amounts) &&
    isAmount(value.amounts.paid) &&
    isAmount(value.amounts.refunded) &&
    isAmount(value.amounts.net) &&
    isAmount(value.installmentMonths) &&
    (cancellation === null ||
      (isRecord(cancellation) &&
        isAmount(cancellation.refundPercent) &&
        isAmount(cancellation.refundAmount))) &&
    isReschedule(value.reschedule)
  );
}

function isSettlement(value: unknown): value is MoveSettlement {
  if (!isRecord(value)) return false;
  switch (value.kind) {
    case 'same':
      return true;
    case 'refund':
    case 'charge':
      return isAmount(value.amount);
    case 'rest':
    case 'not-online':
      return isAmount(value.difference);
    case 'instalments':
      return (
        isAmount(value.difference) &&
        isAmount(value.paidMonths) &&
        isAmount(value.paidAmount) &&
        Array.isArray(value.installments) &&
        value.installments.every(isAmount) &&
        isAmount(value.refund) &&
        (value.monthly === null ||
          (isRecord(value.monthly) && isAmount(value.monthly.from) && isAmount(value.monthly.to)))
      );
    default:
      return false;
  }
}

const isMoveClinic = (value: unknown): value is MoveClinic =>
  isRecord(value) &&
  typeof value.slug === 'string' &&
  typeof value.title === 'string' &&
  typeof value.address === 'string' &&
  typeof value.current === 'boolean' &&
  typeof value.slotsQuery === 'string' &&
  isSettlement(value.settlement);

const isReschedule = (value: unknown): value is ManagedBooking['reschedule'] =>
  value === null ||
  (isRecord(value) &&
    typeof value.slotsQuery === 'string' &&
    Array.isArray(value.clinics) &&
    value.clinics.every(isMoveClinic));

const isBookingAnswer = (body: unknown): body is { booking: ManagedBooking } =>
  isRecord(body) && isManagedBooking(body.booking);

function requestOf(token: string, locale: string, extra: object = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, locale, ...extra }),
    cache: 'no-store',
  };
}

export async function rescheduleBooking(
  token: string,
  locale: string,
  move: { timeSlotStart: string; locationSlug: string },
): Promise<ManagedBooking> {
  const answer = await requestJson(
    '/api/booking/reschedule',
    isBookingAnswer,
    requestOf(token, locale, move),
    { fallback: 'reserve-timeslot-error-other' },
  );
  return answer.booking;
}

/** The manage page's own address, where a move's payment comes back to (with what the provider appends). */
const isManageReturnUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^/?#]+\/[a-z]{2}-[a-z]{2}\/booking$/.test(value);

const isStartedMove = (body: unknown): body is StartedPayment =>
  isRecord(body) &&
  (body.provider === 'stripe' || body.provider === 'test') &&
  typeof body.intentId === 'string' &&
  typeof body.clientSecret === 'string' &&
  isAmount(body.amount) &&
  (body.currency === 'CHF' || body.currency === 'EUR') &&
  typeof body.holdExpiresAt === 'string' &&
  isManageReturnUrl(body.returnUrl);

/**
 * Holds the time at a dearer clinic and opens the payment of the difference: what the card form
 * needs (the same shape the payment step's forms take).
 */
export async function startMovePayment(
  token: string,
  locale: string,
  move: { timeSlotStart: string; locationSlug: string },
): Promise<StartedPayment> {
  const body = await requestJson(
    '/api/booking/move-payment',
    isStartedMove,
    requestOf(token, locale, move),
    { fallback: 'reserve-timeslot-error-other' },
  );
  return { ...body, installmentMonths: 0 };
}

/** Back from paying a move's difference: the booking as it now is, and whether it moved yet. */
export async function confirmMovePayment(
  token: string,
  locale: string,
  paymentIntent: string,
): Promise<{ booking: ManagedBooking; moved: boolean }> {
  return requestJson(
    '/api/booking/move-confirm',
    (body: unknown): body is { booking: ManagedBooking; moved: boolean } =>
      isBookingAnswer(body) && typeof (body as { moved?: unknown }).moved === 'boolean',
    requestOf(token, locale, { paymentIntent }),
    { fallback: 'error-stripe-payment' },
  );
}

export async function openBooking(token: string, locale: string): Promise<ManagedBooking> {
  const answer = await requestJson('/api/booking/open', isBookingAnswer, requestOf(token, locale), {
    fallback: MANAGE_FALLBACK,
  });
  return answer.booking;
}

export async function cancelBooking(token: string, locale: string): Promise<ManagedBooking> {
  const answer = await requestJson(
    '/api/booking/cancel',
    isBookingAnswer,
    requestOf(token, locale),
    { fallback: 'booking-not-cancellable' },
  );
  return answer.booking;
}

export async function fetchCalendar(token: string, locale: string): Promise<Blob> {
  const response = await send('/api/booking/calendar', requestOf(token, locale), {
    fallback: MANAGE_FALLBACK,
  });
  if (!response.ok) throw await refusalOf(response, MANAGE_FALLBACK);
  return response.blob();
}

export const errorIdOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.id : fallback;
