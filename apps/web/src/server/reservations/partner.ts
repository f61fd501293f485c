// A partner completing their own details for a pair booking: no room is taken and nothing is priced again.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import type { Database } from '../db/client';
import { reservations, type StoredPersonalData } from '../db/schema';
import type { CreatedReservation } from './create';
import { checkPartnerReservation } from './lookup';
import { isReservationId } from './views';

/**
 * The create payload sent from the partner's link (`reservationIdPartner` set): the partner's own
 * details are stored on the pair booking, whose selection stays as the customer booked it.
 * Sending them again replaces them (the partner corrected a typo), so a retry is harmless.
 */
export async function completePartnerDetails({
  db,
  reservationId,
  personalData,
  now,
}: {
  db: Database;
  reservationId: string;
  personalData: StoredPersonalData & { email: string };
  now: Date;
}): Promise<CreatedReservation> {
  if (!isReservationId(reservationId)) throw new BookingError('partner-reservation-not-found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    const pair = checkPartnerReservation(row ?? null, personalData.email, now);
    await tx
      .update(reservations)
      .set({ personalDataPartner: personalData, partnerCompletedAt: now, updatedAt: now })
      .where(eq(reservations.id, pair.id));
    return { reservation: { id: pair.id, name: pair.name }, created: false };
  });
}
