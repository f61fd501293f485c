// The safety answers in a reservation's body (yup): kept apart from the rules in screening.ts, which the summary runs in the browser, so yup and the validation module stay out of its first scripts.
import { mixed, object } from 'yup';
import { isScreeningAnswers } from './screening';
import { MESSAGES } from './validation';

/**
 * The answers in a reservation's body. Missing, they are an empty sheet: the server then refuses a
 * check-up that asks questions with `screening-incomplete` rather than a shape error.
 */
export function screeningSheetSchema() {
  return object({
    customer: mixed<Record<string, string>>()
      .test('answers', MESSAGES.format, (value) => value === undefined || isScreeningAnswers(value))
      .default({}),
    partner: mixed<Record<string, string>>()
      .nullable()
      .test(
        'answers',
        MESSAGES.format,
        (value) => value === undefined || value === null || isScreeningAnswers(value),
      )
      .default(null),
  }).default({ customer: {}, partner: null });
}
