// A customer moves their paid booking to another free time at the same clinic: one transaction moves the room holds under the exclusion constraint, or changes nothing.
import 'server-only';
import { and, eq, isNull, like } from 'drizzle-orm';
import { type CancellationPolicy, canReschedule } from '../../booking/cancellation-policy';
import { timeSlotEnd } from '../../booking/duration';
import { BookingError } from '../../booking/errors';
import { refuseBeyondHorizon } from '../../booking/horizon';
import { type MoveSettlement, movableOnline } from '../../booking/move-price';
import type { PaymentAnswer } from '../../booking/pricing';
import { allowsInPlace } from '../../booking/reservation-status';
import { parseInstant } from '../../booking/time';
import type { Catalogue } from '../../booking/types';
import { siteUrl } from '../config';
import { type Database, getDatabase } from '../db/client';
import { outbox, type Reservation, reservations, roomHolds } from '../db/schema';
import { type LockedReservation, lockReservation } from '../lifecycle/lock';
import { moveBooking } from '../lifecycle/move';
import { refundPart } from '../lifecycle/refund-part';
import { logger } from '../log';
import { notificationKey } from '../notifications/key';
import { messagesOnReschedule, partnerLocaleOf } from '../notifications/message-data';
import { outboxRow } from '../outbox/topics';
import { sendPaymentCommands } from '../payments/commands';
import { messageContext } from '../payments/messages';
import { holdInterval } from '../reservations/availability';
import { releaseExpiredHolds } from '../reservations/holds';
import { issuePartnerToken, partnerUrl } from '../reservations/partner-token';
import { releaseRooms } from '../reservations/release';
import { claimRoomsRetrying } from '../reservations/rooms';
import { bookingAtLocation } from '../reservations/selection';
import { moveWithPaidMonths, settleInstalmentMove } from './instalment-move';
import { issueManageToken, manageUrl, reservationOfToken } from './token';

export interface RescheduleContext {
  catalogue: Catalogue;
  policy: CancellationPolicy;
  horizonDays: number;
  reminderHoursBefore: number;
  now: Date;
}

/** What a move needs of the content: everything but the policy, which only the customer's request checks. */
export type MoveContext = Omit<RescheduleContext, 'policy'>;

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
  context: MoveContext,
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
          // The clinic too: a move to another clinic holds its room there, under its constraint.
          .set({
            locationSlug: hold.locationSlug,
            roomId: hold.roomId,
            startsAt: hold.start,
            endsAt: hold.end,
            releasedAt: null,
          })
          .where(
            and(
              eq(roomHolds.reservationId, row.id),
              eq(roomHolds.person, person),
              isNull(roomHolds.moveId),
            ),
          );
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
  context: MoveContext,
  settlement: MoveSettlement,
) {
  const messages = messageContext(context.catalogue, row);
  if (messages === null) return;
  const token = await issueManageToken({ db: tx, reservation: row, now: context.now });
  // A partner who completed their details is reminded of the new time with a link of their own.
  const partnerToken =
    row.isPartnerBooking && row.partnerCompletedAt !== null
      ? await issuePartnerToken({ db: tx, reservation: row, now: context.now })
      : null;
  const planned = messagesOnReschedule(
    row,
    {
      ...messages,
      reminderHoursBefore: context.reminderHoursBefore,
      manageUrl: manageUrl(siteUrl(), row.locale, token),
      ...(partnerToken === null
        ? {}
        : { partnerUrl: partnerUrl(siteUrl(), partnerLocaleOf(row), partnerToken) }),
    },
    context.now,
    settlement,
  );
  // The reminders planned for the old time are not sent; one per change of time is keyed by it.
  for (const kind of ['reminder', 'partner-reminder'] as const)
    await tx
      .delete(outbox)
      .where(
        and(like(outbox.key, `${notificationKey(row.id, kind)}%`), isNull(outbox.deliveredAt)),
      );
  await tx.insert(outbox).values(
    planned.map((message) =>
      outboxRow('email', {
        key: `${notificationKey(row.id, message.kind)}:${row.calendarSequence}`,
        payload: message.payload,
        at: context.now,
        availableAt: message.availableAt,
      }),
    ),
  );
}

/**
 * The move itself, in the caller's transaction with the reservation row locked: the rooms (or a
 * refusal that rolls it all back), the new clinic's order and totals, the calendar sequence, the
 * refund of a cheaper clinic's difference and the emails of the change. Shared by the plain
 * reschedule and a dearer clinic's move once its difference is paid (`move-payment.ts`).
 */
export async function applyMove(
  tx: Database,
  row: LockedReservation,
  target: {
    start: Date;
    locationSlug: string;
    pricing: PaymentAnswer;
    refund: number;
    settlement: MoveSettlement;
  },
  context: MoveContext,
): Promise<Reservation> {
  const { now } = context;
  const { start, refund } = target;
  const totalDuration = await moveHolds(tx, row, target, context);
  const moved = await moveBooking(
    tx,
    row,
    {
      startsAt: start,
      endsAt: timeSlotEnd(start, totalDuration),
      totalDurationMinutes: totalDuration,
      locationSlug: target.locationSlug,
      pricing: target.pricing,
      refund,
    },
    now,
  );
  if (refund > 0 && row.paymentIntentId !== null) {
    // Keyed by the change it belongs to: a later move or the cancellation refunds on its own key.
    await refundPart(
      tx,
      row,
      {
        event: 'refund-move',
        parts: [{ intentId: row.paymentIntentId, amount: refund }],
        occasion: `move-${moved.calendarSequence}`,
        reason: 'cheaper-clinic',
      },
      now,
    );
  }
  await queueRescheduleMessages(tx, moved, context, target.settlement);
  return moved;
}

/**
 * The booking the token opens, its row locked, if it may still move: paid, and before the
 * policy's cut-off (`booking-not-reschedulable` otherwise). Whichever change comes second from
 * another tab waits on the lock and then sees the first one's outcome.
 */
export async function lockMovable(
  tx: Database,
  token: string,
  context: Pick<RescheduleContext, 'policy' | 'now'>,
): Promise<LockedReservation> {
  const { now } = context;
  const opened = await reservationOfToken({ db: tx, token, now, lock: true });
  // Locked already by the lookup: this read gives the lifecycle its locked row.
  const row = await lockReservation(tx, eq(reservations.id, opened.id));
  if (row === undefined || !allowsInPlace(row.status, 'move'))
    throw new BookingError('booking-not-reschedulable');
  if (!canReschedule({ policy: context.policy, startsAt: row.startsAt, now }))
    throw new BookingError('booking-not-reschedulable');
  return row;
}

/**
 * Moves the booking the token opens to `timeSlotStart`, at its clinic or at another of its market
 * that delivers the same (`locationSlug`), until the policy's cut-off. The price stays; where the
 * other clinic's discount differs, a booking paid in full gets the difference back through the
 * provider, a downpayment's rest changes and an instalment plan's unpaid months are spread anew
 * (`instalment-move.ts`); a move that needs a further charge is refused
 * (`booking-move-needs-payment`: it goes through `move-payment.ts`). Locks the reservation row, so a cancel or
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
  refuseBeyondHorizon(start, now, context.horizonDays);
  const db = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockMovable(tx, token, context);
    const target = { start, locationSlug: locationSlug ?? row.locationSlug };
    if (start.getTime() === row.startsAt.getTime() && target.locationSlug === row.locationSlug)
      return { row, refund: 0, queued: false };
    const move = await moveWithPaidMonths(tx, context.catalogue, row, target.locationSlug);
    if (move === null) throw new BookingError('location-not-found', ['locationSlug']);
    if (!movableOnline(move.settlement)) throw new BookingError('booking-move-not-online');
    if (move.settlement.kind === 'charge') throw new BookingError('booking-move-needs-payment');
    const refund = move.settlement.kind === 'refund' ? move.settlement.amount : 0;
    const { settlement } = move;
    const moved = await applyMove(
      tx,
      row,
      { ...target, pricing: move.pricing, refund, settlement },
      context,
    );
    const settled = await settleInstalmentMove(tx, {
      moved,
      settlement,
      catalogue: context.catalogue,
      now,
    });
    logger.info(
      { reservation: row.name, sequence: moved.calendarSequence, settlement: settlement.kind },
      'reschedule-success',
    );
    return { row: settled.row, refund, queued: settled.queued };
  });
  if (outcome.refund > 0 || outcome.queued) await sendPaymentCommands();
  return outcome.row;
}
