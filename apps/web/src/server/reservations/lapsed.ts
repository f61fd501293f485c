// Which reservations' holds have lapsed: still waiting for payment, past their hold. They hold nothing any more, whether or not a sweep has expired them yet.
import 'server-only';
import { and, gt, inArray, lte, notInArray, or } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '../../booking/reservation-status';
import { reservations } from '../db/schema';

/** A reservation waiting for payment whose hold ran out at or before `now`. */
export function holdLapsed(now: Date) {
  return and(
    inArray(reservations.status, [...AWAITING_PAYMENT]),
    lte(reservations.holdExpiresAt, now),
  );
}

/** The opposite of holdLapsed: paid (or otherwise settled), or waiting for payment within its hold. */
export function holdNotLapsed(now: Date) {
  return or(
    notInArray(reservations.status, [...AWAITING_PAYMENT]),
    gt(reservations.holdExpiresAt, now),
  );
}
