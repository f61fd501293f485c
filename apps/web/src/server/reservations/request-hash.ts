// What an idempotency key is bound to: the SHA-256 of the validated create request, so a replay must be the same request.
import 'server-only';
import { createHash } from 'node:crypto';
import type { ReservationCreatePayload } from '../../booking/reservation-payload';
import { canonicalJson } from '../../booking/reservation-request';

/**
 * The hash stored with a reservation and compared on every replay of its paymentId. It covers the
 * whole validated request (selection, personal data, plan, code, page, campaign) but the key itself
 * and `replacesReservation`: pressing Reserve again repeats the key without naming the reservation
 * the first press replaced (reservation-request.ts), and a replay replaces nothing anyway. The
 * safety answers are left out too: they are health data, kept only in their own table (decision
 * 0072) and in no other form, not even a hash; every request's answers are checked before a replay
 * is answered (screening.ts), and a replay keeps the first request's answers.
 */
export function requestHash(payload: ReservationCreatePayload): string {
  const {
    paymentId: _key,
    replacesReservation: _replaced,
    screening: _screening,
    ...booking
  } = payload.reservationData;
  return createHash('sha256')
    .update(canonicalJson({ ...payload, reservationData: booking }))
    .digest('hex');
}
