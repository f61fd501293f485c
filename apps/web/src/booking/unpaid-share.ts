// How much of a clinic's day reservations waiting for payment may hold at once: a share of the room time paid bookings leave free, then one each per client address, so a few addresses can never hold a whole day and the rest stays bookable by customers who pay.
import { UNPAID_HOLD_SHARE } from '../../../../schemas/constants';
import { numberSetting } from './settings';
import { openingWindowsOf } from './slots';
import { addDaysToDate, zurichWallTimeToInstant } from './time';
import type { Location } from './types';

export { UNPAID_HOLD_SHARE };

const MINUTE_MS = 60_000;

/** The share a site settings value stands for: a number within the bounds, else the default (a half). */
export function unpaidHoldShareOf(value: unknown): number {
  return numberSetting(value, UNPAID_HOLD_SHARE);
}

/** A room held on the day: by a paid booking (or a paid booking's move), or by one waiting for payment within its hold. */
export interface DayHold {
  start: Date;
  end: Date;
  paid: boolean;
  /** The pseudonym of the client address that reserved it; null when none was vouched for (or for a move). */
  clientKey: string | null;
}

/** The Zurich day `date` as instants, [midnight, next midnight). */
export function clinicDayBounds(date: string): { from: Date; to: Date } {
  return {
    from: zurichWallTimeToInstant(date, '00:00'),
    to: zurichWallTimeToInstant(addDaysToDate(date, 1), '00:00'),
  };
}

/** Minutes the location is open on `date` (overlapping windows counted once). */
function openMinutes(location: Location, date: string): number {
  const windows = openingWindowsOf(location, date).sort((a, b) => a.opensAt - b.opensAt);
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const { opensAt, closesAt } of windows) {
    const from = Math.max(opensAt, coveredUntil);
    if (closesAt > from) total += closesAt - from;
    coveredUntil = Math.max(coveredUntil, closesAt);
  }
  return total / MINUTE_MS;
}

/** The day's room time in minutes: every room for every open minute. */
export function clinicDayCapacityMinutes(location: Location, date: string): number {
  return location.rooms.length * openMinutes(location, date);
}

function minutesWithin(hold: DayHold, day: { from: Date; to: Date }): number {
  const from = Math.max(hold.start.getTime(), day.from.getTime());
  const to = Math.min(hold.end.getTime(), day.to.getTime());
  return Math.max(0, to - from) / MINUTE_MS;
}

/**
 * Whether one more reservation waiting for payment from the client address `clientKey` may hold
 * rooms on this clinic-day. While the unpaid holds there hold less than `share` of the room time
 * paid bookings leave free, anyone may (within the per-address and per-email limits). Beyond it,
 * an address may hold one unpaid reservation on the day, not more: one that already holds one
 * waits until it pays or lapses, one that holds none may reserve. So a script behind a few
 * addresses stops at the share plus one reservation per address, while a customer behind any
 * other address can still reserve one of the remaining times and pay it. Addresses nobody vouched
 * for (null) count as one address here. Checked before the new hold is added, so the first
 * unpaid reservation of a day always passes; a day paid bookings fill (or a closed one) is left
 * to the room claim, which refuses with its own error.
 */
export function unpaidHoldAllowed({
  location,
  date,
  holds,
  share,
  clientKey,
}: {
  location: Location;
  date: string;
  holds: readonly DayHold[];
  share: number;
  clientKey: string | null;
}): boolean {
  const day = clinicDayBounds(date);
  let paid = 0;
  let unpaid = 0;
  let heldByClient = false;
  for (const hold of holds) {
    const minutes = minutesWithin(hold, day);
    if (hold.paid) paid += minutes;
    else {
      unpaid += minutes;
      if (minutes > 0 && hold.clientKey === clientKey) heldByClient = true;
    }
  }
  const free = clinicDayCapacityMinutes(location, date) - paid;
  return free <= 0 || unpaid < share * free || !heldByClient;
}
