// The rooms reservations hold: which holds are active at an instant, and releasing those whose reservation stopped waiting for payment.
import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT, BOOKED } from '../../booking/reservation-status';
import type { RoomHold } from '../../booking/types';
import type { DayHold } from '../../booking/unpaid-share';
import type { Database } from '../db/client';
import {
  bookingMoves,
  discountRedemptions,
  reservations,
  roomHolds,
  testPayments,
} from '../db/schema';
import { expireLapsed } from '../lifecycle/expire';

export interface Interval {
  from: Date;
  to: Date;
}

function overlaps(interval: Interval) {
  return sql`${roomHolds.during} && tstzrange(${interval.from.toISOString()}::timestamptz, ${interval.to.toISOString()}::timestamptz, '[)')`;
}

/**
 * Holds still in force at `now`: the reservation is paid (its day ahead or marked by the clinic), or awaits payment within its hold; a
 * move's hold (a paid booking's new time while the difference is paid) within the move's.
 */
function inForce(now: Date) {
  return or(
    and(
      isNull(roomHolds.moveId),
      or(
        inArray(reservations.status, [...BOOKED]),
        and(
          inArray(reservations.status, [...AWAITING_PAYMENT]),
          gt(reservations.holdExpiresAt, now),
        ),
      ),
    ),
    and(isNotNull(roomHolds.moveId), gt(bookingMoves.holdExpiresAt, now)),
  );
}

/** Which holds to read: at a location, overlapping an interval, in force at `now`. */
interface HoldsQuery {
  db: Database;
  locationSlug: string;
  interval: Interval;
  now: Date;
}

/** The holds in force at a location overlapping an interval, each with whether a payment stands behind it. */
async function holdsInForce({ db, locationSlug, interval, now }: HoldsQuery) {
  return db
    .select({
      locationSlug: roomHolds.locationSlug,
      roomId: roomHolds.roomId,
      start: roomHolds.startsAt,
      end: roomHolds.endsAt,
      // A move's hold belongs to a paid booking.
      paid: sql<boolean>`${roomHolds.moveId} is not null or ${inArray(reservations.status, [...BOOKED])}`,
      clientKey: reservations.clientKey,
    })
    .from(roomHolds)
    .innerJoin(reservations, eq(reservations.id, roomHolds.reservationId))
    .leftJoin(bookingMoves, eq(bookingMoves.id, roomHolds.moveId))
    .where(
      and(
        eq(roomHolds.locationSlug, locationSlug),
        isNull(roomHolds.releasedAt),
        overlaps(interval),
        inForce(now),
      ),
    );
}

/**
 * Holds at a location overlapping an interval whose reservation is paid, or awaits payment within
 * its hold; a move's hold (a paid booking's new time while the difference is paid) within the move's.
 */
export async function activeHolds(request: HoldsQuery): Promise<RoomHold[]> {
  const rows = await holdsInForce(request);
  return rows.map(({ locationSlug, roomId, start, end }) => ({ locationSlug, roomId, start, end }));
}

/** The holds in force on a clinic-day, paid or waiting for payment: what the unpaid share is counted from. */
export async function dayHolds(request: HoldsQuery): Promise<DayHold[]> {
  const rows = await holdsInForce(request);
  return rows.map(({ start, end, paid, clientKey }) => ({
    start,
    end,
    paid: Boolean(paid),
    clientKey,
  }));
}

/**
 * Expires the reservations whose hold ran out and lets go of what they held (rooms, discount
 * redemption, open payment: see release.ts); with `near`, only those holding a room at that
 * location and time (what a booking there needs freed, and no more work); with `redeeming`, only
 * those holding a redemption of that (normalised) code (what a payment start needs freed).
 * Run inside the transaction that then takes the room or the redemption, so it is never free and
 * taken in two steps another request could come between. Each lapsed reservation is expired once,
 * however many sweeps and bookings run at once (locked rows are skipped, and the update is
 * conditional on the status). With `keepPaid` (the sweep), a reservation whose payment the test
 * gateway took is not expired: the recovery confirms or refunds it (payments/recover.ts), so it is
 * never expired with the money kept. Answers the ids expired.
 */
export async function releaseExpiredHolds({
  db,
  now,
  near,
  redeeming,
  keepPaid = false,
  limit = 500,
}: {
  db: Database;
  now: Date;
  near?: { locationSlug: string; interval: Interval };
  redeeming?: string;
  keepPaid?: boolean;
  limit?: number;
}): Promise<string[]> {
  // A payment start freeing a code has no use for rooms.
  if (redeeming === undefined) await releaseExpiredMoveHolds({ db, now, near });
  const holdingThere =
    near === undefined
      ? undefined
      : inArray(
          reservations.id,
          db
            .select({ id: roomHolds.reservationId })
            .from(roomHolds)
            .where(
              and(
                eq(roomHolds.locationSlug, near.locationSlug),
                isNull(roomHolds.releasedAt),
                overlaps(near.interval),
              ),
            ),
        );
  const holdingCode =
    redeeming === undefined
      ? undefined
      : inArray(
          reservations.id,
          db
            .select({ id: discountRedemptions.reservationId })
            .from(discountRedemptions)
            .where(
              and(eq(discountRedemptions.code, redeeming), isNull(discountRedemptions.releasedAt)),
            ),
        );
  const paidAtGateway = keepPaid
    ? notExists(
        db
          .select({ intentId: testPayments.intentId })
          .from(testPayments)
          .where(
            and(
              eq(testPayments.intentId, reservations.paymentIntentId),
              eq(testPayments.status, 'succeeded'),
            ),
          ),
      )
    : undefined;
  // A booking that frees an expired hold in its way takes that time at once: nobody is told of it.
  const waitlist = near === undefined;
  return expireLapsed({
    db,
    now,
    among: and(holdingThere, holdingCode, paidAtGateway),
    limit,
    waitlist,
  });
}

/**
 * Frees the rooms of moves whose hold ran out (near a time, or all): the move stays pending, and a
 * payment that still succeeds takes the time again if it is free, else is refunded.
 */
async function releaseExpiredMoveHolds({
  db,
  now,
  near,
}: {
  db: Database;
  now: Date;
  near: { locationSlug: string; interval: Interval } | undefined;
}): Promise<void> {
  const expiredMoves = db
    .select({ id: bookingMoves.id })
    .from(bookingMoves)
    .where(lte(bookingMoves.holdExpiresAt, now));
  await db
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(
      and(
        inArray(roomHolds.moveId, expiredMoves),
        isNull(roomHolds.releasedAt),
        near === undefined ? undefined : eq(roomHolds.locationSlug, near.locationSlug),
        near === undefined ? undefined : overlaps(near.interval),
      ),
    );
}
