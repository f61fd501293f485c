// Releasing what a reservation holds: its rooms, and, once it stops waiting for payment (expired, replaced, cancelled), everything else it held: its discount redemption, its open payment.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Reservation, roomHolds } from '../db/schema';
import { queueCancellation } from '../payments/commands';
import { type FreedTime, queueWaitlistNotices } from '../waitlist/notify';
import { releaseDiscount } from './discounts';
import { slotCache } from './slot-cache';

/**
 * In the transaction that changes the reservation's status: its rooms are free at once, the first
 * few waiting for that clinic's day are queued an email (the waiting list), its code can be used
 * again, and its open payment is queued for cancellation at the provider (sent right after the
 * commit), so it can no longer be paid. Answers whether a cancellation was queued.
 */
export async function letGo({
  db,
  row,
  now,
  waitlist = true,
}: {
  db: Database;
  row: Pick<Reservation, 'id' | 'paymentIntentId' | 'subscriptionScheduleId'>;
  now: Date;
  /** False only where the freed time is taken again in the same transaction. */
  waitlist?: boolean;
}): Promise<boolean> {
  const freed = await releaseRooms({ db, reservationId: row.id, now });
  if (waitlist) await queueWaitlistNotices({ db, freed, now });
  await releaseDiscount({ db, reservationId: row.id, now });
  return queueCancellation(db, row, now);
}

/**
 * Frees a reservation's rooms (a cancelled payment): its holds no longer count against the room.
 * Answers the times it freed (none when they were free already), for the waiting list.
 */
export async function releaseRooms({
  db,
  reservationId,
  now,
}: {
  db: Database;
  reservationId: string;
  now: Date;
}): Promise<FreedTime[]> {
  const freed = await db
    .update(roomHolds)
    .set({ releasedAt: now })
    .where(and(eq(roomHolds.reservationId, reservationId), isNull(roomHolds.releasedAt)))
    .returning({ locationSlug: roomHolds.locationSlug, startsAt: roomHolds.startsAt });
  forgetFreed(freed);
  return freed;
}

/** Rooms let go (here, or a move's hold in lifecycle/moves.ts): their clinics' kept slot answers are forgotten, once each. */
export function forgetFreed(freed: readonly { locationSlug: string }[]): void {
  for (const locationSlug of new Set(freed.map((hold) => hold.locationSlug))) {
    slotCache().forgetLocation(locationSlug);
  }
}
