// A partner completing their own details for a pair booking: no room is taken and nothing is priced again.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ConsentRecord } from '../../booking/consent';
import { BookingError } from '../../booking/errors';
import type { StoredPersonalData } from '../../booking/person';
import { canonicalJson } from '../../booking/reservation-request';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import type { CreatedReservation } from './create';
import { checkPartnerReservation } from './lookup';
import { isReservationId } from './views';

/**
 * The create payload sent from the partner's link (`reservationIdPartner` set): the partner's own
 * details are stored on the pair booking. Only the id and the details are read from the request:
 * the appointment (check-up, clinic, time, services) stays the pair's stored one, whatever else
 * the request names. Once stored, the link cannot change them (whoever holds it): the same details
 * again answer as the first time did (a retry), anything else is `partner-already-completed`.
 */
export async function completePartnerDetails({
  db,
  reservationId,
  personalData,
  consent,
  now,
}: {
  db: Database;
  reservationId: string;
  personalData: StoredPersonalData;
  /** The partner's own consent, stamped with their details (a retry keeps the first stamp). */
  consent: ConsentRecord;
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
    const answer = { reservation: { id: pair.id, name: pair.name }, created: false };
    if (pair.partnerCompletedAt !== null) {
      if (canonicalJson(pair.personalDataPartner) === canonicalJson(personalData)) return answer;
      throw new BookingError('partner-already-completed');
    }
    await tx
      .update(reservations)
      .set({
        personalDataPartner: personalData,
        partnerCompletedAt: now,
        partnerConsentVersion: consent.version,
        partnerConsentAcceptedAt: consent.acceptedAt,
        updatedAt: now,
      })
      .where(eq(reservations.id, pair.id));
    return answer;
  });
}
