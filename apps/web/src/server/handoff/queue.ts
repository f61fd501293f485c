// Queues a booking event for the clinic's webhook, in the transaction that records it: the payload is the booking as that transition left it, so each event keeps its meaning whenever it is delivered (its safety answers excepted: deliver.ts reads them at sending time).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { BookingEventName } from '../../booking/booking-events';
import {
  type ClinicOutboxEntry,
  clinicEventFor,
  clinicOutboxKey,
  clinicPayload,
} from '../../booking/clinic-handoff';
import type { Database } from '../db/client';
import { outbox, reservations, roomHolds } from '../db/schema';

/** The outbox topic of the clinic's webhook (outbox/topics.ts delivers it). */
export const CLINIC_HANDOFF_TOPIC = 'clinic-handoff';

/**
 * Queues the clinic's copy of one recorded event (its `booking_events` row id) when the clinic
 * follows it (booking/clinic-handoff.ts clinicEventFor). Called by lifecycle/events.ts in the
 * transition's own transaction: the row is stored exactly when the event is.
 */
export async function queueClinicHandoff(
  tx: Database,
  event: { reservationId: string; event: BookingEventName; at: Date; rowId: number },
): Promise<void> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, event.reservationId));
  if (row === undefined) return;
  const type = clinicEventFor(event.event, row.confirmedAt);
  if (type === null) return;
  const rooms = await tx
    .select({
      person: roomHolds.person,
      roomId: roomHolds.roomId,
      startsAt: roomHolds.startsAt,
      endsAt: roomHolds.endsAt,
    })
    .from(roomHolds)
    .where(and(eq(roomHolds.reservationId, row.id), isNull(roomHolds.moveId)));
  // The safety answers are health data: read when the event is sent (deliver.ts), not copied here.
  const payload: ClinicOutboxEntry = {
    reservationId: row.id,
    type,
    event: clinicPayload({
      eventRowId: event.rowId,
      type,
      at: event.at,
      reservation: row,
      rooms,
      attention: [],
    }),
  };
  await tx
    .insert(outbox)
    .values({
      id: randomUUID(),
      topic: CLINIC_HANDOFF_TOPIC,
      key: clinicOutboxKey(row.name, event.rowId),
      payload,
      createdAt: event.at,
      availableAt: event.at,
    })
    .onConflictDoNothing();
}
