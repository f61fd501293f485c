// Cancelling the customer's earlier, unpaid reservation that a new one of the same session takes the place of.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ReplacedReservation } from '../../booking/reservation-request';
import { transition } from '../../booking/reservation-status';
import { sameEmail } from '../../booking/validation';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { logger } from '../log';
import { letGo } from './let-go';
import { isReservationId } from './views';

/**
 * Cancels the replaced reservation and lets go of what it held (rooms, code, open payment), inside the transaction that creates its
 * successor: when taking the new rooms fails, the earlier booking is still there, holding its
 * room. Only a reservation that still awaits payment and was made with the given email is
 * touched; anything else (paid meanwhile, expired, another customer's) is left as it is.
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
  const [row] = await db
    .select({
      id: reservations.id,
      name: reservations.name,
      status: reservations.status,
      personalData: reservations.personalData,
      paymentIntentId: reservations.paymentIntentId,
      subscriptionScheduleId: reservations.subscriptionScheduleId,
    })
    .from(reservations)
    .where(eq(reservations.id, replaces.id))
    .for('update');
  if (row === undefined || !sameEmail(row.personalData.email, replaces.email)) return false;
  const step = transition(row.status, 'cancel');
  if (step.kind !== 'changed') return false;
  await db
    .update(reservations)
    .set({ status: step.to, cancelledAt: now, updatedAt: now })
    .where(eq(reservations.id, row.id));
  await letGo({ db, row, now });
  logger.info({ reservation: row.name }, 'reservation-replaced');
  return true;
}
