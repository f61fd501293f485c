// The record of a booking's life: every transition writes one event, in its own transaction, and nothing ever changes or removes one.
import 'server-only';
import type { BookingEventDetails, BookingEventName } from '../../booking/booking-events';
import type { ReservationStatus } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { bookingEvents } from '../db/schema';
import { queueClinicHandoff } from '../handoff/queue';

export interface EventRecord {
  reservationId: string;
  event: BookingEventName;
  /** The status before; null only for the reservation's creation. */
  from: ReservationStatus | null;
  /** The status after: the same as `from` for an event that changes none. */
  to: ReservationStatus;
  at: Date;
  details?: BookingEventDetails;
}

/**
 * Appends one event of a reservation in the caller's transaction (`tx`), with the clinic's copy of
 * it when the clinic follows it (handoff/queue.ts): both are stored exactly when the transition it
 * records is, and rolled back with it. The only writer of booking_events
 * (lifecycle/only-here.test.ts).
 */
export async function recordEvent(tx: Database, record: EventRecord): Promise<void> {
  const [stored] = await tx
    .insert(bookingEvents)
    .values({
      reservationId: record.reservationId,
      event: record.event,
      fromStatus: record.from,
      toStatus: record.to,
      at: record.at,
      details: record.details ?? null,
    })
    .returning({ id: bookingEvents.id });
  if (stored === undefined) throw new Error('the booking event was not stored');
  // The clinic's copy of the events it follows, in the same transaction (server/handoff).
  await queueClinicHandoff(tx, {
    reservationId: record.reservationId,
    event: record.event,
    at: record.at,
    rowId: stored.id,
  });
}
