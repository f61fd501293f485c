// POST /api/reservation/create checks the MRI safety answers itself: incomplete or unbookable answers are refused with nothing written; accepted ones are kept for the clinic beside the reservation and nowhere else (issue 40, decision 0072).
import { sql } from 'drizzle-orm';
import { screeningAnswers } from '@/server/db/schema';
import { logger } from '@/server/log';
import { POST } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { rowCounts, useTestDatabase } from '../../support/db';
import { fineAnswers } from '../../support/screening';

const PATH = '/api/reservation/create';
const database = useTestDatabase(NOW);
const CHECKUP = 'whole_body_scan_with_blood_test';
const fine = fineAnswers(CHECKUP);
const LEVELS = ['debug', 'info', 'warn', 'error', 'fatal'] as const;

afterEach(() => jest.restoreAllMocks());

/** Everything the logger was given, as one text. */
function spyOnLogger(): () => string {
  const spies = LEVELS.map((level) =>
    jest.spyOn(logger, level).mockImplementation(() => undefined),
  );
  return () => JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
}

const withScreening = (
  customer: Record<string, string>,
  options: { partner?: Record<string, string> | null } = {},
) =>
  bookingPayload({
    checkupSlug: CHECKUP,
    ...(options.partner === undefined ? {} : { partner: PARTNER }),
    screening: { customer, partner: options.partner ?? null },
  });

describe(`POST ${PATH} and the safety answers`, () => {
  it.each([
    ['a pacemaker', { ...fine, pacemaker: 'yes' }],
    ['metal in an eye', { ...fine, 'metal-fragments': 'yes-eyes' }],
    ['a pregnancy', { ...fine, pregnancy: 'yes' }],
    ['a weight past the scanner’s limit', { ...fine, weight: 'yes' }],
  ])('refuses %s with screening-blocked and writes nothing', async (_, customer) => {
    const log = spyOnLogger();
    const answer = await post(POST, PATH, withScreening(customer));
    expect(answer).toEqual({
      status: 422,
      body: { error: 'screening-blocked', fields: ['reservationData.screening.customer'] },
    });
    expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
    expect(await database().db.select().from(screeningAnswers)).toEqual([]);
    // The refusal names whose answers, never which: nothing of them reaches the log either.
    expect(log()).not.toMatch(/pacemaker|metal-fragments|pregnancy|weight/);
  });

  it('books a pair on the customer’s answers alone: the partner answers on their own link', async () => {
    // A summary drawn before decision 0072 still sent answers for the partner: they are neither
    // judged nor kept, since only the partner may answer for themselves.
    const answer = await post(
      POST,
      PATH,
      withScreening(fine, { partner: { ...fine, pacemaker: 'yes', implants: 'yes' } }),
    );
    expect(answer.status).toBe(201);
    const kept = await database().db.select().from(screeningAnswers);
    expect(kept.length).toBe(Object.keys(fine).length);
    expect(kept.every((row) => row.person === 'customer')).toBe(true);
  });

  it.each([
    ['no answers at all', undefined],
    ['a question unanswered', { ...fine, pacemaker: undefined }],
    ['an answer the question does not offer', { ...fine, pacemaker: 'maybe' }],
    ['an answer to a question this check-up does not ask', { ...fine, kidney: 'no' }],
  ])('refuses %s with screening-incomplete and writes nothing', async (_, customer) => {
    const payload = bookingPayload({ checkupSlug: CHECKUP });
    const body = {
      ...payload,
      reservationData: {
        ...payload.reservationData,
        screening: customer === undefined ? undefined : { customer, partner: null },
      },
    };
    const answer = await post(POST, PATH, body);
    expect(answer).toEqual({
      status: 422,
      body: { error: 'screening-incomplete', fields: ['reservationData.screening.customer'] },
    });
    expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
  });

  it('refuses free text in place of an answer as a shape error', async () => {
    const answer = await post(POST, PATH, withScreening({ ...fine, pacemaker: 'Yes, since 2019' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation-failed' });
  });

  it('keeps the answers beside the reservation, keys and outcomes only, and nowhere else', async () => {
    const log = spyOnLogger();
    const payload = withScreening({ ...fine, claustrophobia: 'yes', implants: 'yes' });
    const answer = await post(POST, PATH, payload);
    expect(answer.status).toBe(201);
    const { id } = answer.body.reservation as { id: string };
    const kept = await database().db.select().from(screeningAnswers);
    expect(kept).toHaveLength(Object.keys(fine).length);
    expect(kept).toContainEqual({
      reservationId: id,
      person: 'customer',
      questionKey: 'implants',
      answerKey: 'yes',
      outcome: 'attention',
      createdAt: NOW,
    });
    expect(kept).toContainEqual(
      expect.objectContaining({ questionKey: 'pacemaker', answerKey: 'no', outcome: 'fine' }),
    );
    const rows = await database().db.execute(
      sql`select row_to_json(r)::text as row from reservations r`,
    );
    // The reservation's row is there, with the person's name, and without the answers.
    expect(JSON.stringify(rows)).toContain('Muster');
    expect(JSON.stringify(rows)).not.toMatch(/claustrophobia|implants|screening/);
    // Nor in anything queued for the customer or third parties: emails, payments, leads (the
    // clinic's own signed hand-off is the one place their attention answers may go).
    const outbox = await database().db.execute(
      sql`select row_to_json(o)::text as row from outbox o where o.topic in ('email', 'payment', 'lead')`,
    );
    expect(JSON.stringify(outbox)).not.toMatch(/claustrophobia|implants|screening/);
    expect(log()).not.toMatch(/claustrophobia|implants/);
  });

  it('leaves the answers out of the stored request hash: a retry with other answers is the same booking', async () => {
    const payload = withScreening({ ...fine, claustrophobia: 'yes' });
    const first = await post(POST, PATH, payload);
    const retried = {
      ...payload,
      reservationData: { ...payload.reservationData, screening: { customer: fine, partner: null } },
    };
    // Were the answers in the stored hash, the same key with another body would be refused as
    // idempotency-key-reused.
    const second = await post(POST, PATH, retried);
    expect(second).toEqual({ status: 200, body: first.body });
    // The retry answers the first booking and keeps the first answers: nothing written twice.
    const kept = await database().db.select().from(screeningAnswers);
    expect(kept.find((row) => row.questionKey === 'claustrophobia')?.answerKey).toBe('yes');
    expect(kept).toHaveLength(Object.keys(fine).length);
  });

  it.each([
    ['without the health-data box ticked', { healthData: false }, 'consent-required'],
    ['with the terms box unticked', { terms: false }, 'consent-required'],
    [
      'with consent to an earlier wording',
      { version: 'an-old-version' },
      'consent-version-outdated',
    ],
  ])('stores no answer %s: the booking is refused', async (_, change, error) => {
    const payload = withScreening({ ...fine, implants: 'yes' });
    const body = {
      ...payload,
      reservationData: {
        ...payload.reservationData,
        consent: { ...payload.reservationData.consent, ...change },
      },
    };
    const answer = await post(POST, PATH, body);
    expect(answer.body).toMatchObject({ error });
    expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
    expect(await database().db.select().from(screeningAnswers)).toEqual([]);
  });
});
