// Cancelling the customer's earlier, unpaid reservation that a new one of the same session takes the place of.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import type { ReplacedReservation } from '../../booking/reservation-request';
import { AWAITING_PAYMENT, replaceDecision } from '../../booking/reservation-status';
import { sameEmail } from '../../booking/validation';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { cancelUnpaid } from '../lifecycle/cancel';
import { lockReservation } from '../lifecycle/lock';
import { logger } from '../log';
import { paymentProvider } from '../payments/provider-instance';
import { isReservationId } from './views';

/**
 * Refuses with `reservation-already-being-paid` when the replaced reservation's payment went through
 * at the provider (succeeded or processing) before its confirmation was recorded: another tab is
 * paying it. Asked before the transaction (the provider is not called under a row lock); a payment
 * that goes through after this is caught under the lock once recorded, or else finds its
 * reservation cancelled and is refunded in full (confirm.ts), so it never books a second time.
 */
export async function refuseWhileBeingPaid({
  db,
  replaces,
}: {
  db: Database;
  replaces: ReplacedReservation;
}): Promise<void> {
  if (!isReservationId(replaces.id)) return;
  const [row] = await db
    .select({
      status: reservations.status,
      personalData: reservations.personalData,
      paymentIntentId: reservations.paymentIntentId,
    })
    .from(reservations)
    .where(eq(reservations.id, replaces.id));
  if (row === undefined || !sameEmail(row.personalData.email, replaces.email)) return;
  if (row.paymentIntentId === null || !AWAITING_PAYMENT.includes(row.status)) return;
  const payment = await paymentProvider().retrievePayment(row.paymentIntentId);
  const underway = payment.status === 'succeeded' || payment.status === 'processing';
  if (replaceDecision(row.status, underway) === 'being-paid')
    throw new BookingError('reservation-already-being-paid');
}

/**
 * Cancels the replaced reservation and lets go of what it held (rooms, code, open payment), inside the transaction that creates its
 * successor: when taking the new rooms fails, the earlier booking is still there, holding its
 * room. Only a reservation that still awaits payment and was made with the given email is
 * touched; another customer's, or one that ended (expired, cancelled) is left as it is. One that
 * is paid or being paid (another tab or window) refuses with `reservation-already-being-paid`:
 * decided under its row lock, so a payment and a replacement never both win.
 */
export async function cancelReplaced({
  db,
  replaces,
  now,
}: {
  db: Database;
  replaces: ReplacedReservation;
  now: Date;
}): Promise<boolean> {
  if (!isReservationId(replaces.id)) return false;
  const row = await lockReservation(db, eq(reservations.id, replaces.id));
  if (row === undefined || !sameEmail(row.personalData.email, replaces.email)) return false;
  // Its payment at the provider was asked about before the transaction; here, what is recorded.
  const decision = replaceDecision(row.status, false);
  if (decision === 'being-paid') throw new BookingError('reservation-already-being-paid');
  if (decision === 'leave') return false;
  const step = await cancelUnpaid({ db, row, now });
  if (step.kind !== 'changed') return false;
  logger.info({ reservation: row.name }, 'reservation-replaced');
  return true;
}
