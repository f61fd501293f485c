// The waiting list of a full day: joining only a fully booked day (bounded, answered alike for a repeat), confirming by the emailed link, unsubscribing by the email's token, and a freed hold emailing the first few confirmed only.
import { eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { outbox, waitlistEntries } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { expireHolds } from '@/server/reservations/expire';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as timeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { POST as confirm } from '../../../apps/web/app/api/waitlist/confirm/route';
import { POST as join } from '../../../apps/web/app/api/waitlist/join/route';
import { POST as unsubscribe } from '../../../apps/web/app/api/waitlist/unsubscribe/route';
import {
  WAITLIST_MAX_PER_DAY,
  WAITLIST_MAX_PER_EMAIL,
  WAITLIST_NOTIFY_COUNT,
} from '../../../apps/web/src/booking/waitlist';
import { at, bookingPayload, get, NOW, OPEN_DAY, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';
import { publishEdits, unpublishEdits } from '../../support/published-seed';

const database = useTestDatabase(NOW);
// Tests fill days through the booking API and follow emails through the outbox: slow on a busy machine.
jest.setTimeout(120_000);
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

/** Each call its own visitor, as the limits count per client (filling days takes hundreds; one /64 is one client). */
function from() {
  client += 1;
  return { 'x-forwarded-for': `2001:db8:${client.toString(16)}::1` };
}

const CHECKUP = 'whole_body_scan_with_blood_test';

/** The starts the time slot API offers that day at the clinic for the check-up (for one or a pair). */
async function freeStarts(
  day: string,
  locationSlug = 'zurich_bellevue',
  partner = false,
): Promise<string[]> {
  const answer = await get(timeSlots, '/api/timeslots/fetch-time-slots', {
    location: locationSlug,
    checkup: CHECKUP,
    startDate: day,
    days: '1',
    partner: String(partner),
  });
  expect(answer.status).toBe(200);
  const [shown] = answer.body.days as { slots: string[] }[];
  return shown?.slots ?? [];
}

/** The operator's own address (NOVA_RATE_LIMIT_EXEMPT): the only one whose unpaid holds may fill a whole day. */
const OPERATOR = '192.0.2.50';

/**
 * Books the day's free starts for one person through the API until the calendar offers none (for a
 * pair when `forPair`, which may leave single rooms free): the day is full for that selection.
 * Unpaid, as the operator books (anyone else's unpaid holds stop at half of a clinic-day).
 */
async function fillDay(day = OPEN_DAY, locationSlug = 'zurich_bellevue', forPair = false) {
  process.env.NOVA_RATE_LIMIT_EXEMPT = OPERATOR;
  try {
    for (let round = 0; round < 100; round += 1) {
      const [first] = await freeStarts(day, locationSlug, forPair);
      if (first === undefined) return;
      const booked = await post(
        create,
        '/api/reservation/create',
        bookingPayload({ timeSlotStart: first, locationSlug }),
        { 'x-forwarded-for': OPERATOR },
      );
      expect(booked.status).toBe(201);
    }
  } finally {
    delete process.env.NOVA_RATE_LIMIT_EXEMPT;
  }
  throw new Error(`${day} at ${locationSlug} never filled up`);
}

/** 20 minutes after NOW: holds taken then outlast the sweep that frees those taken at NOW. */
const LATER = new Date(NOW.getTime() + 20 * 60_000);

/** A full day of which only the 10:00 hold (taken at NOW) runs out at the sweep after NOW. */
async function fillDayButOneHold(day = OPEN_DAY) {
  await holdATime('10:00', day);
  setClock(LATER);
  await fillDay(day);
}

function request(email: string, change: Record<string, unknown> = {}) {
  return {
    email,
    locale: 'en-ch',
    day: OPEN_DAY,
    locationSlug: 'zurich_bellevue',
    checkupSlug: CHECKUP,
    ...change,
  };
}

const CONFIRM_LINK =
  /http:\/\/localhost:3000\/([a-z]{2}-[a-z]{2})\/waitlist-confirm\?token=([A-Za-z0-9_-]{43})/;

/** The confirmation links the local mailbox holds for an address, newest last, as a customer would read them. */
async function confirmLinksTo(email: string): Promise<{ locale: string; token: string }[]> {
  await runOutbox();
  return (await messagesTo(mailbox, email)).flatMap((message) => {
    const link = CONFIRM_LINK.exec(message.text ?? '');
    return link ? [{ locale: link[1] ?? '', token: link[2] ?? '' }] : [];
  });
}

/** Presses the button of the page the confirmation email links to (the form it posts). */
async function pressConfirm(token: string, locale = 'en-ch') {
  return confirm(
    new Request('http://localhost/api/waitlist/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
      body: new URLSearchParams({ token, locale }).toString(),
    }),
  );
}

/** Follows the confirmation email to an address: its entry then counts. */
async function confirmByEmail(email: string) {
  const [link] = (await confirmLinksTo(email)).slice(-1);
  if (link === undefined) throw new Error(`no confirmation email to ${email}`);
  const pressed = await pressConfirm(link.token, link.locale);
  expect(pressed.headers.get('location')).toBe(
    `http://localhost:3000/${link.locale}/waitlist-confirm?result=confirmed`,
  );
}

/** The waiting-list emails to an address other than the confirmation. */
async function noticesTo(email: string) {
  return (await messagesTo(mailbox, email)).filter(
    (message) => !CONFIRM_LINK.test(message.text ?? ''),
  );
}

async function entries() {
  return database().db.select().from(waitlistEntries).orderBy(waitlistEntries.createdAt);
}

/** Books a time on a day with free times at NOW: its hold runs out with `letHoldsRunOut`. */
async function holdATime(time = '10:00', day = OPEN_DAY) {
  setClock(NOW);
  const booked = await post(
    create,
    '/api/reservation/create',
    bookingPayload({ timeSlotStart: at(time, day) }),
    from(),
  );
  expect(booked.status).toBe(201);
}

/** Half an hour after NOW the holds taken at NOW have run out; the sweep frees their rooms. */
async function letHoldsRunOut(): Promise<number> {
  const sweep = new Date(NOW.getTime() + 31 * 60_000);
  setClock(sweep);
  const { expired } = await expireHolds({ now: sweep });
  expect(expired).toBeGreaterThan(0);
  return expired;
}

describe('POST /api/waitlist/join', () => {
  it('keeps an address for a fully booked clinic day, stored trimmed and lower-cased, unconfirmed until its emailed link is pressed', async () => {
    await fillDay();
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
        confirmedAt: null,
      },
    ]);
    // One email is queued: the link to confirm, naming the entry and never the address.
    const queued = await database().db.select().from(outbox);
    expect(queued.map((row) => row.topic)).toEqual(['waitlist-confirm-email']);
    expect(JSON.stringify(queued[0]?.payload)).not.toContain('anna');
    // The table keeps only the token's hash.
    const [link] = await confirmLinksTo('anna@example.ch');
    expect((await entries())[0]?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await entries())).not.toContain(link?.token);
  });

  it('answers a repeat exactly like a first sign-up and keeps one entry', async () => {
    await fillDay();
    const first = await post(join, '/api/waitlist/join', request('anna@example.ch'), from());
    const again = await post(join, '/api/waitlist/join', request('ANNA@example.ch'), from());
    expect(again).toEqual(first);
    expect(await entries()).toHaveLength(1);
  });

  it('refuses a day that still has a free time for the selection, and stores nothing', async () => {
    await holdATime('10:00');
    expect(await post(join, '/api/waitlist/join', request('anna@example.ch'), from())).toEqual({
      status: 409,
      body: { error: 'waitlist-day-open' },
    });
    // Full for a pair (no two rooms free at once) yet with single rooms left: a pair may wait,
    // one person is told to book.
    await fillDay(OPEN_DAY, 'zurich_bellevue', true);
    expect(await freeStarts(OPEN_DAY)).not.toEqual([]);
    expect(
      await post(
        join,
        '/api/waitlist/join',
        request('pair@example.ch', { isPartnerBooking: true }),
        from(),
      ),
    ).toEqual({ status: 202, body: { listed: true } });
    expect(
      (await post(join, '/api/waitlist/join', request('single@example.ch'), from())).body,
    ).toEqual({ error: 'waitlist-day-open' });
    expect((await entries()).map((entry) => entry.email)).toEqual(['pair@example.ch']);
  });

  it('refuses a closed day, one past or beyond the horizon, and a clinic that is not open yet', async () => {
    const headers = from();
    const wrongDay = { status: 400, body: { error: 'validation-failed', fields: ['day'] } };
    // Easter closure; within the two days' lead time; yesterday; past the 180 days' horizon.
    for (const day of ['2027-03-26', '2027-03-02', '2027-02-28', '2027-09-01'])
      expect(
        await post(join, '/api/waitlist/join', request('a@example.ch', { day }), headers),
      ).toEqual(wrongDay);
    const comingSoon = await post(
      join,
      '/api/waitlist/join',
      request('a@example.ch', { locationSlug: 'frankfurt', locale: 'en-de' }),
      headers,
    );
    expect(comingSoon).toEqual({ status: 400, body: { error: 'location-coming-soon' } });
    expect(await entries()).toEqual([]);
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

  it('bounds the days one address waits for, confirmed or still to confirm', async () => {
    const days = ['2027-03-04', '2027-03-05', '2027-03-08', '2027-03-09', '2027-03-10'];
    // Bern (two rooms) fills with the fewest bookings.
    const atBern = (day: string | undefined) =>
      request('busy@example.ch', { day, locationSlug: 'bern' });
    // Two days waited for since earlier days (confirmed), three asked for now (to confirm): the
    // mailbox's three confirmation emails a day.
    await database()
      .db.insert(waitlistEntries)
      .values(
        ['2027-03-15', '2027-03-16'].map((day, n) => ({
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          locationSlug: 'bern',
          day,
          locale: 'en-ch' as const,
          email: 'busy@example.ch',
          checkupSlug: CHECKUP,
          services: [],
          servicesPartner: [],
          isPartnerBooking: false,
          createdAt: NOW,
          confirmedAt: NOW,
        })),
      );
    const statuses = [];
    for (const day of days.slice(0, WAITLIST_MAX_PER_EMAIL - 1)) {
      await fillDay(day, 'bern');
      statuses.push((await post(join, '/api/waitlist/join', atBern(day), from())).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await post(join, '/api/waitlist/join', atBern(days[3]), from())).body).toEqual({
      error: 'waitlist-too-many',
    });
    expect(await entries()).toHaveLength(WAITLIST_MAX_PER_EMAIL);
  });

  it(`keeps a day's list at ${WAITLIST_MAX_PER_DAY} confirmed when the last places are confirmed at once`, async () => {
    await fillDay();
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
          confirmedAt: NOW,
        })),
      );
    // Unconfirmed, they take no place: every one may ask.
    for (let n = 0; n < 10; n += 1) {
      const asked = await post(join, '/api/waitlist/join', request(`late${n}@example.ch`), from());
      expect(asked.status).toBe(202);
    }
    const links = [];
    for (let n = 0; n < 10; n += 1) links.push((await confirmLinksTo(`late${n}@example.ch`))[0]);
    const answers = await Promise.all(
      links.map((link) =>
        post(confirm, '/api/waitlist/confirm', { token: link?.token ?? '' }, from()),
      ),
    );
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(answers.length - refused.length).toBe(2);
    expect(new Set(refused.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 409, body: { error: 'waitlist-day-full' } })]),
    );
    const confirmed = (await entries()).filter((entry) => entry.confirmedAt !== null);
    expect(confirmed).toHaveLength(WAITLIST_MAX_PER_DAY);
  });

  it('refuses a flood from one client', async () => {
    await fillDay();
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

  async function signUp(
    emails: readonly string[],
    change: Record<string, unknown> = {},
    startingAt = NOW,
  ) {
    for (const [index, email] of emails.entries()) {
      setClock(new Date(startingAt.getTime() + index * 1000));
      expect((await post(join, '/api/waitlist/join', request(email, change), from())).status).toBe(
        202,
      );
      await confirmByEmail(email);
    }
  }

  it('emails the first few on the list, in their language, with a link to book that day and to unsubscribe', async () => {
    await fillDayButOneHold();
    await signUp(waiting.slice(0, 1), { locale: 'fr-ch' }, LATER);
    await signUp(waiting.slice(1), {}, LATER);
    expect(await letHoldsRunOut()).toBe(1);
    expect(
      (await database().db.select().from(outbox).where(eq(outbox.topic, 'waitlist-email'))).length,
    ).toBe(WAITLIST_NOTIFY_COUNT.default);
    // The address is kept in the list only, never in the outbox.
    const payloads = JSON.stringify(
      (await database().db.select().from(outbox)).map((row) => row.payload),
    );
    for (const email of waiting) expect(payloads).not.toContain(email);

    await runOutbox();
    const [french] = await noticesTo('first@example.ch');
    expect(french?.subject).toContain('Un créneau s’est libéré');
    const [english] = await noticesTo('second@example.ch');
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
    expect(await noticesTo('third@example.ch')).toHaveLength(1);
    expect(await noticesTo('fourth@example.ch')).toEqual([]);

    // The next freed time reaches the next on the list, not the same people again.
    const afterThat = new Date(NOW.getTime() + 75 * 60_000);
    setClock(afterThat);
    await expireHolds({ now: afterThat });
    await runOutbox();
    expect(await noticesTo('fourth@example.ch')).toHaveLength(1);
    expect(await noticesTo('second@example.ch')).toHaveLength(1);
  });

  it('emails only as many as site settings say: with one, only the first on the list', async () => {
    publishEdits((document) =>
      document._id === 'siteSettings' ? { ...document, waitlistNotifyCount: 1 } : document,
    );
    try {
      await fillDayButOneHold();
      await signUp(waiting, {}, LATER);
      expect(await letHoldsRunOut()).toBe(1);
      await runOutbox();
      expect(await noticesTo('first@example.ch')).toHaveLength(1);
      for (const email of waiting.slice(1)) expect(await noticesTo(email)).toEqual([]);
    } finally {
      unpublishEdits();
    }
  });

  it('emails nobody waiting for another day or clinic', async () => {
    await holdATime('10:00');
    // Filled later than that hold, so their holds outlast the sweep that frees it.
    setClock(LATER);
    await fillDay('2027-03-05');
    await fillDay(OPEN_DAY, 'bern');
    await signUp(['other-day@example.ch'], { day: '2027-03-05' }, LATER);
    await signUp(['other-clinic@example.ch'], { locationSlug: 'bern' }, LATER);
    expect(await letHoldsRunOut()).toBe(1);
    await runOutbox();
    expect(await noticesTo('other-day@example.ch')).toEqual([]);
    expect(await noticesTo('other-clinic@example.ch')).toEqual([]);
  });

  it('sends nothing for a day that has passed, and the sweep deletes its entries', async () => {
    await fillDay();
    await fillDay('2027-03-05');
    await signUp(['late@example.ch']);
    await signUp(['later@example.ch'], { day: '2027-03-05' });
    // Queued while the day was ahead; the day is over when the outbox gets to it.
    await letHoldsRunOut();
    const afterTheDay = new Date('2027-03-05T08:00:00+01:00');
    setClock(afterTheDay);
    await runOutbox();
    expect(await noticesTo('late@example.ch')).toEqual([]);
    await expireHolds({ now: afterTheDay });
    expect((await entries()).map((entry) => entry.email)).toEqual(['later@example.ch']);
  });
});

describe('confirming the address', () => {
  function unconfirmed(n: number, createdAt = NOW) {
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      locationSlug: 'zurich_bellevue',
      day: OPEN_DAY,
      locale: 'en-ch' as const,
      email: `someone-else${n}@example.ch`,
      checkupSlug: CHECKUP,
      services: [],
      servicesPartner: [],
      isPartnerBooking: false,
      createdAt,
    };
  }

  it('emails a link in the visitor’s language, built from the site address; pressing it says they are on the list', async () => {
    await fillDay();
    await post(join, '/api/waitlist/join', request('anna@example.ch', { locale: 'fr-ch' }), from());
    await runOutbox();
    const [message] = await messagesTo(mailbox, 'anna@example.ch');
    expect(message?.subject).toBe(
      'Veuillez confirmer : liste d’attente pour Zurich Bellevue le 4 mars 2027',
    );
    const [link] = await confirmLinksTo('anna@example.ch');
    expect(link?.locale).toBe('fr-ch');
    // Opening the page (a mail scanner following the link) confirms nothing: its button does.
    expect((await entries())[0]?.confirmedAt).toBeNull();
    const pressed = await pressConfirm(link?.token ?? '', 'fr-ch');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(
      'http://localhost:3000/fr-ch/waitlist-confirm?result=confirmed',
    );
    expect((await entries())[0]?.confirmedAt).toEqual(NOW);
    // A second press changes nothing and says the same.
    expect(await post(confirm, '/api/waitlist/confirm', { token: link?.token }, from())).toEqual({
      status: 200,
      body: { confirmed: true },
    });
  });

  it('lets no unconfirmed addresses fill a day, tells them of no freed time, and forgets them after 24 hours', async () => {
    await fillDayButOneHold();
    // A whole list of addresses typed by someone else, none of them confirmed.
    await database()
      .db.insert(waitlistEntries)
      .values(Array.from({ length: WAITLIST_MAX_PER_DAY }, (_, n) => unconfirmed(n, LATER)));
    setClock(LATER);
    expect(await post(join, '/api/waitlist/join', request('real@example.ch'), from())).toEqual({
      status: 202,
      body: { listed: true },
    });
    await confirmByEmail('real@example.ch');
    expect(await letHoldsRunOut()).toBe(1);
    await runOutbox();
    expect(await noticesTo('real@example.ch')).toHaveLength(1);
    for (let n = 0; n < WAITLIST_MAX_PER_DAY; n += 1) {
      expect(await messagesTo(mailbox, `someone-else${n}@example.ch`)).toEqual([]);
    }
    // The sweep after 24 hours deletes the unconfirmed; the confirmed entry stays.
    const nextDay = new Date(LATER.getTime() + 24 * 60 * 60_000);
    setClock(nextDay);
    await expireHolds({ now: nextDay });
    expect((await entries()).map((entry) => entry.email)).toEqual(['real@example.ch']);
  });

  it('refuses a link not pressed within 24 hours, an unknown one and a malformed one, the same way', async () => {
    await fillDay();
    await post(join, '/api/waitlist/join', request('slow@example.ch'), from());
    const [link] = await confirmLinksTo('slow@example.ch');
    setClock(new Date(NOW.getTime() + 24 * 60 * 60_000));
    const lapsed = await pressConfirm(link?.token ?? '');
    expect(lapsed.headers.get('location')).toBe(
      'http://localhost:3000/en-ch/waitlist-confirm?result=invalid',
    );
    expect(await post(confirm, '/api/waitlist/confirm', { token: 'B'.repeat(43) }, from())).toEqual(
      { status: 404, body: { error: 'waitlist-link-invalid' } },
    );
    expect(await post(confirm, '/api/waitlist/confirm', { token: 'short' }, from())).toEqual({
      status: 400,
      body: { error: 'validation-failed', fields: ['token'] },
    });
    expect((await entries())[0]?.confirmedAt).toBeNull();
    // The address may ask again (the day full again): the lapsed entry makes way, and a new link is sent.
    await fillDay();
    expect(
      (await post(join, '/api/waitlist/join', request('slow@example.ch'), from())).status,
    ).toBe(202);
    expect(await confirmLinksTo('slow@example.ch')).toHaveLength(2);
    await confirmByEmail('slow@example.ch');
  });

  it('sends one mailbox three confirmation emails a day, however its address is spelled', async () => {
    await fillDay();
    const spellings = [
      'anna.muster@gmail.com',
      'annamuster+1@googlemail.com',
      'Anna.Muster+waitlist@gmail.com',
    ];
    for (const email of spellings)
      expect((await post(join, '/api/waitlist/join', request(email), from())).status).toBe(202);
    const fourth = await post(join, '/api/waitlist/join', request('a.nnamuster@gmail.com'), from());
    expect(fourth).toEqual({ status: 429, body: { error: 'too-many-requests' } });
    await runOutbox();
    const sent = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.topic, 'waitlist-confirm-email'));
    expect(sent).toHaveLength(3);
    expect(await messagesTo(mailbox, 'a.nnamuster@gmail.com')).toEqual([]);
    // Another mailbox is not held back.
    expect((await post(join, '/api/waitlist/join', request('ben@gmail.com'), from())).status).toBe(
      202,
    );
  });
});

describe('POST /api/waitlist/unsubscribe', () => {
  async function tokenSentTo(email: string): Promise<string> {
    const [message] = await noticesTo(email);
    const token = /unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
    if (token === undefined) throw new Error('no token in the email');
    return token;
  }

  it('stops every waiting-list email to the address, and answers an unknown token the same', async () => {
    await fillDay();
    await fillDay('2027-03-05');
    await post(join, '/api/waitlist/join', request('anna@example.ch'), from());
    await confirmByEmail('anna@example.ch');
    await post(
      join,
      '/api/waitlist/join',
      request('anna@example.ch', { day: '2027-03-05' }),
      from(),
    );
    await confirmByEmail('anna@example.ch');
    await post(
      join,
      '/api/waitlist/join',
      request('ben@example.ch', { day: '2027-03-05' }),
      from(),
    );
    await confirmByEmail('ben@example.ch');
    await letHoldsRunOut();
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
    await fillDay();
    await post(join, '/api/waitlist/join', request('anna@example.ch'), from());
    await confirmByEmail('anna@example.ch');
    await post(join, '/api/waitlist/join', request('ben@example.ch'), from());
    await confirmByEmail('ben@example.ch');
    await letHoldsRunOut();
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
