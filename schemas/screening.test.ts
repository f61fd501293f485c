// The seed's MRI safety questions: every MRI check-up asks the usual screening, what cannot be booked online says why, and the Studio refuses a blocked answer without a reason.
import { describeMarkers, loadSeed, query, validate } from './testing/validate';

const seed = loadSeed();
const groq = (text: string) => query(seed, text);

describe('the seed’s safety questions', () => {
  it('are asked for every check-up that includes an MRI, the contrast question only where contrast is used', async () => {
    const asked = await groq(
      `*[_type == "checkup"] | order(slug.current asc) {
        "slug": slug.current,
        "questions": *[_type == "screeningQuestion" && references(^._id)] | order(order asc).key
      }`,
    );
    const usual = [
      'pacemaker',
      'implants',
      'metal-fragments',
      'pregnancy',
      'claustrophobia',
      'weight',
    ];
    expect(asked).toEqual([
      { slug: 'mammography', questions: [...usual, 'kidney'] },
      { slug: 'nova_premium', questions: usual },
      { slug: 'whole_body_scan', questions: usual },
      { slug: 'whole_body_scan_with_blood_test', questions: usual },
    ]);
  });

  it('cannot be booked online with a pacemaker, metal in an eye, a pregnancy or past the weight limit', async () => {
    const outcomes = await groq(
      `*[_type == "screeningQuestion"] | order(order asc) { key, "blocked": answers[outcome == "blocked"].value, "attention": answers[outcome == "attention"].value }`,
    );
    expect(outcomes).toEqual([
      { key: 'pacemaker', blocked: ['yes'], attention: [] },
      { key: 'implants', blocked: [], attention: ['yes'] },
      { key: 'metal-fragments', blocked: ['yes-eyes'], attention: ['yes-body'] },
      { key: 'pregnancy', blocked: ['yes'], attention: [] },
      { key: 'claustrophobia', blocked: [], attention: ['yes'] },
      { key: 'weight', blocked: ['yes'], attention: [] },
      { key: 'kidney', blocked: [], attention: ['yes'] },
    ]);
  });

  it('say why for every answer that cannot be booked online', async () => {
    const withoutReason = await groq(
      `*[_type == "screeningQuestion"].answers[outcome == "blocked" && !(defined(reason.en) && defined(reason.de) && defined(reason.fr))].value`,
    );
    expect(withoutReason).toEqual([]);
  });
});

describe('a safety question in the Studio', () => {
  const pacemaker = seed.find((document) => document._id === 'screeningQuestion.pacemaker');

  it('refuses a blocked answer without a reason, and two answers with one key', async () => {
    if (pacemaker === undefined) throw new Error('The seed lost its pacemaker question.');
    const answers = pacemaker.answers as Array<Record<string, unknown>>;
    const broken = {
      ...pacemaker,
      answers: answers.map(({ reason: _reason, ...answer }) => ({ ...answer, value: 'yes' })),
    };
    const messages = describeMarkers((await validate(broken, seed)).markers).join('\n');
    expect(messages).toContain('Say why this answer cannot be booked online.');
    expect(messages).toContain('Give each answer its own key.');
  });
});
