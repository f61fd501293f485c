// A pair's partner completing their own details: the booking keeps its status, its partner's details and consent stored, the event recorded.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ConsentRecord } from '../../booking/consent';
import { BookingError } from '../../booking/errors';
import type { StoredPersonalData } from '../../booking/person';
import { allowsInPlace } from '../../booking/reservation-status';
import type { Database } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { recordEvent } from './events';
import type { LockedReservation } from './lock';

/**
 * The `complete-partner` event on a pair booking locked in this transaction (lock.ts): allowed
 * while it is paid with its day ahead (reservation-status.ts), else `partner-reservation-not-found`. Answers
 * the row as stored.
 */
export async function completePartner(
  tx: Database,
  pair: LockedReservation,
  partner: { personalData: StoredPersonalData; consent: ConsentRecord },
  now: Date,
): Promise<Reservation> {
  if (!allowsInPlace(pair.status, 'complete-partner'))
    throw new BookingError('partner-reservation-not-found');
  const [completed] = await tx
    .update(reservations)
    .set({
      personalDataPartner: partner.personalData,
      partnerCompletedAt: now,
      partnerConsentVersion: partner.consent.version,
      partnerConsentAcceptedAt: partner.consent.acceptedAt,
      updatedAt: now,
    })
    .where(eq(reservations.id, pair.id))
    .returning();
  if (completed === undefined) throw new Error('the locked reservation vanished under its lock');
  await recordEvent(tx, {
    reservationId: pair.id,
    event: 'complete-partner',
    from: pair.status,
    to: pair.status,
    at: now,
  });
  return completed;
}
