// The MRI safety questions from content, in the booking domain's types: what the summary asks and the reservation API checks.
import 'server-only';
import { cache } from 'react';
import type { ScreeningQuestion } from '../booking/screening';
import { pageContentSource } from './draft-mode';
import { ContentError, localizedText } from './map';
import { reportMissingInRows } from './missing-translations';
import { SCREENING_QUESTIONS_QUERY } from './queries';
import type { SCREENING_QUESTIONS_QUERY_RESULT } from './sanity.types';
import { type ContentSource, contentSource } from './source';
import { CONTENT_TAGS } from './tags';

type Row = SCREENING_QUESTIONS_QUERY_RESULT[number];

/**
 * A question the storefront cannot show whole (no words, fewer than two answers, a blocked answer
 * without its reason) is a content error, not a question left out: leaving a safety question out
 * would let a booking through that it should stop.
 */
function mapQuestion(row: Row): ScreeningQuestion {
  const question = localizedText(row.question);
  const answers = (row.answers ?? []).map((answer) => {
    const label = localizedText(answer.label);
    const reason = localizedText(answer.reason);
    if (label === null || (answer.outcome === 'blocked' && reason === null)) {
      throw new ContentError(
        `screeningQuestion ${row.key}`,
        `answer "${answer.value}" is incomplete`,
      );
    }
    return {
      value: answer.value,
      label,
      outcome: answer.outcome,
      reason: answer.outcome === 'blocked' ? reason : null,
    };
  });
  if (question === null || answers.length < 2) {
    throw new ContentError(`screeningQuestion ${row.key}`, 'it needs its words and two answers');
  }
  return {
    key: row.key,
    order: row.order,
    question,
    help: localizedText(row.help),
    checkupSlugs: (row.checkupSlugs ?? []).filter((slug): slug is string => Boolean(slug)),
    answers,
  };
}

export async function loadScreeningQuestions(source: ContentSource): Promise<ScreeningQuestion[]> {
  const rows = await source.fetch<SCREENING_QUESTIONS_QUERY_RESULT>(SCREENING_QUESTIONS_QUERY, {}, [
    CONTENT_TAGS.screeningQuestion,
    CONTENT_TAGS.checkup,
  ]);
  reportMissingInRows(rows, ['question']);
  return rows.map(mapQuestion);
}

/** For route handlers: the published questions, read once per request. */
export const getScreeningQuestions = cache(() => loadScreeningQuestions(contentSource()));
/** For pages: the draft questions while an editor previews. */
export const getPageScreeningQuestions = cache(async () =>
  loadScreeningQuestions(await pageContentSource()),
);
