// POST /api/log: a client record reaches pino only as a catalogue message id with allow-listed fields of fixed form, rate-limited.

import { logger } from '@/server/log';
import { POST } from '../../../apps/web/app/api/log/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const PATH = '/api/log';
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** One value of each allow-listed field, in its form. */
const EVERY_FIELD = {
  step: 'timeslot',
  locale: 'fr-ch',
  status: 502,
  error: 'error-stripe-payment',
  name: 'TypeError',
  digest: '2838424375',
};

// The limit's counters live in PostgreSQL when DATABASE_URL is set.
useTestDatabase(NOW);

/** What each level of the logger was given, in call order. */
function spyOnLogger(): { written: () => unknown[][]; restore: () => void } {
  const spies = LEVELS.map((level) =>
    jest.spyOn(logger, level).mockImplementation(() => undefined),
  );
  return {
    written: () => spies.flatMap((spy) => spy.mock.calls.map((call) => call as unknown[])),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

describe(`POST ${PATH}`, () => {
  let log: ReturnType<typeof spyOnLogger>;
  beforeEach(() => {
    log = spyOnLogger();
  });
  afterEach(() => log.restore());

  it('writes the record with its level, message id and the allow-listed fields', async () => {
    const answer = await post(
      POST,
      PATH,
      { level: 'error', message: 'page-error', context: EVERY_FIELD },
      { 'x-forwarded-for': '203.0.113.1' },
    );
    expect(answer).toEqual({ status: 202, body: { accepted: true } });
    expect(log.written()).toEqual([[{ source: 'client', context: EVERY_FIELD }, 'page-error']]);
  });

  it.each([
    'lead-submission-failed',
    'reserve-timeslot-failed',
    'page-error',
    'timeslot-occupied',
    'check-timeslot-occupation-error',
  ])('accepts %s, which the storefront sends', async (message) => {
    const answer = await post(
      POST,
      PATH,
      { level: 'warn', message, context: { status: null, digest: null } },
      { 'x-forwarded-for': '203.0.113.4' },
    );
    expect(answer.status).toBe(202);
    expect(log.written()).toEqual([
      [{ source: 'client', context: { status: null, digest: null } }, message],
    ]);
  });

  it('drops every other field and every value that does not fit its field, so no free text is logged', async () => {
    await post(
      POST,
      PATH,
      {
        level: 'warn',
        message: 'reserve-timeslot-failed',
        context: {
          email: 'anna@example.ch',
          note: 'Anna Muster, MRI for a suspected tumour',
          path: '/de-ch/summary?email=anna@example.ch',
          nested: { step: 'summary' },
          step: 'Anna Muster',
          locale: 'de-ch anna@example.ch',
          status: '+41 79 123 45 67',
          error: 'Anna Muster has cancer',
          name: 'AnnaMusterError',
          digest: 'anna@example.ch',
        },
      },
      { 'x-forwarded-for': '203.0.113.2' },
    );
    expect(log.written()).toEqual([[{ source: 'client', context: {} }, 'reserve-timeslot-failed']]);
  });

  it.each([
    ['a status outside HTTP', { status: 1_000_000 }],
    ['a fractional status', { status: 404.5 }],
    ['a digest with letters', { digest: 'NEXT_REDIRECT;/de-ch/summary' }],
    ['a step that is not a booking step', { step: '_dev' }],
  ])('drops %s', async (_, context) => {
    await post(
      POST,
      PATH,
      { level: 'info', message: 'timeslot-occupied', context },
      { 'x-forwarded-for': '203.0.113.5' },
    );
    expect(log.written()).toEqual([[{ source: 'client', context: {} }, 'timeslot-occupied']]);
  });

  it.each([
    'confirm-reservation-error',
    'cancel-reservation-error',
    'lead-webhook-failed',
    'logging-failed',
    'payment-confirmation',
    'outbox-dead-letter',
    'request-failed',
    'error-stripe-payment',
  ])(
    'refuses the server’s own id %s at any level, which operators’ alerts watch',
    async (message) => {
      for (const [index, level] of LEVELS.entries()) {
        const answer = await post(
          POST,
          PATH,
          { level, message, context: { status: 500 } },
          { 'x-forwarded-for': `203.0.113.${10 + index}` },
        );
        expect(answer).toEqual({
          status: 400,
          body: { error: 'validation-failed', fields: ['message'] },
        });
      }
      expect(log.written()).toEqual([]);
    },
  );

  it('drops a server-only id from the context’s error, which names what an answer carried', async () => {
    await post(
      POST,
      PATH,
      { level: 'error', message: 'page-error', context: { error: 'confirm-reservation-error' } },
      { 'x-forwarded-for': '203.0.113.20' },
    );
    expect(log.written()).toEqual([[{ source: 'client', context: {} }, 'page-error']]);
  });

  it.each([
    ['malformed JSON', '{"level":', 400, { error: 'invalid-request', fields: ['body'] }],
    [
      'an unknown level',
      { level: 'shout', message: 'page-error' },
      400,
      { error: 'validation-failed', fields: ['level'] },
    ],
    [
      'free text as message',
      { level: 'info', message: 'Anna Muster failed' },
      400,
      { error: 'validation-failed', fields: ['message'] },
    ],
    [
      'an id-shaped message outside the catalogue',
      { level: 'info', message: 'anna-muster-mri-findings' },
      400,
      { error: 'validation-failed', fields: ['message'] },
    ],
    [
      'a context that is not an object',
      { level: 'info', message: 'page-error', context: 'hello' },
      400,
      { error: 'validation-failed', fields: ['context'] },
    ],
    [
      'a huge body',
      { level: 'info', message: 'page-error', context: { a: 'x'.repeat(10_000) } },
      413,
      { error: 'payload-too-large' },
    ],
  ])('answers %s with a 4xx and logs nothing', async (_, body, status, expected) => {
    expect(await post(POST, PATH, body, { 'x-forwarded-for': '203.0.113.3' })).toEqual({
      status,
      body: expected,
    });
    expect(log.written()).toEqual([]);
  });

  it('answers 429 once a client has sent 30 records in a minute', async () => {
    const record = { level: 'warn', message: 'timeslot-occupied' };
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await post(POST, PATH, record, headers)).status);
    expect(answers.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await post(POST, PATH, record, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(
      202,
    );
  });
});
