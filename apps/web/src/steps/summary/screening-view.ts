// The MRI safety questions as the summary draws them: in the page's language, with the rules' keys and outcomes, and the clinic's contact.
import type { ScreeningOutcome, ScreeningQuestion } from '@/booking/screening';
import type { Language } from '@/booking/types';

export interface ScreeningChoiceView {
  value: string;
  label: string;
  outcome: ScreeningOutcome;
  reason: string | null;
}

export interface ScreeningQuestionView {
  key: string;
  order: number;
  question: string;
  help: string | null;
  checkupSlugs: string[];
  answers: ScreeningChoiceView[];
}

/** Where a customer whose answer cannot be booked online gets advice. */
export interface ClinicContact {
  phone: string;
  email: string;
}

export function screeningView(
  questions: readonly ScreeningQuestion[],
  language: Language,
): ScreeningQuestionView[] {
  return questions.map((question) => ({
    key: question.key,
    order: question.order,
    question: question.question[language],
    help: question.help?.[language] ?? null,
    checkupSlugs: question.checkupSlugs,
    answers: question.answers.map((answer) => ({
      value: answer.value,
      label: answer.label[language],
      outcome: answer.outcome,
      reason: answer.reason?.[language] ?? null,
    })),
  }));
}
