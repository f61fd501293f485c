// Takes a reservation's rooms in one transaction: expired holds in the way are released, then the exclusion constraint decides.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { BookingError } from '../../booking/errors';
import type { ReplacedReservation } from '../../booking/reservation-request';
import type { KeptAnswer } from '../../booking/screening';
import { claimRooms } from '../../booking/slot-claim';
import type { SlotStartRequest } from '../../booking/slots';
import type { RoomHold } from '../../booking/types';
import type { Database } from '../db/client';
import { isDatabaseError, SQLSTATE } from '../db/errors';
import { type NewReservation, roomHolds } from '../db/schema';
import { insertReservation } from '../lifecycle/create';
import { logger } from '../log';
import { holdInterval } from './availability';
import { activeHolds, releaseExpiredHolds } from './holds';
import { cancelReplaced, refuseWhileBeingPaid } from './replace';
import { slotCache } from './slot-cache';

export type RoomPlan = Omit<SlotStartRequest, 'holds' | 'durationMinutes'> & {
  durationMinutes: readonly [number] | readonly [number, number];
};

/**
 * Inserts the reservation and its room holds, or nothing; answers whether it let go of other
 * reservations on the way (expired or replaced ones), whose open payments are then to be cancelled. Rooms are chosen from the holds the
 * transaction can see, but the database's exclusion constraint is what refuses an overlap: when a
 * concurrent booking took the chosen room first, the attempt is rolled back to its savepoint and
 * rooms are chosen again from what is now committed, until none is left.
 */
export async function insertWithRooms({
  db,
  row,
  plan,
  replaces = null,
  guard = async () => {},
  screening = [],
}: {
  db: Database;
  row: NewReservation & { id: string };
  plan: RoomPlan;
  /** The customer's checked safety answers, kept with the reservation (lifecycle/create.ts). */
  screening?: readonly KeptAnswer[];
  /** The customer's earlier unpaid reservation this one takes the place of: its rooms are free to take. */
  replaces?: ReplacedReservation | null;
  /** A check that must pass in the same transaction, once the replaced reservation is gone (the hold limits). */
  guard?: (tx: Database) => Promise<void>;
}): Promise<{ releasedOthers: boolean }> {
  const { location, now } = plan;
  const interval = holdInterval(plan.start, plan.durationMinutes, location.bufferMinutes);
  if (replaces !== null) await refuseWhileBeingPaid({ db, replaces });
  const answer = await db.transaction(async (tx) => {
    const replaced = replaces !== null && (await cancelReplaced({ db: tx, replaces, now }));
    await guard(tx);
    const expired = await releaseExpiredHolds({
      db: tx,
      now,
      near: { locationSlug: location.slug, interval },
    });
    const releasedOthers = replaced || expired.length > 0;
    await insertReservation(tx, row, now, screening);
    await claimRoomsRetrying(tx, plan, (savepoint, holds) =>
      savepoint.insert(roomHolds).values(
        holds.map((hold, person) => ({
          id: randomUUID(),
          reservationId: row.id,
          person,
          locationSlug: hold.locationSlug,
          roomId: hold.roomId,
          startsAt: hold.start,
          endsAt: hold.end,
        })),
      ),
    );
    return { releasedOthers };
  });
  // Once committed: an answer computed meanwhile may have read the rooms still free.
  slotCache().forgetLocation(location.slug);
  return answer;
}

/**
 * Chooses the plan's rooms from the holds committed now and writes them with `write`, in a
 * savepoint: when a concurrent booking took a chosen room first (the exclusion constraint), the
 * savepoint is rolled back and rooms are chosen again, until none is left.
 */
export async function claimRoomsRetrying(
  tx: Database,
  plan: RoomPlan,
  write: (savepoint: Database, holds: readonly RoomHold[]) => Promise<unknown>,
): Promise<void> {
  const { location, now } = plan;
  const interval = holdInterval(plan.start, plan.durationMinutes, location.bufferMinutes);
  // Every failed attempt means another booking now holds one more room; beyond that, give up.
  const maxAttempts = location.rooms.length + 2;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await tx.transaction(async (savepoint) => {
        const holds = await activeHolds({
          db: savepoint,
          locationSlug: location.slug,
          interval,
          now,
        });
        const claim = claimRooms({ ...plan, holds });
        if (!claim.ok) throw new BookingError(claim.error);
        await write(savepoint, claim.holds);
      });
      slotCache().forgetLocation(location.slug);
      return;
    } catch (error) {
      if (!isDatabaseError(error, SQLSTATE.exclusionViolation)) throw error;
      logger.debug({ locationSlug: location.slug, attempt }, 'room-taken-concurrently');
      if (attempt >= maxAttempts) throw new BookingError('reserve-timeslot-error-already-booked');
    }
  }
}
