// A booking's life as it happened: one append-only row per transition, written in the transition's own transaction (server/lifecycle/events.ts).
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BookingEventDetails, BookingEventName } from '../../../booking/booking-events';
import type { ReservationStatus } from '../../../booking/reservation-status';
import { instant } from './columns';
import { reservations } from './reservations';

/**
 * One row per event of a reservation: its name, the status before (null for the reservation's
 * creation) and after (the same for an event that changes none), when, and a few non-personal
 * details. The id is the order events were written in: several written by one transaction share
 * its time. Rows are only ever inserted (lifecycle/only-here.test.ts); they go with their
 * reservation.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    event: text('event').$type<BookingEventName>().notNull(),
    fromStatus: text('from_status').$type<ReservationStatus>(),
    toStatus: text('to_status').$type<ReservationStatus>().notNull(),
    at: instant('at').notNull(),
    details: jsonb('details').$type<BookingEventDetails>(),
  },
  (table) => [index('booking_events_reservation_idx').on(table.reservationId, table.id)],
);

export type BookingEventRow = typeof bookingEvents.$inferSelect;
