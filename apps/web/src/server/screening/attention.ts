// The safety answers the clinic must look at before an appointment, per booking and person: what the staff day sheet and the clinic's webhook show.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { ScreeningQuestion } from '../../booking/screening';
import { getScreeningQuestions } from '../../content/screening';
import type { Database } from '../db/client';
import { screeningAnswers } from '../db/schema';

export interface ScreeningAttention {
  /** Whose answer: the customer who booked, or their partner. */
  person: 'customer' | 'partner';
  /** The question's key in content (e.g. `implants`). */
  questionKey: string;
  /** The question and the answer in the clinic's language (German for Swiss and German clinics), for the sheet. */
  question: string;
  answer: string;
}

/** The clinic's language: every clinic is in a German-speaking market. */
const CLINIC_LANGUAGE = 'de';

/**
 * The words for a stored answer, from content as it is now; a question or an answer an editor has
 * since removed or renamed reads as its keys, so that the clinic still sees that there is one.
 */
function wordsOf(
  questions: ReadonlyMap<string, ScreeningQuestion>,
  questionKey: string,
  answerKey: string,
): { question: string; answer: string } {
  const question = questions.get(questionKey);
  const answer = question?.answers.find((choice) => choice.value === answerKey);
  return {
    question: question?.question[CLINIC_LANGUAGE] ?? questionKey,
    answer: answer?.label[CLINIC_LANGUAGE] ?? answerKey,
  };
}

/**
 * The answers that need the clinic's attention, for each of the given reservations that has any
 * (decision 0072): read from the stored answers (screening_answers), the customer's before the
 * partner's, each in the questions' order. Health data: for the clinic's staff and its own
 * system only, never for a log.
 */
export async function attentionFor(
  db: Database,
  reservationIds: readonly string[],
): Promise<Map<string, ScreeningAttention[]>> {
  const answers = new Map<string, ScreeningAttention[]>();
  if (reservationIds.length === 0) return answers;
  const rows = await db
    .select({
      reservationId: screeningAnswers.reservationId,
      person: screeningAnswers.person,
      questionKey: screeningAnswers.questionKey,
      answerKey: screeningAnswers.answerKey,
    })
    .from(screeningAnswers)
    .where(
      and(
        inArray(screeningAnswers.reservationId, [...new Set(reservationIds)]),
        eq(screeningAnswers.outcome, 'attention'),
      ),
    );
  if (rows.length === 0) return answers;
  const content = await getScreeningQuestions();
  const questions = new Map(content.map((question) => [question.key, question]));
  const order = (key: string) => questions.get(key)?.order ?? Number.MAX_SAFE_INTEGER;
  rows.sort(
    (a, b) =>
      a.reservationId.localeCompare(b.reservationId) ||
      (a.person === b.person ? 0 : a.person === 'customer' ? -1 : 1) ||
      order(a.questionKey) - order(b.questionKey) ||
      a.questionKey.localeCompare(b.questionKey),
  );
  for (const row of rows) {
    const list = answers.get(row.reservationId) ?? [];
    list.push({
      person: row.person,
      questionKey: row.questionKey,
      ...wordsOf(questions, row.questionKey, row.answerKey),
    });
    answers.set(row.reservationId, list);
  }
  return answers;
}
