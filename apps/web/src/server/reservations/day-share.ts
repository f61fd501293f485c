// The clinic-day share of unpaid holds, enforced where a new reservation takes its rooms: under a lock per clinic-day, so concurrent creates are counted one after the other.
import 'server-only';
import { sql } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { zurichDateOf } from '../../booking/time';
import type { Location } from '../../booking/types';
import { clinicDayBounds, unpaidHoldAllowed } from '../../booking/unpaid-share';
import type { Database } from '../db/client';
import { dayHolds } from './holds';

/**
 * Refuses with `reserve-timeslot-temporarily-held` when the reservations waiting for payment on
 * the clinic-day of `start` already hold their share of it and the client address `clientKey`
 * already holds one of them (see booking/unpaid-share.ts). Runs in the transaction that then takes
 * the rooms, under an advisory lock on the clinic-day, so creates for one day at once cannot all
 * see room for one more, nor one address take two past the share.
 */
export async function checkUnpaidDayShare({
  db,
  location,
  start,
  now,
  share,
  clientKey,
}: {
  db: Database;
  location: Location;
  start: Date;
  now: Date;
  share: number;
  clientKey: string | null;
}): Promise<void> {
  const date = zurichDateOf(start);
  const lock = `unpaid-day:${location.slug}:${date}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  const holds = await dayHolds({
    db,
    locationSlug: location.slug,
    interval: clinicDayBounds(date),
    now,
  });
  if (!unpaidHoldAllowed({ location, date, holds, share, clientKey })) {
    throw new BookingError('reserve-timeslot-temporarily-held');
  }
}
