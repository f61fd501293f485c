// Staff mark a booking arrived or a no-show from the day sheet: only for a clinic of theirs, recorded as a booking event (lifecycle/attend.ts) and in the audit log, in one transaction.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { markArrived, markNoShow } from '../lifecycle/attend';
import { isReservationId } from '../reservations/views';
import { mayOpen, type Staff } from './access';
import { recordStaffAction } from './audit';

export type AttendanceMark = 'arrived' | 'no-show';

export function parseMark(value: unknown): AttendanceMark | null {
  return value === 'arrived' || value === 'no-show' ? value : null;
}

/**
 * Marks the reservation; a reservation of another clinic is answered as an unknown one
 * (`not-found`), so no id reveals another clinic's booking. Answers whether the mark changed the
 * booking (a second press, or a mark the other way after one, changes nothing).
 */
export async function markAttendance(
  db: Database,
  {
    staff,
    reservationId,
    mark,
    now,
  }: { staff: Staff; reservationId: string; mark: AttendanceMark; now: Date },
): Promise<{ changed: boolean; locationSlug: string }> {
  if (!isReservationId(reservationId)) throw new BookingError('not-found');
  const [row] = await db
    .select({ locationSlug: reservations.locationSlug })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (row === undefined || !mayOpen(staff, row.locationSlug)) throw new BookingError('not-found');
  return db.transaction(async (tx) => {
    const outcome = await (mark === 'arrived' ? markArrived : markNoShow)(tx, {
      reservationId,
      now,
    });
    if (outcome.kind === 'not-found') throw new BookingError('not-found');
    await recordStaffAction(tx, {
      staffEmail: staff.email,
      action: mark === 'arrived' ? 'mark-arrived' : 'mark-no-show',
      locationSlug: row.locationSlug,
      reservationId,
      at: now,
      details: { outcome: outcome.kind },
    });
    return { changed: outcome.kind === 'changed', locationSlug: row.locationSlug };
  });
}
