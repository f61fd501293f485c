// POST /api/reservation/create checks the MRI safety answers itself: incomplete or unbookable answers are refused with nothing written, and accepted ones are kept nowhere (issue 40).
import { sql } from 'drizzle-orm';
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
    // The refusal names whose answers, never which: nothing of them reaches the log either.
    expect(log()).not.toMatch(/pacemaker|metal-fragments|pregnancy|weight/);
  });

  it('refuses the partner’s answers that cannot be booked online, naming the partner', async () => {
    const answer = await post(
      POST,
      PATH,
      withScreening(fine, { partner: { ...fine, pacemaker: 'yes' } }),
    );
    expect(answer.body).toEqual({
      error: 'screening-blocked',
      fields: ['reservationData.screening.partner'],
    });
    expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
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

  it('refuses a pair booking without the partner’s answers', async () => {
    const answer = await post(POST, PATH, withScreening(fine, { partner: null }));
    expect(answer.body).toMatchObject({
      error: 'screening-incomplete',
      fields: ['reservationData.screening.partner'],
    });
  });

  it('refuses free text in place of an answer as a shape error', async () => {
    const answer = await post(POST, PATH, withScreening({ ...fine, pacemaker: 'Yes, since 2019' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation-failed' });
  });

  it('reserves with answers that need the clinic’s attention, and keeps the answers nowhere', async () => {
    const log = spyOnLogger();
    const answer = await post(
      POST,
      PATH,
      withScreening({ ...fine, claustrophobia: 'yes', implants: 'yes' }),
    );
    expect(answer.status).toBe(201);
    const rows = await database().db.execute(
      sql`select row_to_json(r)::text as row from reservations r`,
    );
    // The row is there, with the person's name, and without the answers.
    expect(JSON.stringify(rows)).toContain('Muster');
    expect(JSON.stringify(rows)).not.toMatch(/claustrophobia|implants|screening/);
    const outbox = await database().db.execute(
      sql`select row_to_json(o)::text as row from outbox o`,
    );
    expect(JSON.stringify(outbox)).not.toMatch(/claustrophobia|implants|screening/);
    expect(log()).not.toMatch(/claustrophobia|implants/);
  });
});
