// A reservation that stops waiting for payment (expired, replaced, cancelled) lets go of everything it held: rooms, its discount redemption, its open payment.
import 'server-only';
import type { Database } from '../db/client';
import type { Reservation } from '../db/schema';
import { queueCancellation } from '../payments/commands';
import { queueWaitlistNotices } from '../waitlist/notify';
import { releaseDiscount } from './discounts';
import { releaseRooms } from './holds';

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
