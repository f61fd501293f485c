// A database failure while storing a booking or a lead: the server log gets the error's class, SQLSTATE, constraint and code
// locations, never the person (Drizzle's error carries the query's parameters); text PostgreSQL cannot store is refused first.
import { sql } from 'drizzle-orm';
import { logger } from '@/server/log';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, post } from '../../support/api';
import { rowCounts, useTestDatabase } from '../../support/db';

const database = useTestDatabase(NOW);

const FORCED = 'forced_failure';
const LEVELS = ['debug', 'info', 'warn', 'error', 'fatal'] as const;

/** Everything the logger was given, as one text. */
function spyOnLogger(): { text: () => string; calls: () => unknown[][] } {
  const spies = LEVELS.map((level) =>
    jest.spyOn(logger, level).mockImplementation(() => undefined),
  );
  const calls = () => spies.flatMap((spy) => spy.mock.calls.map((call) => call as unknown[]));
  return { calls, text: () => JSON.stringify(calls()) };
}

/** A constraint no row meets: the next insert into the table fails in the database, as a real fault would. */
async function failInserts(table: 'reservations' | 'leads'): Promise<void> {
  await database().db.execute(
    sql.raw(`alter table ${table} add constraint ${FORCED} check (false) not valid`),
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  for (const table of ['reservations', 'leads']) {
    await database().db.execute(
      sql.raw(`alter table ${table} drop constraint if exists ${FORCED}`),
    );
  }
});

let client = 0;
const from = () => {
  client += 1;
  return { 'x-forwarded-for': `203.0.113.${client}` };
};

/** What a person typed into the booking and must not find in an operator's log. */
const PERSON = [
  'Anna',
  'Muster',
  'anna.',
  'example.ch',
  '123 45 67',
  '791234567',
  '1980-05-17',
  'female',
  'Bahnhofstrasse',
  '8001',
  'Zürich',
  'Z\\u00fcrich',
  'whole_body_scan',
  'zurich_bellevue',
  'newsletter',
];

describe('a database failure while storing', () => {
  it('a booking logs the error’s SQLSTATE, constraint and code locations, and none of the person', async () => {
    await failInserts('reservations');
    const log = spyOnLogger();
    const answer = await post(create, '/api/reservation/create', bookingPayload(), from());
    expect(answer).toEqual({ status: 500, body: { error: 'reserve-timeslot-error-other' } });
    const [[fields, message]] = log.calls() as [[{ err: Record<string, unknown> }, string]];
    expect(message).toBe('request-failed');
    expect(fields.err).toMatchObject({ code: '23514', constraint: FORCED });
    expect(Object.keys(fields.err).sort()).toEqual(['code', 'constraint', 'frames', 'name']);
    for (const frame of fields.err.frames as string[]) expect(frame).toMatch(/^at /);
    for (const value of PERSON) expect(log.text()).not.toContain(value);
    expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
  });

  it('a lead logs none of the contact', async () => {
    await failInserts('leads');
    const log = spyOnLogger();
    const answer = await post(
      lead,
      '/api/lead',
      {
        email: 'anna.muster@example.ch',
        phoneNumber: '+41 79 123 45 67',
        locale: 'de-ch',
        campaign: { utmSource: 'newsletter' },
      },
      from(),
    );
    expect(answer.status).toBe(500);
    expect(log.text()).toContain('23514');
    for (const value of PERSON) expect(log.text()).not.toContain(value);
  });
});

describe('text PostgreSQL cannot store', () => {
  const booking = (change: (text: string) => string) => change(JSON.stringify(bookingPayload()));

  it.each([
    ['a lone high surrogate in the first name', '"Anna"', '"\\ud800"', 'firstName'],
    ['a lone low surrogate in the street', '"Bahnhofstrasse 1"', '"Bahnhof\\udc00"', 'street'],
    ['a NUL in the city', '"Zürich"', '"Z\\u0000rich"', 'city'],
  ])(
    'refuses %s with validation-failed naming the field, and writes nothing',
    async (_, from_, to, field) => {
      const log = spyOnLogger();
      const answer = await post(
        create,
        '/api/reservation/create',
        booking((text) => text.replace(from_, to)),
        from(),
      );
      expect(answer).toEqual({
        status: 400,
        body: { error: 'validation-failed', fields: [`reservationData.personalData.${field}`] },
      });
      expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
      expect(log.calls()).toEqual([]);
    },
  );

  it('keeps a pair of surrogates (an emoji) as the person wrote it', async () => {
    // In the street: a name may hold letters only (booking/person.ts), an address anything storable.
    const answer = await post(
      create,
      '/api/reservation/create',
      booking((text) => text.replace('"Bahnhofstrasse 1"', '"Bahnhofstrasse 1 \\ud83d\\ude00"')),
      from(),
    );
    expect(answer.status).toBe(201);
  });

  it('refuses a lone surrogate in a lead’s campaign, which is stored as jsonb', async () => {
    const answer = await post(
      lead,
      '/api/lead',
      '{"email":"anna@example.ch","campaign":{"utmSource":"\\ud800"}}',
      from(),
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: 'validation-failed', fields: ['campaign.utmSource'] },
    });
  });
});
