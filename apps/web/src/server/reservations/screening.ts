// The safety answers sent with a reservation, checked against the check-up's questions from content: never the browser's word for it.
import 'server-only';
import { BookingError } from '../../booking/errors';
import {
  type KeptAnswer,
  keptAnswers,
  questionsFor,
  type ScreeningAnswers,
  type ScreeningQuestion,
  screen,
} from '../../booking/screening';
import { getScreeningQuestions } from '../../content/screening';

/**
 * Refuses, before anything is read or written, answers that are incomplete
 * (`screening-incomplete`) or that cannot be booked online (`screening-blocked`); else answers
 * what is to be kept for the clinic (decision 0072). Each person answers for themselves: the
 * customer on the summary (for a create), the partner on their own link (for a partner's
 * completion), both sent as `reservationData.screening.customer`, the request's own person. The
 * refusal names the field, never the question or the answer: it is health data. The answers are
 * never logged or hashed (request-hash.ts leaves them out).
 */
export async function refuseUnsafeScreening(booking: {
  checkupSlug: string;
  answers: ScreeningAnswers;
}): Promise<KeptAnswer[]> {
  return checkScreening(await getScreeningQuestions(), booking);
}

/** The same check against questions read before (a transaction should not wait on content). */
export function checkScreening(
  content: readonly ScreeningQuestion[],
  booking: { checkupSlug: string; answers: ScreeningAnswers },
): KeptAnswer[] {
  const questions = questionsFor(content, booking.checkupSlug);
  const verdict = screen(questions, booking.answers);
  const field = ['reservationData.screening.customer'];
  if (verdict.outcome === 'incomplete') throw new BookingError('screening-incomplete', field);
  if (verdict.outcome === 'blocked') throw new BookingError('screening-blocked', field);
  return keptAnswers(questions, booking.answers);
}
