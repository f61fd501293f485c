// Tests and scripts only. MRI safety answers a create request carries: each of the check-up's seed questions answered with its first "fine" answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const seedPath = join(__dirname, '..', '..', 'studio', 'seed', 'nova.ndjson');

interface SeedQuestion {
  key: string;
  checkups: { _ref: string }[];
  answers: { value: string; outcome: string }[];
}

let questions: SeedQuestion[] | null = null;

function seedQuestions(): SeedQuestion[] {
  questions ??= readFileSync(seedPath, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"screeningQuestion"'))
    .map((line) => JSON.parse(line) as SeedQuestion);
  return questions;
}

/** One person's answers that let the check-up be booked online with nothing to note. */
export function fineAnswers(checkupSlug: string): Record<string, string> {
  return Object.fromEntries(
    seedQuestions()
      .filter((question) => question.checkups.some((ref) => ref._ref === `checkup.${checkupSlug}`))
      .map((question) => [
        question.key,
        question.answers.find((answer) => answer.outcome === 'fine')?.value ?? '',
      ]),
  );
}

/**
 * The sheet a create request sends: the request's own person's answers (the customer's, or the
 * partner's on their link). The partner answers for themselves (decision 0072), so the summary
 * sends none for them.
 */
export function fineScreening(checkupSlug: string) {
  return { customer: fineAnswers(checkupSlug), partner: null };
}
