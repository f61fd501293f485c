// The MRI safety questions before paying: which a check-up asks, whether a person answered them all with known answers, and what the answers mean (blocked beats attention beats fine).
import type { LocalizedText } from './types';

export const SCREENING_OUTCOMES = ['fine', 'attention', 'blocked'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];

/** The keys questions and answers are sent by (the Studio checks the same shape). */
export const SCREENING_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_KEY_LENGTH = 64;
/** More answers than any check-up asks questions: a body past it is not an answer sheet. */
export const MAX_SCREENING_ANSWERS = 40;

export interface ScreeningChoice {
  value: string;
  label: LocalizedText;
  outcome: ScreeningOutcome;
  /** Why it cannot be booked online; only for `blocked`. */
  reason: LocalizedText | null;
}

export interface ScreeningQuestion {
  key: string;
  order: number;
  question: LocalizedText;
  help: LocalizedText | null;
  /** The check-ups whose customers answer it. */
  checkupSlugs: string[];
  answers: ScreeningChoice[];
}

/** What the rules read of a question: its key and each answer's key and outcome. */
export interface ScreeningRule {
  key: string;
  answers: readonly { value: string; outcome: ScreeningOutcome }[];
}

/** One person's answers: question key → answer key. */
export type ScreeningAnswers = Readonly<Record<string, string>>;

/** The answers sent with a reservation: the customer's, and the partner's in a pair booking. */
export interface ScreeningSheet {
  customer: ScreeningAnswers;
  partner: ScreeningAnswers | null;
}

export type ScreeningVerdict =
  | { outcome: 'incomplete'; unanswered: string[]; unknown: string[] }
  | { outcome: 'blocked'; questions: string[] }
  | { outcome: 'attention'; questions: string[] }
  | { outcome: 'fine' };

/** The questions a check-up asks, in the editors' order. */
export function questionsFor<Q extends Pick<ScreeningQuestion, 'key' | 'order' | 'checkupSlugs'>>(
  questions: readonly Q[],
  checkupSlug: string,
): Q[] {
  return questions
    .filter((question) => question.checkupSlugs.includes(checkupSlug))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

/** The choice an answer picks; undefined for an answer the question does not offer. */
export function choiceOf<R extends ScreeningRule>(
  question: R,
  answers: ScreeningAnswers,
): R['answers'][number] | undefined {
  const value = Object.hasOwn(answers, question.key) ? answers[question.key] : undefined;
  return question.answers.find((choice) => choice.value === value);
}

/**
 * One person's answers against the questions asked: any question unanswered, any answer to a
 * question not asked or with a key the question does not offer, is incomplete; else the strictest
 * outcome of the answers, with the questions that gave it.
 */
export function screen(
  questions: readonly ScreeningRule[],
  answers: ScreeningAnswers,
): ScreeningVerdict {
  const unanswered = questions
    .filter((question) => !Object.hasOwn(answers, question.key))
    .map((question) => question.key);
  const unknown = Object.keys(answers).filter((key) => {
    const question = questions.find((candidate) => candidate.key === key);
    return question === undefined || choiceOf(question, answers) === undefined;
  });
  if (unanswered.length > 0 || unknown.length > 0) {
    return { outcome: 'incomplete', unanswered, unknown };
  }
  const withOutcome = (outcome: ScreeningOutcome) =>
    questions
      .filter((question) => choiceOf(question, answers)?.outcome === outcome)
      .map((question) => question.key);
  const blocked = withOutcome('blocked');
  if (blocked.length > 0) return { outcome: 'blocked', questions: blocked };
  const attention = withOutcome('attention');
  if (attention.length > 0) return { outcome: 'attention', questions: attention };
  return { outcome: 'fine' };
}

const RANK: Record<ScreeningVerdict['outcome'], number> = {
  fine: 0,
  attention: 1,
  blocked: 2,
  incomplete: 3,
};

/** Whose answers decided a booking's verdict; `customer` when both agree. */
export type ScreenedPerson = 'customer' | 'partner';

/**
 * A booking's answers: each person's verdict, the partner's only in a pair booking. An incomplete
 * sheet is refused before a blocked one (nothing can be judged on it), then blocked, then attention.
 */
export function screenBooking(
  questions: readonly ScreeningRule[],
  sheet: ScreeningSheet,
  isPartnerBooking: boolean,
): { verdict: ScreeningVerdict; person: ScreenedPerson } {
  const customer = screen(questions, sheet.customer);
  if (!isPartnerBooking) return { verdict: customer, person: 'customer' };
  const partner = sheet.partner === null ? screen(questions, {}) : screen(questions, sheet.partner);
  return RANK[partner.outcome] > RANK[customer.outcome]
    ? { verdict: partner, person: 'partner' }
    : { verdict: customer, person: 'customer' };
}

const isAnswerKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_KEY_LENGTH && SCREENING_KEY.test(value);

/** A plain object of question keys to answer keys, no more than any check-up asks. */
export function isScreeningAnswers(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_SCREENING_ANSWERS &&
    entries.every(([key, answer]) => isAnswerKey(key) && isAnswerKey(answer))
  );
}

/** One answer as the clinic keeps it: keys and the outcome, never the words. */
export interface KeptAnswer {
  questionKey: string;
  answerKey: string;
  outcome: ScreeningOutcome;
}

/**
 * The answers to keep of a person whose answers were judged complete and bookable: one per
 * question asked, in the questions' order. Answers to questions not asked are not kept (the
 * verdict has refused them already).
 */
export function keptAnswers(
  questions: readonly ScreeningRule[],
  answers: ScreeningAnswers,
): KeptAnswer[] {
  return questions.flatMap((question) => {
    const choice = choiceOf(question, answers);
    return choice === undefined
      ? []
      : [{ questionKey: question.key, answerKey: choice.value, outcome: choice.outcome }];
  });
}
