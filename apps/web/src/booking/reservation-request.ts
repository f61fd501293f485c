// Pressing Reserve again: the same booking repeats the earlier request (same paymentId, same reservation), a changed one replaces it.
import { HOLD_MINUTES } from './reservation-status';
import { isRecord } from './untrusted-json';

/** What the browser remembers of the reservation it made last, to press Reserve again safely. */
export interface ReservationRequestRecord {
  reservationId: string;
  /** The idempotency key the reservation was created with. */
  paymentId: string;
  /** `reservationFingerprint` of everything that was sent but the key. */
  fingerprint: string;
  /** The email the reservation was made with: what proves it is this customer's to replace. */
  email: string;
  /** When it was created, in epoch milliseconds. */
  createdAt: number;
}

/** The reservation a new one takes the place of: cancelled in the transaction that creates the new one. */
export interface ReplacedReservation {
  id: string;
  email: string;
}

export interface ReservationRequestPlan {
  paymentId: string;
  replaces: ReplacedReservation | null;
}

/**
 * Repeating is only safe while the first reservation still holds its room: a reservation the
 * server let expire would be answered again, unpayable. Five minutes short of the hold leaves
 * time to pay.
 */
export const REPEAT_WINDOW_MS = (HOLD_MINUTES - 5) * 60_000;

/** A version 4 UUID, as `crypto.randomUUID()` makes: 122 random bits. */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The idempotency key in the specification's shape, the check-up slug then a unique part; the
 * unique part is random, so a key cannot be guessed from the time it was made.
 */
export function paymentIdFor(checkupSlug: string, randomUuid: string): string {
  return `${checkupSlug}-${randomUuid}`;
}

/** Whether `paymentId` is `checkupSlug`, a dash and a random UUID. */
export function isPaymentIdFor(paymentId: string, checkupSlug: string): boolean {
  const prefix = `${checkupSlug}-`;
  return paymentId.startsWith(prefix) && RANDOM_UUID.test(paymentId.slice(prefix.length));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}

/** One string for one value, whatever the order its object keys were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

/** One string for one booking: what tells a repeated booking from a changed one. */
export function reservationFingerprint(booking: unknown): string {
  return canonicalJson(booking);
}

/**
 * The idempotency key for this press of Reserve. The same booking as last time (same selection,
 * details, plan and code) within the hold repeats the last key, so the server answers the same
 * reservation and no second room is taken. Anything else is a new key made with `randomUuid`
 * (`crypto.randomUUID()`, fresh for each press), and the last reservation of this session, if it
 * is still the cart's, is named to be replaced, so the customer's own earlier hold does not block
 * the slot they now choose.
 */
export function planReservationRequest({
  previous,
  cartReservationId,
  fingerprint,
  checkupSlug,
  now,
  randomUuid,
}: {
  previous: ReservationRequestRecord | null;
  cartReservationId: string | null;
  fingerprint: string;
  checkupSlug: string;
  now: number;
  randomUuid: string;
}): ReservationRequestPlan {
  const current =
    previous !== null && previous.reservationId === cartReservationId ? previous : null;
  if (
    current !== null &&
    current.fingerprint === fingerprint &&
    now - current.createdAt >= 0 &&
    now - current.createdAt < REPEAT_WINDOW_MS
  ) {
    return { paymentId: current.paymentId, replaces: null };
  }
  return {
    paymentId: paymentIdFor(checkupSlug, randomUuid),
    replaces: current === null ? null : { id: current.reservationId, email: current.email },
  };
}
