// Writes a person's safety answers beside their booking, in the transaction that records their consent (decision 0072).
import 'server-only';
import type { KeptAnswer, ScreenedPerson } from '../../booking/screening';
import type { Database } from '../db/client';
import { screeningAnswers } from '../db/schema';

/**
 * Stores `answers` for `person` of the reservation, in the caller's transaction: the reservation's
 * creation (the customer's, with the consent stamped on the row) or the partner's completion
 * (theirs, with their own consent). The caller has checked them (reservations/screening.ts).
 */
export async function keepScreeningAnswers(
  tx: Database,
  reservationId: string,
  person: ScreenedPerson,
  answers: readonly KeptAnswer[],
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await tx
    .insert(screeningAnswers)
    .values(answers.map((answer) => ({ reservationId, person, ...answer, createdAt: now })));
}
