// PostgreSQL frozen or stopped (issue 37): requests answer 503 service-unavailable with Retry-After within their deadline, and nothing they began is committed afterwards.
import { Client } from 'pg';
import { resetClock, setClock } from '@/server/clock';
import { closeDatabase } from '@/server/db/client';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as timeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { POST as join } from '../../../apps/web/app/api/waitlist/join/route';
import { at, bookingPayload, NOW, OPEN_DAYS } from '../../support/api';
import { OPEN_TIMEOUT_MS, openTestDatabase, type TestDatabase } from '../../support/db';
import { type FreezableProxy, startFreezableProxy } from '../../support/freezable-proxy';

/** Short, so the test is quick; the default (15 s) behaves alike. */
const DEADLINE_MS = 1500;
/** What a loaded 2-core CI machine may add between the deadline and the answer: a bound, not a benchmark. */
const MARGIN_MS = 1000;

const onPostgres = process.env.DATABASE_URL?.trim() ? describe : describe.skip;

let client = 0;
/** Each request its own visitor: the per-client limits stay out of the way. */
function from(): Record<string, string> {
  client += 1;
  return { 'x-forwarded-for': `198.51.100.${client}` };
}

interface Timed {
  status: number;
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

async function timed(call: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await call();
  const ms = performance.now() - started;
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? null : JSON.parse(text),
    retryAfter: response.headers.get('retry-after'),
    ms,
  };
}

function postTo(handler: (request: Request) => Promise<Response>, path: string, body: unknown) {
  return () =>
    handler(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from() },
        body: JSON.stringify(body),
      }),
    );
}

function booking(day: string, time = '10:00') {
  return postTo(
    create,
    '/api/reservation/create',
    bookingPayload({ timeSlotStart: at(time, day) }),
  );
}

const UNAVAILABLE = { status: 503, body: { error: 'service-unavailable' }, retryAfter: '5' };

onPostgres('PostgreSQL frozen or stopped', () => {
  let database: TestDatabase;
  let proxy: FreezableProxy;
  /** Straight to PostgreSQL, past the proxy: what is really committed. */
  let direct: Client;
  const saved = { deadline: process.env.NOVA_REQUEST_DEADLINE_MS };

  const count = async (table: 'reservations' | 'room_holds') =>
    Number((await direct.query(`select count(*) as n from ${table}`)).rows[0].n);

  /** Nova's sessions still inside a transaction (rolled back once PostgreSQL reads the close). */
  const openTransactions = async () =>
    Number(
      (
        await direct.query(
          "select count(*) as n from pg_stat_activity where application_name = 'nova' and xact_start is not null and pid <> pg_backend_pid()",
        )
      ).rows[0].n,
    );

  async function until(check: () => Promise<boolean>, what: string, limitMs = 10_000) {
    const end = Date.now() + limitMs;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  beforeAll(async () => {
    setClock(NOW);
    database = await openTestDatabase();
    const url = new URL(process.env.DATABASE_URL ?? '');
    direct = new Client({ connectionString: url.toString() });
    await direct.connect();
    // The app reopens its database through the proxy.
    await closeDatabase();
    proxy = await startFreezableProxy({
      targetHost: url.hostname,
      targetPort: Number(url.port || 5432),
    });
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    process.env.DATABASE_URL = proxied.toString();
    process.env.NOVA_REQUEST_DEADLINE_MS = String(DEADLINE_MS);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    if (saved.deadline === undefined) delete process.env.NOVA_REQUEST_DEADLINE_MS;
    else process.env.NOVA_REQUEST_DEADLINE_MS = saved.deadline;
    resetClock();
    proxy?.thaw();
    await closeDatabase();
    await proxy?.close();
    await direct?.end();
    await database?.close();
  });

  it('answers 503 within the deadline while frozen, creates nothing, and books again after thaw', async () => {
    // Warm: the pool holds a connection through the proxy, content is loaded.
    expect((await timed(booking(OPEN_DAYS[0] ?? ''))).status).toBe(201);
    const before = { reservations: await count('reservations'), holds: await count('room_holds') };

    proxy.freeze();
    const answers = await Promise.all(OPEN_DAYS.slice(1, 5).map((day) => timed(booking(day))));
    for (const answer of answers) {
      expect(answer).toMatchObject(UNAVAILABLE);
      expect(answer.ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    }
    proxy.thaw();

    await until(async () => (await openTransactions()) === 0, 'no open transaction');
    expect({ reservations: await count('reservations'), holds: await count('room_holds') }).toEqual(
      before,
    );
    expect((await timed(booking(OPEN_DAYS[5] ?? ''))).status).toBe(201);
  });

  it('never commits a booking whose transaction was under way when the database froze', async () => {
    const before = { reservations: await count('reservations'), holds: await count('room_holds') };
    // Inserting a room hold waits on this lock: each booking's transaction is begun and stuck
    // half-way (its reservation row written) when the database freezes.
    await direct.query('begin');
    await direct.query('lock table room_holds in share mode');
    const pending = ['09:00', '11:00', '13:00'].map((time) =>
      timed(booking(OPEN_DAYS[6] ?? '', time)),
    );
    await until(
      async () =>
        Number(
          (
            await direct.query(
              "select count(*) as n from pg_stat_activity where application_name = 'nova' and wait_event_type = 'Lock'",
            )
          ).rows[0].n,
        ) === pending.length,
      'every booking waiting on the lock',
      DEADLINE_MS,
    );
    proxy.freeze();
    // PostgreSQL goes on: the inserts succeed, but their answers (and so any COMMIT) are stuck.
    await direct.query('commit');
    const answers = await Promise.all(pending);
    for (const answer of answers) {
      expect(answer).toMatchObject(UNAVAILABLE);
      expect(answer.ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    }
    // Long enough for a client that had not given up to send its COMMIT on thaw.
    await new Promise((resolve) => setTimeout(resolve, 500));
    proxy.thaw();

    await until(async () => (await openTransactions()) === 0, 'no open transaction');
    expect({ reservations: await count('reservations'), holds: await count('room_holds') }).toEqual(
      before,
    );
    expect((await timed(booking(OPEN_DAYS[7] ?? ''))).status).toBe(201);
  });

  it('answers 503 service-unavailable with Retry-After on every route while PostgreSQL refuses connections', async () => {
    await proxy.close();
    const calls: Record<string, () => Promise<Response>> = {
      create: booking(OPEN_DAYS[3] ?? '', '14:00'),
      timeslots: () =>
        timeSlots(
          new Request(
            `http://localhost/api/timeslots/fetch-time-slots?location=zurich_bellevue&checkup=whole_body_scan_with_blood_test&startDate=${OPEN_DAYS[2]}&days=1`,
            { headers: from() },
          ),
        ),
      lead: postTo(lead, '/api/lead', { email: 'anna@example.ch', locale: 'de-ch' }),
      waitlist: postTo(join, '/api/waitlist/join', {
        email: 'anna@example.ch',
        locale: 'en-ch',
        day: OPEN_DAYS[1],
        locationSlug: 'zurich_bellevue',
        checkupSlug: 'whole_body_scan_with_blood_test',
      }),
    };
    for (const [route, call] of Object.entries(calls)) {
      const answer = await timed(call);
      expect({ route, ...answer, ms: undefined }).toMatchObject({ route, ...UNAVAILABLE });
      expect(answer.ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    }
  });
});
