// The clinic says how a booking's day went: the customer arrived, or did not come. Final: the booking can then no longer be moved, called off or refunded from the storefront.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ClinicEvent, Transition } from '../../booking/reservation-status';
import { transition } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { logger } from '../log';
import { recordEvent } from './events';
import { lockReservation } from './lock';

/** A transition, or `not-found` when there is no such reservation. */
export type AttendOutcome = Transition | { kind: 'not-found' };

/**
 * Applies `event` to the reservation `reservationId` in the caller's transaction: its row locked
 * (lock.ts), the machine asked (reservation-status.ts: only a paid booking, once), the status
 * written and the event recorded. The rooms stay taken: the time was the customer's, whether they
 * came or not. A second press answers `unchanged`; marking what was never booked (or was already
 * marked the other way) answers `refused` and changes nothing.
 */
async function attend(
  tx: Database,
  { reservationId, event, now }: { reservationId: string; event: ClinicEvent; now: Date },
): Promise<AttendOutcome> {
  const row = await lockReservation(tx, eq(reservations.id, reservationId));
  if (row === undefined) return { kind: 'not-found' };
  const step = transition(row.status, event);
  if (step.kind !== 'changed') return step;
  await tx
    .update(reservations)
    .set({ status: step.to, updatedAt: now })
    .where(eq(reservations.id, row.id));
  await recordEvent(tx, {
    reservationId: row.id,
    event,
    from: row.status,
    to: step.to,
    at: now,
  });
  logger.info({ reservation: row.name, status: step.to }, 'attendance-recorded');
  return step;
}

/** The customer came to their appointment (the staff day sheet, issue 40). */
export function markArrived(
  tx: Database,
  input: { reservationId: string; now: Date },
): Promise<AttendOutcome> {
  return attend(tx, { ...input, event: 'arrive' });
}

/** The customer did not come to their appointment. */
export function markNoShow(
  tx: Database,
  input: { reservationId: string; now: Date },
): Promise<AttendOutcome> {
  return attend(tx, { ...input, event: 'no-show' });
}
