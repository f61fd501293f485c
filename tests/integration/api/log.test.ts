// POST /api/log: client records are bounded, rate-limited and stripped of personal data before pino writes them.
import { POST } from '../../../apps/web/app/api/log/route';
import { logger } from '../../../apps/web/src/server/log';
import { post } from '../../support/api';

const PATH = '/api/log';

function written(spy: jest.SpyInstance): unknown[] {
  return spy.mock.calls.map((call) => call as unknown[]);
}

describe(`POST ${PATH}`, () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());

  it('writes the record with its level and message id', async () => {
    const answer = await post(
      POST,
      PATH,
      {
        level: 'warn',
        message: 'error-fetching-timeslots',
        context: { step: 'timeslot', status: 500 },
      },
      { 'x-forwarded-for': '203.0.113.1' },
    );
    expect(answer).toEqual({ status: 202, body: { accepted: true } });
    expect(written(spy)).toEqual([
      [
        { source: 'client', context: { step: 'timeslot', status: 500 } },
        'error-fetching-timeslots',
      ],
    ]);
  });

  it('strips personal data from the context', async () => {
    await post(
      POST,
      PATH,
      {
        level: 'warn',
        message: 'payment-confirmation',
        context: {
          email: 'anna@example.ch',
          firstName: 'Anna',
          note: 'mail anna@example.ch or call +41 79 123 45 67',
          page: 'https://nova.example/de-ch/summary?email=anna@example.ch&checkup=x',
          nested: { email: 'anna@example.ch' },
        },
      },
      { 'x-forwarded-for': '203.0.113.2' },
    );
    const [[fields]] = written(spy) as [[{ context: Record<string, unknown> }]];
    expect(fields.context).toEqual({
      note: 'mail [email] or call [number]',
      page: 'https://nova.example/de-ch/summary',
    });
  });

  it.each([
    ['malformed JSON', '{"level":', 400, { error: 'invalid-request', fields: ['body'] }],
    [
      'an unknown level',
      { level: 'shout', message: 'x' },
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
      'a context that is not an object',
      { level: 'info', message: 'x', context: 'hello' },
      400,
      { error: 'validation-failed', fields: ['context'] },
    ],
    [
      'a huge body',
      { level: 'info', message: 'x', context: { a: 'x'.repeat(10_000) } },
      413,
      { error: 'payload-too-large' },
    ],
  ])('answers %s with a 4xx', async (_, body, status, expected) => {
    expect(await post(POST, PATH, body, { 'x-forwarded-for': '203.0.113.3' })).toEqual({
      status,
      body: expected,
    });
    expect(spy).not.toHaveBeenCalled();
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
