// A customer moves their paid booking to another free time at the same clinic: one transaction moves the room holds under the exclusion constraint, or changes nothing.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { type CancellationPolicy, canReschedule } from '../../booking/cancellation-policy';
import { timeSlotEnd } from '../../booking/duration';
import { BookingError } from '../../booking/errors';
import { type MoveSettlement, movableOnline } from '../../booking/move-price';
import { PAID } from '../../booking/reservation-status';
import { parseInstant } from '../../booking/time';
import type { Catalogue } from '../../booking/types';
import { siteUrl } from '../config';
import { type Database, getDatabase } from '../db/client';
import { outbox, type Reservation, reservations, roomHolds } from '../db/schema';
import { logger } from '../log';
import { NOTIFICATION_TOPIC, notificationKey } from '../notifications/deliver';
import { messagesOnReschedule } from '../notifications/message-data';
import { queueRefund, sendPaymentCommands } from '../payments/commands';
import { messageContext } from '../payments/messages';
import { holdInterval } from '../reservations/availability';
import { releaseExpiredHolds, releaseRooms } from '../reservations/holds';
import { claimRoomsRetrying } from '../reservations/rooms';
import { bookingAtLocation } from '../reservations/selection';
import { moveWithPaidMonths, settleInstalmentMove } from './instalment-move';
import { issueManageToken, manageUrl, reservationOfToken } from './token';

interface RescheduleContext {
  catalogue: Catalogue;
  policy: CancellationPolicy;
  horizonDays: number;
  reminderHoursBefore: number;
  now: Date;
}

/**
 * Moves each person's hold to the new start, in a savepoint: the holds are released first (so a
 * new time overlapping the old one may keep the same room), the rooms are chosen from what others
 * hold, and the exclusion constraint refuses a room taken concurrently. After the last attempt the
 * whole transaction is rolled back and the booking keeps its time and rooms.
 */
async function moveHolds(
  tx: Database,
  row: Reservation,
  target: { start: Date; locationSlug: string },
  context: RescheduleContext,
) {
  const { start } = target;
  const { location, durations } = bookingAtLocation(context.catalogue, {
    checkupSlug: row.checkupSlug,
    services: row.services,
    servicesPartner: row.servicesPartner,
    isPartnerBooking: row.isPartnerBooking,
    locationSlug: target.locationSlug,
    market: row.market,
  });
  const { now } = context;
  const interval = holdInterval(start, durations.perPerson, location.bufferMinutes);
  // The one way rooms are freed (reservations/holds.ts), so whatever watches freed times sees these.
  await releaseRooms({ db: tx, reservationId: row.id, now });
  await releaseExpiredHolds({ db: tx, now, near: { locationSlug: location.slug, interval } });
  await claimRoomsRetrying(
    tx,
    {
      location,
      durationMinutes: durations.perPerson,
      persons: durations.persons,
      start,
      now,
      horizonDays: context.horizonDays,
    },
    async (savepoint, holds) => {
      for (const [person, hold] of holds.entries()) {
        await savepoint
          .update(roomHolds)
          .set({ roomId: hold.roomId, startsAt: hold.start, endsAt: hold.end, releasedAt: null })
          .where(and(eq(roomHolds.reservationId, row.id), eq(roomHolds.person, person)));
      }
    },
  );
  return durations.totalDuration;
}

/**
 * The emails of the change: the confirmation at the new time, saying what the move did to the
 * price, and the reminder planned anew.
 */
async function queueRescheduleMessages(
  tx: Database,
  row: Reservation,
  context: RescheduleContext,
  settlement: MoveSettlement,
) {
  const messages = messageContext(context.catalogue, row);
  if (messages === null) return;
  const token = await issueManageToken({ db: tx, reservation: row, now: context.now });
  const planned = messagesOnReschedule(
    row,
    {
      ...messages,
      reminderHoursBefore: context.reminderHoursBefore,
      manageUrl: manageUrl(siteUrl(), row.locale, token),
    },
    context.now,
    settlement,
  );
  // The reminder planned for the old time is not sent; one per change of time is keyed by it.
  await tx
    .delete(outbox)
    .where(
      and(like(outbox.key, `${notificationKey(row.id, 'reminder')}%`), isNull(outbox.deliveredAt)),
    );
  await tx.insert(outbox).values(
    planned.map((message) => ({
      id: randomUUID(),
      topic: NOTIFICATION_TOPIC,
      key: `${notificationKey(row.id, message.kind)}:${row.calendarSequence}`,
      payload: message.payload,
      createdAt: context.now,
      availableAt: message.availableAt,
    })),
  );
}

/**
 * Moves the booking the token opens to `timeSlotStart`, at its clinic or at another of its market
 * that delivers the same (`locationSlug`), until the policy's cut-off. The price stays; where the
 * other clinic's discount differs, a booking paid in full gets the difference back through the
 * provider and a downpayment's rest changes; a move that would need a further charge or a new
 * instalment plan is refused (`booking-move-not-online`). Locks the reservation row, so a cancel or
 * a second change from another tab waits and then sees this one's outcome.
 */
export async function rescheduleBooking({
  token,
  timeSlotStart,
  locationSlug,
  context,
}: {
  token: string;
  timeSlotStart: string;
  locationSlug: string | null;
  context: RescheduleContext;
}): Promise<Reservation> {
  const start = parseInstant(timeSlotStart);
  if (start === null) throw new BookingError('timeslot-invalid', ['timeSlotStart']);
  const { now } = context;
  const db = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const row = await reservationOfToken({ db: tx, token, now, lock: true });
    if (!PAID.includes(row.status)) throw new BookingError('booking-not-reschedulable');
    if (!canReschedule({ policy: context.policy, startsAt: row.startsAt, now }))
      throw new BookingError('booking-not-reschedulable');
    const target = { start, locationSlug: locationSlug ?? row.locationSlug };
    if (start.getTime() === row.startsAt.getTime() && target.locationSlug === row.locationSlug)
      return { row, refund: 0, queued: false };
    const move = await moveWithPaidMonths(tx, context.catalogue, row, target.locationSlug);
    if (move === null) throw new BookingError('location-not-found', ['locationSlug']);
    if (!movableOnline(move.settlement)) throw new BookingError('booking-move-not-online');
    const refund = move.settlement.kind === 'refund' ? move.settlement.amount : 0;
    const totalDuration = await moveHolds(tx, row, target, context);
    const order = move.pricing.paymentDataDiscounted;
    const [moved] = await tx
      .update(reservations)
      .set({
        startsAt: start,
        endsAt: timeSlotEnd(start, totalDuration),
        totalDurationMinutes: totalDuration,
        locationSlug: target.locationSlug,
        pricing: move.pricing,
        discountAmount: order.discountTotal,
        totalAmount: order.total,
        ...(refund > 0 ? { refundedAmount: (row.refundedAmount ?? 0) + refund } : {}),
        calendarSequence: row.calendarSequence + 1,
        updatedAt: now,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    if (moved === undefined) throw new Error('the locked reservation vanished under its lock');
    if (refund > 0 && row.paymentIntentId !== null) {
      // Keyed by the change it belongs to: a later move or the cancellation refunds on its own key.
      await queueRefund(
        tx,
        row,
        { intentId: row.paymentIntentId, amount: refund },
        now,
        `move-${moved.calendarSequence}`,
      );
    }
    const settled = await settleInstalmentMove(tx, {
      moved,
      settlement: move.settlement,
      catalogue: context.catalogue,
      now,
    });
    await queueRescheduleMessages(tx, moved, context, move.settlement);
    logger.info(
      { reservation: row.name, sequence: moved.calendarSequence, settlement: move.settlement.kind },
      'reschedule-success',
    );
    return { row: settled.row, refund, queued: settled.queued };
  });
  if (outcome.refund > 0 || outcome.queued) await sendPaymentCommands();
  return outcome.row;
}
