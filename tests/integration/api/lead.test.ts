// POST /api/lead: the idle popup's contact is stored and queued, malformed or flooding submissions are refused.

import { leads, outbox } from '@/server/db/schema';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const database = useTestDatabase(NOW);
let client = 0;

/** Each test is its own visitor, as the rate limit counts per client. */
function from() {
  client += 1;
  return { 'x-forwarded-for': `203.0.113.${client}` };
}

describe('POST /api/lead', () => {
  it('stores an email with its campaign and queues it for the lead webhook in the same step', async () => {
    const answer = await post(
      lead,
      '/api/lead',
      { email: 'anna@example.ch', locale: 'de-ch', campaign: { utmSource: 'newsletter' } },
      from(),
    );
    expect(answer).toEqual({ status: 201, body: { received: true } });
    const [stored] = await database().db.select().from(leads);
    expect(stored).toMatchObject({
      email: 'anna@example.ch',
      phone: null,
      locale: 'de-ch',
      campaign: { utmSource: 'newsletter' },
    });
    const queued = await database().db.select().from(outbox);
    expect(queued).toMatchObject([
      { topic: 'lead', payload: { email: 'anna@example.ch', locale: 'de-ch' } },
    ]);
  });

  it('takes a phone number alone', async () => {
    expect(
      (await post(lead, '/api/lead', { phoneNumber: '+41 79 123 45 67' }, from())).status,
    ).toBe(201);
    expect(await database().db.select({ phone: leads.phone }).from(leads)).toEqual([
      { phone: '+41791234567' },
    ]);
  });

  it('refuses a malformed submission and stores nothing', async () => {
    const headers = from();
    expect(await post(lead, '/api/lead', { email: 'not an email' }, headers)).toEqual({
      status: 400,
      body: { error: 'validation-failed', fields: ['email'] },
    });
    expect((await post(lead, '/api/lead', '{"email":', headers)).body).toEqual({
      error: 'invalid-request',
      fields: ['body'],
    });
    expect(
      (await post(lead, '/api/lead', { email: `${'a'.repeat(5000)}@x.ch` }, headers)).status,
    ).toBe(413);
    expect(await database().db.select().from(leads)).toEqual([]);
  });

  it('refuses a flood from one client without losing the good submissions', async () => {
    const headers = from();
    const answers = [];
    for (let n = 0; n < 8; n += 1)
      answers.push(
        (await post(lead, '/api/lead', { email: `visitor${n}@example.ch` }, headers)).status,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await database().db.select().from(leads)).toHaveLength(5);
    expect(
      (await post(lead, '/api/lead', { email: 'someone.else@example.ch' }, from())).status,
    ).toBe(201);
  });
});
