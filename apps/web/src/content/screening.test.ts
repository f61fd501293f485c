// The safety questions as the storefront reads them: the seed's, in the domain's types; a question it cannot show whole fails the read rather than drop out.

import { loadScreeningQuestions } from './screening';
import { findSeedPath } from './seed';
import type { ContentSource } from './source';
import { embeddedSource } from './source';

const seed = embeddedSource(findSeedPath(__dirname));

/** A source answering the query with `rows`, as Sanity would for a broken document. */
const answering = (rows: unknown[]): ContentSource => ({
  ...seed,
  fetch: async <T>() => rows as T,
});

describe('the safety questions from content', () => {
  it('reads the seed’s, with each blocked answer’s reason in every language', async () => {
    const questions = await loadScreeningQuestions(seed);
    const pacemaker = questions.find((question) => question.key === 'pacemaker');
    expect(pacemaker?.checkupSlugs).toContain('whole_body_scan_with_blood_test');
    expect(pacemaker?.answers.map((answer) => [answer.value, answer.outcome])).toEqual([
      ['no', 'fine'],
      ['yes', 'blocked'],
    ]);
    expect(pacemaker?.answers[1]?.reason?.fr).toMatch(/stimulateur cardiaque/);
    expect(questions.map((question) => question.key)).toEqual([
      'pacemaker',
      'implants',
      'metal-fragments',
      'pregnancy',
      'claustrophobia',
      'weight',
      'kidney',
    ]);
  });

  it('fails on a blocked answer without its reason rather than let the question drop out', async () => {
    const broken = {
      _id: 'screeningQuestion.pacemaker',
      key: 'pacemaker',
      order: 1,
      question: { en: 'Pacemaker?', de: null, fr: null },
      help: null,
      checkupSlugs: ['whole_body_scan'],
      answers: [
        { value: 'no', label: { en: 'No' }, outcome: 'fine', reason: null },
        { value: 'yes', label: { en: 'Yes' }, outcome: 'blocked', reason: null },
      ],
    };
    await expect(loadScreeningQuestions(answering([broken]))).rejects.toThrow(/pacemaker/);
  });
});
