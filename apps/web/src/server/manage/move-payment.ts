// A paid booking's move to a dearer clinic begins: the new time held while the difference is paid by card (settled in move-settle.ts).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { refuseBeyondHorizon } from '../../booking/horizon';
import { holdExpiresAt } from '../../booking/reservation-status';
import { parseInstant } from '../../booking/time';
import type { Currency, Locale } from '../../booking/types';
import { type Database, getDatabase } from '../db/client';
import { bookingMoves, type Reservation, roomHolds } from '../db/schema';
import { supersedePendingMoves } from '../lifecycle/moves';
import { logger } from '../log';
import { sendPaymentCommands } from '../payments/commands';
import { paymentProvider } from '../payments/provider-instance';
import { holdInterval } from '../reservations/availability';
import { releaseExpiredHolds } from '../reservations/holds';
import { claimRoomsRetrying } from '../reservations/rooms';
import { bookingAtLocation } from '../reservations/selection';
import { manageReturnUrl } from '../site-links';
import { moveTo } from './booking';
import { lockMovable, type MoveContext, type RescheduleContext } from './reschedule';

export interface StartedMovePayment {
  /** Which card form the page shows: Stripe's Payment Element or the test gateway's. */
  provider: 'stripe' | 'test';
  intentId: string;
  /** Given to the browser's card form; never logged. */
  clientSecret: string;
  amount: number;
  currency: Currency;
  holdExpiresAt: string;
  /** Stripe's return_url after 3-D Secure: the manage page. */
  returnUrl: string;
}

/** Holds each person's room at the new time for the move, under the exclusion constraint. */
async function holdRooms(
  tx: Database,
  row: Reservation,
  move: { id: string; start: Date; locationSlug: string },
  context: MoveContext,
) {
  const { location, durations } = bookingAtLocation(context.catalogue, {
    checkupSlug: row.checkupSlug,
    services: row.services,
    servicesPartner: row.servicesPartner,
    isPartnerBooking: row.isPartnerBooking,
    locationSlug: move.locationSlug,
    market: row.market,
  });
  const { now } = context;
  const interval = holdInterval(move.start, durations.perPerson, location.bufferMinutes);
  await releaseExpiredHolds({ db: tx, now, near: { locationSlug: location.slug, interval } });
  await claimRoomsRetrying(
    tx,
    {
      location,
      durationMinutes: durations.perPerson,
      persons: durations.persons,
      start: move.start,
      now,
      horizonDays: context.horizonDays,
    },
    (savepoint, holds) =>
      savepoint.insert(roomHolds).values(
        holds.map((hold, person) => ({
          id: randomUUID(),
          reservationId: row.id,
          moveId: move.id,
          person,
          locationSlug: hold.locationSlug,
          roomId: hold.roomId,
          startsAt: hold.start,
          endsAt: hold.end,
        })),
      ),
  );
}

/**
 * POST /api/booking/move-payment: holds the new time at the dearer clinic for the booking the
 * token opens (as long as a booking's hold), and opens the provider's payment of the difference.
 * Any other settlement is not paid here (`validation-failed` on `locationSlug`). The booking keeps
 * its own time and rooms until the payment succeeds. A second press opens a new move and lets the
 * earlier one go.
 */
export async function startMovePayment({
  token,
  timeSlotStart,
  locationSlug,
  locale,
  context,
}: {
  token: string;
  timeSlotStart: string;
  locationSlug: string;
  locale: Locale | null;
  context: RescheduleContext;
}): Promise<StartedMovePayment> {
  const start = parseInstant(timeSlotStart);
  if (start === null) throw new BookingError('timeslot-invalid', ['timeSlotStart']);
  const { now } = context;
  refuseBeyondHorizon(start, now, context.horizonDays);
  const db = await getDatabase();
  const held = await db.transaction(async (tx) => {
    const row = await lockMovable(tx, token, context);
    const move = moveTo(context.catalogue, row, locationSlug);
    if (move === null) throw new BookingError('location-not-found', ['locationSlug']);
    if (move.settlement.kind !== 'charge')
      throw new BookingError('validation-failed', ['locationSlug']);
    await supersedePendingMoves(tx, row.id, now);
    const id = randomUUID();
    const expiresAt = holdExpiresAt(now);
    await tx.insert(bookingMoves).values({
      id,
      reservationId: row.id,
      status: 'pending',
      fromSequence: row.calendarSequence,
      locationSlug,
      startsAt: start,
      amount: move.settlement.amount,
      currency: row.currency,
      pricing: move.pricing,
      holdExpiresAt: expiresAt,
      createdAt: now,
    });
    await holdRooms(tx, row, { id, start, locationSlug }, context);
    return { id, row, amount: move.settlement.amount, expiresAt };
  });
  // The provider is asked after the commit: no call to it holds the row lock.
  const provider = paymentProvider();
  const payment = await provider.createIntent({
    reservationId: held.row.id,
    amount: held.amount,
    currency: held.row.currency,
    saveCardForLater: false,
    idempotencyKey: `nova-move-${held.id}`,
    description: `Nova ${held.row.name}: move to another clinic`,
  });
  // Stored only while the move still waits: a newer move that superseded it meanwhile found no
  // payment to cancel, so this one is cancelled here and can never be paid.
  const stored = await db
    .update(bookingMoves)
    .set({ paymentIntentId: payment.intentId })
    .where(and(eq(bookingMoves.id, held.id), eq(bookingMoves.status, 'pending')))
    .returning({ id: bookingMoves.id });
  await sendPaymentCommands();
  if (stored.length === 0) {
    await provider.cancelPayment({ intentId: payment.intentId, scheduleId: null });
    throw new BookingError('booking-move-superseded');
  }
  logger.info({ reservation: held.row.name }, 'move-payment-started');
  return {
    provider: provider.name,
    intentId: payment.intentId,
    clientSecret: payment.clientSecret,
    amount: held.amount,
    currency: held.row.currency,
    holdExpiresAt: held.expiresAt.toISOString(),
    returnUrl: manageReturnUrl(locale ?? held.row.locale),
  };
}
