// The safety questions' rules as a customer meets them: every question answered, answers the question offers, and the strictest outcome wins.
import {
  keptAnswers,
  questionsFor,
  type ScreeningQuestion,
  screen,
  screenBooking,
} from './screening';
import { screeningSheetSchema } from './screening-schema';

const text = (en: string) => ({ en, de: en, fr: en });
const choice = (value: string, outcome: 'fine' | 'attention' | 'blocked') => ({
  value,
  label: text(value),
  outcome,
  reason: outcome === 'blocked' ? text(`no ${value}`) : null,
});
const question = (
  key: string,
  order: number,
  answers: ScreeningQuestion['answers'],
  checkupSlugs = ['whole_body_scan', 'mammography'],
): ScreeningQuestion => ({ key, order, question: text(key), help: null, checkupSlugs, answers });

const pacemaker = question('pacemaker', 1, [choice('no', 'fine'), choice('yes', 'blocked')]);
const claustrophobia = question('claustrophobia', 5, [
  choice('no', 'fine'),
  choice('yes', 'attention'),
]);
const metal = question('metal-fragments', 3, [
  choice('no', 'fine'),
  choice('yes-body', 'attention'),
  choice('yes-eyes', 'blocked'),
]);
const kidney = question(
  'kidney',
  7,
  [choice('no', 'fine'), choice('yes', 'attention')],
  ['mammography'],
);
const all = [claustrophobia, kidney, pacemaker, metal];
const scan = questionsFor(all, 'whole_body_scan');
const fine = { pacemaker: 'no', 'metal-fragments': 'no', claustrophobia: 'no' };

describe('the questions a check-up asks', () => {
  it('are those that name it, in the editors’ order', () => {
    expect(scan.map((q) => q.key)).toEqual(['pacemaker', 'metal-fragments', 'claustrophobia']);
    expect(questionsFor(all, 'mammography').map((q) => q.key)).toContain('kidney');
    expect(questionsFor(all, 'blood_only')).toEqual([]);
  });
});

describe('one person’s answers', () => {
  it('are fine when every answer is fine', () => {
    expect(screen(scan, fine)).toEqual({ outcome: 'fine' });
  });

  it('need the clinic’s attention when one answer does', () => {
    expect(screen(scan, { ...fine, claustrophobia: 'yes' })).toEqual({
      outcome: 'attention',
      questions: ['claustrophobia'],
    });
  });

  it('cannot be booked online with a pacemaker, even when another answer only needs attention', () => {
    expect(screen(scan, { ...fine, pacemaker: 'yes', claustrophobia: 'yes' })).toEqual({
      outcome: 'blocked',
      questions: ['pacemaker'],
    });
  });

  it('tell metal in an eye (blocked) from metal elsewhere (attention)', () => {
    expect(screen(scan, { ...fine, 'metal-fragments': 'yes-eyes' }).outcome).toBe('blocked');
    expect(screen(scan, { ...fine, 'metal-fragments': 'yes-body' }).outcome).toBe('attention');
  });

  it('are incomplete with a question unanswered, however harmless the rest', () => {
    expect(screen(scan, { pacemaker: 'no', claustrophobia: 'no' })).toEqual({
      outcome: 'incomplete',
      unanswered: ['metal-fragments'],
      unknown: [],
    });
    expect(screen(scan, {}).outcome).toBe('incomplete');
  });

  it('are incomplete with an answer the question does not offer, or to a question not asked', () => {
    expect(screen(scan, { ...fine, pacemaker: 'maybe' })).toMatchObject({
      outcome: 'incomplete',
      unknown: ['pacemaker'],
    });
    expect(screen(scan, { ...fine, kidney: 'no' })).toMatchObject({
      outcome: 'incomplete',
      unknown: ['kidney'],
    });
    // An inherited property is no answer.
    expect(screen(scan, Object.create({ pacemaker: 'no' }) as Record<string, string>).outcome).toBe(
      'incomplete',
    );
  });

  it('are fine with no questions asked and no answers given', () => {
    expect(screen([], {})).toEqual({ outcome: 'fine' });
  });
});

describe('a booking’s answers', () => {
  it('read the partner’s only in a pair booking', () => {
    const sheet = { customer: fine, partner: { ...fine, pacemaker: 'yes' } };
    expect(screenBooking(scan, sheet, false)).toEqual({
      verdict: { outcome: 'fine' },
      person: 'customer',
    });
    expect(screenBooking(scan, sheet, true)).toEqual({
      verdict: { outcome: 'blocked', questions: ['pacemaker'] },
      person: 'partner',
    });
  });

  it('are incomplete for a pair without the partner’s answers', () => {
    expect(screenBooking(scan, { customer: fine, partner: null }, true)).toMatchObject({
      verdict: { outcome: 'incomplete' },
      person: 'partner',
    });
  });

  it('answer the customer’s verdict when both are alike', () => {
    const sheet = {
      customer: { ...fine, pacemaker: 'yes' },
      partner: { ...fine, pacemaker: 'yes' },
    };
    expect(screenBooking(scan, sheet, true).person).toBe('customer');
  });
});

describe('the answers kept for the clinic', () => {
  it('are one per question asked, keys and outcome only, in the questions’ order', () => {
    const kept = keptAnswers(scan, { ...fine, 'metal-fragments': 'yes-body' });
    expect(kept.map((answer) => answer.questionKey)).toEqual(scan.map((q) => q.key));
    expect(kept).toContainEqual({
      questionKey: 'metal-fragments',
      answerKey: 'yes-body',
      outcome: 'attention',
    });
    expect(kept).toContainEqual({ questionKey: 'pacemaker', answerKey: 'no', outcome: 'fine' });
  });

  it('leave out answers to questions not asked or not offered', () => {
    expect(keptAnswers([pacemaker], { pacemaker: 'maybe', kidney: 'yes' })).toEqual([]);
  });
});

describe('the answers in a request body', () => {
  const schema = screeningSheetSchema();

  it('default to an empty sheet', () => {
    expect(schema.validateSync(undefined)).toEqual({ customer: {}, partner: null });
  });

  it('accept keys and answers in the editors’ key shape', () => {
    expect(schema.isValidSync({ customer: fine, partner: { pacemaker: 'yes-eyes' } })).toBe(true);
  });

  it('refuse anything else: free text, nested values, arrays, too many answers', () => {
    expect(schema.isValidSync({ customer: { pacemaker: 'Yes, since 2019' } })).toBe(false);
    expect(schema.isValidSync({ customer: { pacemaker: { yes: true } } })).toBe(false);
    expect(schema.isValidSync({ customer: ['no'] })).toBe(false);
    expect(schema.isValidSync({ customer: {}, partner: 'no' })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`q${i}`, 'no']));
    expect(schema.isValidSync({ customer: many })).toBe(false);
  });
});
