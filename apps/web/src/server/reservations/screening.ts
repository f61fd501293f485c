// The safety answers sent with a reservation, checked against the check-up's questions from content: never the browser's word for it.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { questionsFor, type ScreeningSheet, screenBooking } from '../../booking/screening';
import { getScreeningQuestions } from '../../content/screening';

/**
 * Refuses, before anything is read or written, a booking whose answers are incomplete
 * (`screening-incomplete`) or that cannot be booked online (`screening-blocked`). The refusal
 * names whose answers (customer or partner), never the question or the answer: it is health data.
 * The answers are not stored, logged or hashed (request-hash.ts leaves them out).
 */
export async function refuseUnsafeScreening(booking: {
  checkupSlug: string;
  screening: ScreeningSheet;
  isPartnerBooking: boolean;
}): Promise<void> {
  const questions = questionsFor(await getScreeningQuestions(), booking.checkupSlug);
  const { verdict, person } = screenBooking(questions, booking.screening, booking.isPartnerBooking);
  const field = `reservationData.screening.${person}`;
  if (verdict.outcome === 'incomplete') throw new BookingError('screening-incomplete', [field]);
  if (verdict.outcome === 'blocked') throw new BookingError('screening-blocked', [field]);
}
