// The clinic staff's side (issue 40): sign-in by a one-time link from the outbox, a booking on its own clinic's day sheet only, arrivals and no-shows as booking events, an audit log nobody can rewrite, sessions that end.
import { and, eq } from 'drizzle-orm';
import { bookingEvents, outbox, staffAudit, staffSessions } from '@/server/db/schema';
import { POST as attendance } from '../../../apps/web/app/api/staff/attendance/route';
import { GET as verify } from '../../../apps/web/app/api/staff/auth/magic-link/verify/route';
import { POST as calendar } from '../../../apps/web/app/api/staff/calendar/route';
import { GET as feed } from '../../../apps/web/app/api/staff/calendar-feed/[token]/route';
import { GET as sheet } from '../../../apps/web/app/api/staff/sheet/route';
import { POST as signIn } from '../../../apps/web/app/api/staff/sign-in/route';
import { POST as signOut } from '../../../apps/web/app/api/staff/sign-out/route';
import { at, NOW, OPEN_DAY, PARTNER } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);
const BERN_STAFF = 'staff-bern@nova.example';
const ZURICH_STAFF = 'staff-zurich-bellevue@nova.example';

function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
}

async function askForLink(email: string, headers: Record<string, string> = {}) {
  return signIn(
    request('/api/staff/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email }),
    }),
  );
}

async function linksTo(email: string): Promise<string[]> {
  const rows = await database()
    .db.select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.topic, 'staff-sign-in-email'));
  return rows
    .map((row) => row.payload as { email: string; url: string })
    .filter((payload) => payload.email === email)
    .map((payload) => payload.url);
}

/** Signs `email` in through its emailed link; answers the session cookie. */
async function signedIn(email: string): Promise<string> {
  expect((await askForLink(email)).status).toBe(202);
  const [link] = (await linksTo(email)).slice(-1);
  if (link === undefined) throw new Error(`no link for ${email}`);
  const answer = await verify(request(new URL(link).pathname + new URL(link).search));
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('http://localhost:3000/staff');
  const cookies = answer.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

async function paidBooking(options: Parameters<typeof book>[0]) {
  const booked = await book(options);
  const started = await startPaying(booked);
  expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
  return booked;
}

const sheetOf = (clinic: string, day: string, cookie?: string, format = 'json') =>
  sheet(
    request(`/api/staff/sheet?clinic=${clinic}&day=${day}&format=${format}`, {
      ...(cookie ? { cookie } : {}),
    }),
  );

describe('staff sign-in', () => {
  it('sends a one-time link to a staff email only, answering every address alike', async () => {
    expect((await askForLink('someone@example.com')).status).toBe(202);
    expect(await linksTo('someone@example.com')).toEqual([]);
    const cookie = await signedIn(BERN_STAFF);
    expect(cookie).toMatch(/nova-staff/);
    // The link works once.
    const [link] = await linksTo(BERN_STAFF);
    const again = await verify(
      request(new URL(String(link)).pathname + new URL(String(link)).search),
    );
    expect(again.headers.get('location')).toContain('/staff/sign-in?error=INVALID_TOKEN');
  });

  it('refuses a malformed email and limits requests per address', async () => {
    expect((await askForLink('not an email')).status).toBe(400);
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await askForLink(`x${i}@example.com`, from)).status);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('ends a session at its expiry and on signing out', async () => {
    const cookie = await signedIn(BERN_STAFF);
    expect((await sheetOf('bern', OPEN_DAY, cookie)).status).toBe(200);
    await database()
      .db.update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await sheetOf('bern', OPEN_DAY, cookie)).status).toBe(401);
    const fresh = await signedIn(BERN_STAFF);
    const out = await signOut(
      request('/api/staff/sign-out', {
        method: 'POST',
        cookie: fresh,
        headers: { origin: 'http://localhost:3000' },
      }),
    );
    expect(out.status).toBe(303);
    expect((await sheetOf('bern', OPEN_DAY, fresh)).status).toBe(401);
  });
});

describe('the day sheet', () => {
  it('shows a paid booking on its own clinic’s sheet only; Bern’s staff cannot open Zurich’s by any address', async () => {
    const bern = await paidBooking({
      locationSlug: 'bern',
      timeSlotStart: at('11:00'),
      partner: PARTNER,
    });
    await paidBooking({ locationSlug: 'zurich_bellevue', timeSlotStart: at('11:00') });
    // An unpaid hold is not on the sheet.
    await book({ locationSlug: 'bern', timeSlotStart: at('14:00'), email: 'later@example.ch' });
    const cookie = await signedIn(BERN_STAFF);
    expect((await sheetOf('bern', OPEN_DAY)).status).toBe(401);
    const own = await sheetOf('bern', OPEN_DAY, cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const body = (await own.json()) as {
      bookings: { code: string; pair: boolean; persons: { name: string }[] }[];
    };
    expect(body.bookings.map((booking) => booking.code)).toEqual([bern.name]);
    expect(body.bookings[0]?.pair).toBe(true);
    expect(body.bookings[0]?.persons.map((person) => person.name)).toEqual([
      'Anna Muster',
      'Ben Muster',
    ]);
    for (const format of ['json', 'csv']) {
      const other = await sheetOf('zurich_bellevue', OPEN_DAY, cookie, format);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: 'not-found' });
    }
    // Zurich's staff see Zurich's booking, and not Bern's.
    const zurich = await signedIn(ZURICH_STAFF);
    const theirs = (await (await sheetOf('zurich_bellevue', OPEN_DAY, zurich)).json()) as {
      bookings: unknown[];
    };
    expect(theirs.bookings).toHaveLength(1);
    expect((await sheetOf('bern', OPEN_DAY, zurich)).status).toBe(404);
  });

  it('exports the day as CSV, one row per person', async () => {
    await paidBooking({ locationSlug: 'bern', timeSlotStart: at('11:00'), partner: PARTNER });
    const cookie = await signedIn(BERN_STAFF);
    const answer = await sheetOf('bern', OPEN_DAY, cookie, 'csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Anna Muster');
    expect(lines[2]).toContain('Ben Muster');
  });

  it('marks arrivals and no-shows as booking events, for its own clinic only, and audits every view and mark', async () => {
    const bern = await paidBooking({ locationSlug: 'bern', timeSlotStart: at('11:00') });
    const zurich = await paidBooking({
      locationSlug: 'zurich_bellevue',
      timeSlotStart: at('11:00'),
    });
    const cookie = await signedIn(BERN_STAFF);
    const mark = (reservationId: string, value: string) =>
      attendance(
        request('/api/staff/attendance', {
          method: 'POST',
          cookie,
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ reservationId, mark: value }),
        }),
      );
    expect((await mark(zurich.id, 'arrived')).status).toBe(404);
    expect((await mark(bern.id, 'sideways')).status).toBe(400);
    const marked = await mark(bern.id, 'arrived');
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ changed: true, locationSlug: 'bern' });
    expect(await (await mark(bern.id, 'no-show')).json()).toEqual({
      changed: false,
      locationSlug: 'bern',
    });
    const events = await database()
      .db.select({ event: bookingEvents.event })
      .from(bookingEvents)
      .where(eq(bookingEvents.reservationId, bern.id));
    expect(events.map((row) => row.event)).toContain('arrive');
    const zurichEvents = await database()
      .db.select({ event: bookingEvents.event })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.reservationId, zurich.id), eq(bookingEvents.event, 'arrive')));
    expect(zurichEvents).toEqual([]);
    // A cross-site form cannot mark anything.
    const crossSite = await attendance(
      request('/api/staff/attendance', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ reservationId: bern.id, mark: 'no-show' }),
      }),
    );
    expect(crossSite.status).toBe(400);
    // Nor a browser's request from another site, whatever Origin it names.
    const fromElsewhere = await attendance(
      request('/api/staff/attendance', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify({ reservationId: bern.id, mark: 'no-show' }),
      }),
    );
    expect(fromElsewhere.status).toBe(400);
    await sheetOf('bern', OPEN_DAY, cookie);
    const audit = await database().db.select().from(staffAudit);
    expect(audit.map((row) => [row.staffEmail, row.action, row.locationSlug])).toEqual(
      expect.arrayContaining([
        [BERN_STAFF, 'mark-arrived', 'bern'],
        [BERN_STAFF, 'mark-no-show', 'bern'],
        [BERN_STAFF, 'view-day-sheet', 'bern'],
      ]),
    );
    // Nobody with the app's access can rewrite or remove what was logged.
    await expect(database().db.update(staffAudit).set({ action: 'export-csv' })).rejects.toThrow();
    await expect(database().db.delete(staffAudit)).rejects.toThrow();
    expect(await database().db.select().from(staffAudit)).toHaveLength(audit.length);
  });
});

/** The calendar page's form: make or revoke Bern's address. */
const calendarAction = (cookie: string, action: 'make' | 'revoke') =>
  calendar(
    request('/api/staff/calendar', {
      method: 'POST',
      cookie,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      body: `clinic=bern&action=${action}`,
    }),
  );

describe('the clinic calendar feed', () => {
  it('answers a secret address with appointments and rooms, no names; revoked, it is gone', async () => {
    await paidBooking({ locationSlug: 'bern', timeSlotStart: at('11:00') });
    const cookie = await signedIn(BERN_STAFF);
    const make = await calendarAction(cookie, 'make');
    expect(make.status).toBe(303);
    const token = /#address=([\w-]+)$/.exec(String(make.headers.get('location')))?.[1] ?? '';
    const read = () =>
      feed(request(`/api/staff/calendar-feed/${token}`), { params: Promise.resolve({ token }) });
    const ics = await read();
    expect(ics.status).toBe(200);
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('LOCATION:');
    expect(text).not.toContain('Muster');
    // Another clinic's staff cannot make or revoke Bern's address.
    const zurich = await signedIn(ZURICH_STAFF);
    const foreign = await calendarAction(zurich, 'revoke');
    expect(foreign.status).toBe(404);
    expect((await read()).status).toBe(200);
    await calendarAction(cookie, 'revoke');
    expect((await read()).status).toBe(404);
  });
});
