// The booking horizon over the API, with the editors' setting at 30 days: no slot after it, far dates are a 400, nothing after it is booked.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSeed } from '@/content/seed';
import { reservations, roomHolds } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { GET as fetchTimeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { at, bookingPayload, get, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

/** The seed as published after an editor set the horizon to 30 days: from Monday 1 March 2027, Wednesday 31 March is the last day. */
function seedWithHorizon(days: number): string {
  const seedText = readFileSync(
    join(__dirname, '..', '..', '..', 'studio', 'seed', 'nova.ndjson'),
    'utf8',
  );
  const documents = parseSeed(seedText).map((document) =>
    document._id === 'siteSettings' ? { ...document, bookingHorizonDays: days } : document,
  );
  const path = join(mkdtempSync(join(tmpdir(), 'nova-horizon-')), 'dataset.ndjson');
  writeFileSync(path, documents.map((document) => JSON.stringify(document)).join('\n'));
  return path;
}

const savedSeedPath = process.env.NOVA_SEED_PATH;
// Before any route reads content: the content source is made once per test file.
process.env.NOVA_SEED_PATH = seedWithHorizon(30);
afterAll(() => {
  if (savedSeedPath === undefined) delete process.env.NOVA_SEED_PATH;
  else process.env.NOVA_SEED_PATH = savedSeedPath;
});

const database = useTestDatabase(NOW);

const LAST_DAY = '2027-03-31';
const DAY_AFTER = '2027-04-01';
const zurich = { location: 'zurich_bellevue', checkup: 'whole_body_scan_with_blood_test' };

describe('GET /api/timeslots/fetch-time-slots at the horizon', () => {
  it('cuts a range crossing the last bookable day after that day, which keeps its slots', async () => {
    const { status, body } = await get(fetchTimeSlots, '/api/timeslots/fetch-time-slots', {
      ...zurich,
      startDate: '2027-03-26',
      days: '42',
    });
    expect(status).toBe(200);
    const days = body.days as { date: string; slots: string[] }[];
    expect(days.map((day) => day.date)).toEqual([
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
      '2027-03-30',
      LAST_DAY,
    ]);
    expect(days.at(-1)?.slots.length).toBeGreaterThan(0);
  });

  it('refuses a start date after the horizon, however far, as a 400', async () => {
    for (const startDate of [DAY_AFTER, '2099-01-01', '9999-12-31']) {
      expect(
        await get(fetchTimeSlots, '/api/timeslots/fetch-time-slots', { ...zurich, startDate }),
      ).toEqual({ status: 400, body: { error: 'timeslot-beyond-horizon', fields: ['startDate'] } });
    }
    expect(
      await get(fetchTimeSlots, '/api/timeslots/fetch-time-slots', {
        ...zurich,
        startDate: '275760-09-13',
      }),
    ).toEqual({ status: 400, body: { error: 'invalid-request', fields: ['startDate'] } });
  });
});

describe('GET /api/timeslots/check-time-slot-occupation at the horizon', () => {
  const check = (timeSlotStart: string) =>
    get(occupation, '/api/timeslots/check-time-slot-occupation', { ...zurich, timeSlotStart });

  it('checks a start on the last bookable day', async () => {
    expect(await check(at('10:00', LAST_DAY))).toEqual({ status: 200, body: { available: true } });
  });

  it('refuses a start after it, however far, as a 400', async () => {
    for (const start of [at('10:00', DAY_AFTER), '9999-12-31T10:00:00+01:00']) {
      expect(await check(start)).toEqual({
        status: 400,
        body: { error: 'timeslot-beyond-horizon', fields: ['timeSlotStart'] },
      });
    }
    for (const start of ['+275760-09-13T00:00:00.000Z', '275760-09-13T00:00:00Z']) {
      expect(await check(start)).toEqual({
        status: 400,
        body: { error: 'invalid-request', fields: ['timeSlotStart'] },
      });
    }
  });
});

describe('POST /api/reservation/create at the horizon', () => {
  it('books a start on the last bookable day', async () => {
    const answer = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ timeSlotStart: at('10:00', LAST_DAY) }),
    );
    expect(answer.status).toBe(201);
  });

  it('refuses a start after it with timeslot-beyond-horizon and stores nothing', async () => {
    // The last: its end falls in year 10000, which PostgreSQL cannot read (a 500 when queried).
    for (const timeSlotStart of [
      at('10:00', DAY_AFTER),
      '9999-12-31T10:00:00+01:00',
      '9999-12-31T23:45:00+01:00',
    ]) {
      const answer = await post(
        create,
        '/api/reservation/create',
        bookingPayload({ timeSlotStart }),
      );
      expect(answer).toEqual({ status: 400, body: { error: 'timeslot-beyond-horizon' } });
    }
    const { db } = database();
    expect(await db.select().from(reservations)).toEqual([]);
    expect(await db.select().from(roomHolds)).toEqual([]);
  });
});
