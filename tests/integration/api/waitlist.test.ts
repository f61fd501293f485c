// The waiting list of a full day: joining (bounded, answered alike for a repeat), unsubscribing by the email's token, and a freed hold emailing the first few only.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { outbox, waitlistEntries } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { expireHolds } from '@/server/reservations/expire';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as join } from '../../../apps/web/app/api/waitlist/join/route';
import { POST as unsubscribe } from '../../../apps/web/app/api/waitlist/unsubscribe/route';
import {
  WAITLIST_MAX_PER_DAY,
  WAITLIST_MAX_PER_EMAIL,
  WAITLIST_NOTIFY_COUNT,
} from '../../../apps/web/src/booking/waitlist';
import { at, bookingPayload, NOW, OPEN_DAY, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';

const database = useTestDatabase(NOW);
const saved = { ...process.env };
let mailbox: string;
let client = 0;

beforeEach(() => {
  process.env = { ...saved };
  delete process.env.SMTP_URL;
  mailbox = freshMailbox();
});
afterAll(() => {
  process.env = saved;
});

/** Each call its own visitor, as the limits count per client. */
function from() {
  client += 1;
  return { 'x-forwarded-for': `198.51.100.${client}` };
}

function request(email: string, change: Record<string, unknown> = {}) {
  return {
    email,
    locale: 'en-ch',
    day: OPEN_DAY,
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
    ...change,
  };
}

async function entries() {
  return database().db.select().from(waitlistEntries).orderBy(waitlistEntries.createdAt);
}

/** Books a time on the open day, lets its hold run out and sweeps it: the room is freed. */
async function freeAHold(time = '10:00', day = OPEN_DAY) {
  const booked = await post(
    create,
    '/api/reservation/create',
    bookingPayload({ timeSlotStart: at(time, day) }),
    from(),
  );
  expect(booked.status).toBe(201);
  const sweep = new Date(NOW.getTime() + 31 * 60_000);
  setClock(sweep);
  expect(await expireHolds({ now: sweep })).toEqual({ expired: 1 });
  return sweep;
}

describe('POST /api/waitlist/join', () => {
  it('lists an address for a clinic day, stored trimmed and lower-cased, with nothing emailed yet', async () => {
    const answer = await post(join, '/api/waitlist/join', request(' Anna@Example.CH '), from());
    expect(answer).toEqual({ status: 202, body: { listed: true } });
    expect(await entries()).toMatchObject([
      {
        email: 'anna@example.ch',
        locationSlug: 'zurich_bellevue',
        day: OPEN_DAY,
        locale: 'en-ch',
        notifiedAt: null,
        unsubscribeTokenHash: null,
      },
    ]);
    expect(await database().db.select().from(outbox)).toEqual([]);
  });

  it('answers a repeat exactly like a first sign-up and keeps one entry', async () => {
    const first = await post(join, '/api/waitlist/join', request('anna@example.ch'), from());
    const again = await post(join, '/api/waitlist/join', request('ANNA@example.ch'), from());
    expect(again).toEqual(first);
    expect(await entries()).toHaveLength(1);
  });

  it('refuses bad input with the field at fault and stores nothing', async () => {
    const headers = from();
    expect(await post(join, '/api/waitlist/join', request('not-an-email'), headers)).toEqual({
      status: 400,
      body: { error: 'validation-failed', fields: ['email'] },
    });
    expect(
      await post(
        join,
        '/api/waitlist/join',
        request('a@example.ch', { day: '2027-02-27' }),
        headers,
      ),
    ).toEqual({ status: 400, body: { error: 'validation-failed', fields: ['day'] } });
    expect(
      (
        await post(
          join,
          '/api/waitlist/join',
          request('a@example.ch', { locationSlug: 'atlantis' }),
          headers,
        )
      ).body,
    ).toEqual({ error: 'location-not-found' });
    expect((await post(join, '/api/waitlist/join', '{"email":', headers)).body).toEqual({
      error: 'invalid-request',
      fields: ['body'],
    });
    expect(await entries()).toEqual([]);
  });

  it('bounds the days one address waits for', async () => {
    const days = [
      '2027-03-04',
      '2027-03-05',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
    ];
    const statuses = [];
    for (const day of days.slice(0, WAITLIST_MAX_PER_EMAIL + 1))
      statuses.push(
        (await post(join, '/api/waitlist/join', request('busy@example.ch', { day }), from()))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(
      (await post(join, '/api/waitlist/join', request('busy@example.ch', { day: days[5] }), from()))
        .body,
    ).toEqual({ error: 'waitlist-too-many' });
    expect(await entries()).toHaveLength(WAITLIST_MAX_PER_EMAIL);
  });

  it(`keeps a day's list at ${WAITLIST_MAX_PER_DAY} when the last places are asked for at once`, async () => {
    const listed = WAITLIST_MAX_PER_DAY - 2;
    await database()
      .db.insert(waitlistEntries)
      .values(
        Array.from({ length: listed }, (_, n) => ({
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          locationSlug: 'zurich_bellevue',
          day: OPEN_DAY,
          locale: 'en-ch' as const,
          email: `early${n}@example.ch`,
          checkupSlug: 'whole_body_scan_with_blood_test',
          services: [],
          servicesPartner: [],
          isPartnerBooking: false,
          createdAt: NOW,
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        post(join, '/api/waitlist/join', request(`late${n}@example.ch`), from()),
      ),
    );
    const refused = answers.filter((answer) => answer.status !== 202);
    expect(answers.length - refused.length).toBe(2);
    expect(new Set(refused.map((answer) => JSON.stringify(answer.body)))).toEqual(
      new Set([JSON.stringify({ error: 'waitlist-day-full' })]),
    );
    expect(await entries()).toHaveLength(WAITLIST_MAX_PER_DAY);
  });

  it('refuses a flood from one client', async () => {
    const headers = from();
    const statuses = [];
    for (let n = 0; n < 12; n += 1)
      statuses.push(
        (await post(join, '/api/waitlist/join', request(`v${n}@example.ch`), headers)).status,
      );
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('a freed time', () => {
  const waiting = [
    'first@example.ch',
    'second@example.ch',
    'third@example.ch',
    'fourth@example.ch',
  ];

  async function signUp(emails: readonly string[], change: Record<string, unknown> = {}) {
    for (const [index, email] of emails.entries()) {
      setClock(new Date(NOW.getTime() + index * 1000));
      expect((await post(join, '/api/waitlist/join', request(email, change), from())).status).toBe(
        202,
      );
    }
  }

  it('emails the first few on the list, in their language, with a link to book that day and to unsubscribe', async () => {
    await signUp(waiting.slice(0, 1), { locale: 'fr-ch' });
    await signUp(waiting.slice(1));
    await freeAHold();
    expect(
      (await database().db.select().from(outbox).where(eq(outbox.topic, 'waitlist-email'))).length,
    ).toBe(WAITLIST_NOTIFY_COUNT);
    // The address is kept in the list only, never in the outbox.
    const payloads = JSON.stringify(
      (await database().db.select().from(outbox)).map((row) => row.payload),
    );
    for (const email of waiting) expect(payloads).not.toContain(email);

    await runOutbox();
    const [french] = await messagesTo(mailbox, 'first@example.ch');
    expect(french?.subject).toContain('Un créneau s’est libéré');
    const [english] = await messagesTo(mailbox, 'second@example.ch');
    expect(english?.subject).toBe('A time has become free at Zurich Bellevue on 4 March 2027');
    const book = /http:\/\/localhost:3000\/en-ch\/timeslot\?[^\s\]]+/.exec(
      english?.text ?? '',
    )?.[0];
    expect(book).toBeDefined();
    const params = new URL(book ?? 'http://x').searchParams;
    expect(params.get('location')).toBe('zurich_bellevue');
    expect(params.get('checkup')).toBe('whole_body_scan_with_blood_test');
    expect(params.get('selectedDate')).toBe(OPEN_DAY);
    expect(english?.text).toContain('/en-ch/waitlist-unsubscribe?token=');
    // One click in the mail client (RFC 8058): mailparser gathers List-* headers under `list`.
    expect(JSON.stringify(english?.headers.get('list'))).toContain(
      '/api/waitlist/unsubscribe?token=',
    );
    expect(JSON.stringify(english?.headers.get('list'))).toContain('One-Click');
    expect(await messagesTo(mailbox, 'third@example.ch')).toHaveLength(1);
    expect(await messagesTo(mailbox, 'fourth@example.ch')).toEqual([]);

    // The next freed time reaches the next on the list, not the same people again.
    setClock(new Date(NOW.getTime() + 40 * 60_000));
    const booked = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ timeSlotStart: at('14:00') }),
      from(),
    );
    expect(booked.status).toBe(201);
    const later = new Date(NOW.getTime() + 75 * 60_000);
    setClock(later);
    await expireHolds({ now: later });
    await runOutbox();
    expect(await messagesTo(mailbox, 'fourth@example.ch')).toHaveLength(1);
    expect(await messagesTo(mailbox, 'second@example.ch')).toHaveLength(1);
  });

  it('emails nobody waiting for another day or clinic', async () => {
    await signUp(['other-day@example.ch'], { day: '2027-03-05' });
    await signUp(['other-clinic@example.ch'], { locationSlug: 'bern' });
    await freeAHold();
    await runOutbox();
    expect(await messagesTo(mailbox, 'other-day@example.ch')).toEqual([]);
    expect(await messagesTo(mailbox, 'other-clinic@example.ch')).toEqual([]);
  });

  it('sends nothing for a day that has passed, and the sweep deletes its entries', async () => {
    await signUp(['late@example.ch']);
    await signUp(['later@example.ch'], { day: '2027-03-05' });
    // Queued while the day was ahead; the day is over when the outbox gets to it.
    await freeAHold();
    const afterTheDay = new Date('2027-03-05T08:00:00+01:00');
    setClock(afterTheDay);
    await runOutbox();
    expect(await messagesTo(mailbox, 'late@example.ch')).toEqual([]);
    await expireHolds({ now: afterTheDay });
    expect((await entries()).map((entry) => entry.email)).toEqual(['later@example.ch']);
  });
});

describe('POST /api/waitlist/unsubscribe', () => {
  async function tokenSentTo(email: string): Promise<string> {
    const [message] = await messagesTo(mailbox, email);
    const token = /unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
    if (token === undefined) throw new Error('no token in the email');
    return token;
  }

  it('stops every waiting-list email to the address, and answers an unknown token the same', async () => {
    await post(join, '/api/waitlist/join', request('anna@example.ch'), from());
    await post(
      join,
      '/api/waitlist/join',
      request('anna@example.ch', { day: '2027-03-05' }),
      from(),
    );
    await post(
      join,
      '/api/waitlist/join',
      request('ben@example.ch', { day: '2027-03-05' }),
      from(),
    );
    await freeAHold();
    await runOutbox();
    const token = await tokenSentTo('anna@example.ch');

    expect(await post(unsubscribe, '/api/waitlist/unsubscribe', { token }, from())).toEqual({
      status: 200,
      body: { unsubscribed: true },
    });
    expect((await entries()).map((entry) => entry.email)).toEqual(['ben@example.ch']);
    expect(await post(unsubscribe, '/api/waitlist/unsubscribe', { token }, from())).toEqual({
      status: 200,
      body: { unsubscribed: true },
    });
    expect(
      await post(unsubscribe, '/api/waitlist/unsubscribe', { token: 'B'.repeat(43) }, from()),
    ).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await entries()).toHaveLength(1);
  });

  it('takes the page form (back to the page) and a mail client one click (token in the address)', async () => {
    await post(join, '/api/waitlist/join', request('anna@example.ch'), from());
    await post(join, '/api/waitlist/join', request('ben@example.ch'), from());
    await freeAHold();
    await runOutbox();

    const form = await unsubscribe(
      new Request('http://localhost/api/waitlist/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
        body: new URLSearchParams({
          token: await tokenSentTo('anna@example.ch'),
          locale: 'de-ch',
        }).toString(),
      }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(
      'http://localhost:3000/de-ch/waitlist-unsubscribe?done=1',
    );

    const oneClick = await unsubscribe(
      new Request(
        `http://localhost/api/waitlist/unsubscribe?token=${await tokenSentTo('ben@example.ch')}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
          body: 'List-Unsubscribe=One-Click',
        },
      ),
    );
    expect(oneClick.status).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it('refuses a malformed token as bad input', async () => {
    expect(
      await post(unsubscribe, '/api/waitlist/unsubscribe', { token: 'short' }, from()),
    ).toEqual({
      status: 400,
      body: { error: 'validation-failed', fields: ['token'] },
    });
  });
});
