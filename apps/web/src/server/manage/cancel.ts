// A customer calls off their paid booking from its link: once, in one transaction that frees the rooms, stores the refund and queues it with the email.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { CancellationPolicy } from '../../booking/cancellation-policy';
import { BookingError } from '../../booking/errors';
import type { Catalogue } from '../../booking/types';
import { getDatabase } from '../db/client';
import { reservations } from '../db/schema';
import { lockReservation } from '../lifecycle/lock';
import { type CancellationOutcome, withdrawPaid } from '../lifecycle/withdraw';
import { sendPaymentCommands } from '../payments/commands';
import { reservationOfToken } from './token';

/**
 * Cancels the booking the token opens. Two presses at once queue on the reservation's row lock:
 * the first cancels and queues the refund (one per paid payment of an instalment plan), the second
 * finds it cancelled and answers the same. The refunds go to the provider right after the commit
 * (each with its idempotency key), and from the outbox again if that fails: the customer never
 * waits on the provider, and is never refunded twice.
 */
export async function cancelBooking({
  token,
  now,
  policy,
  catalogue,
}: {
  token: string;
  now: Date;
  policy: CancellationPolicy;
  catalogue: Catalogue;
}): Promise<CancellationOutcome> {
  const db = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const opened = await reservationOfToken({ db: tx, token, now });
    const row = await lockReservation(tx, eq(reservations.id, opened.id));
    if (row === undefined) throw new BookingError('manage-link-invalid');
    return withdrawPaid(tx, row, { policy, catalogue, now });
  });
  if (outcome.changed) await sendPaymentCommands();
  return outcome;
}
