// GET /api/timeslots/fetch-time-slots: the calendar computed by the booking domain from the seed and the holds in the database.

import { gunzipSync } from 'node:zlib';
import { setClock } from '@/server/clock';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchTimeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { at, bookingPayload, get, NOW, OPEN_DAY, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const SLOTS = '/api/timeslots/fetch-time-slots';
// Each test starts from empty tables at NOW.
useTestDatabase(NOW);

const zurich = { location: 'zurich_bellevue', checkup: 'whole_body_scan_with_blood_test' };

async function slotsOf(params: Record<string, string>) {
  const { status, body } = await get(fetchTimeSlots, SLOTS, {
    ...zurich,
    startDate: OPEN_DAY,
    days: '1',
    ...params,
  });
  expect(status).toBe(200);
  const days = body.days as { date: string; slots: string[] }[];
  return days[0]?.slots ?? [];
}

describe(`GET ${SLOTS}`, () => {
  it('lists every requested day in Zurich time, closed days empty', async () => {
    const { status, body } = await get(fetchTimeSlots, SLOTS, {
      ...zurich,
      startDate: '2027-03-01',
      days: '7',
    });
    expect(status).toBe(200);
    expect(body.timezone).toBe('Europe/Zurich');
    const days = body.days as { date: string; slots: string[] }[];
    expect(days.map((day) => day.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    // Two days' lead time; Sunday closed.
    expect(days.map((day) => day.slots.length > 0)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(days[3]?.slots[0]).toBe('2027-03-04T07:00:00+01:00');
    expect(days[3]?.slots.at(-1)).toBe('2027-03-04T18:30:00+01:00');
  });

  it('defaults to today and 42 days', async () => {
    const { body } = await get(fetchTimeSlots, SLOTS, zurich);
    const days = body.days as { date: string }[];
    expect(days).toHaveLength(42);
    expect(days[0]?.date).toBe('2027-03-01');
  });

  it('drops a start once every room is held, and only that start and its overlaps', async () => {
    for (let i = 0; i < 3; i += 1) await post(create, '/api/reservation/create', bookingPayload());
    const slots = await slotsOf({});
    expect(slots).not.toContain(at('10:00'));
    expect(slots).not.toContain(at('08:45'));
    expect(slots).toContain(at('08:30'));
    expect(slots).toContain(at('11:30'));
  });

  it('counts expired holds as free', async () => {
    for (let i = 0; i < 3; i += 1) await post(create, '/api/reservation/create', bookingPayload());
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    expect(await slotsOf({})).toContain(at('10:00'));
  });

  it('needs two free rooms for a pair and fits the longer stay before closing', async () => {
    await post(create, '/api/reservation/create', bookingPayload({ locationSlug: 'bern' }));
    const bern = { location: 'bern' };
    expect(await slotsOf({ ...bern, partner: 'true' })).not.toContain(at('10:00'));
    expect(await slotsOf(bern)).toContain(at('10:00'));
    const pairWithDxa = await slotsOf({ ...bern, partner: 'true', servicesPartner: 'dxa' });
    expect(pairWithDxa.at(-1)).toBe(at('16:15'));
  });

  it('starts two hours from now where a location has no lead time in days', async () => {
    const munich = { location: 'munich', startDate: '2027-03-01' };
    expect((await slotsOf(munich))[0]).toBe('2027-03-01T11:00:00+01:00');
  });

  const refusals: [string, Record<string, string>, number, Record<string, unknown>][] = [
    [
      'no location or check-up',
      { location: '', checkup: '' },
      400,
      { error: 'invalid-request', fields: ['checkup', 'location'] },
    ],
    ['an unknown location', { location: 'atlantis' }, 400, { error: 'location-not-found' }],
    ['an unknown check-up', { checkup: 'teleportation' }, 400, { error: 'checkup-not-found' }],
    ['an unknown service', { services: 'levitation' }, 400, { error: 'service-not-found' }],
    ['a coming-soon location', { location: 'hamburg' }, 400, { error: 'location-coming-soon' }],
    [
      'a check-up the location’s market does not sell',
      { location: 'munich', checkup: 'whole_body_scan' },
      400,
      { error: 'checkup-not-sold-in-market' },
    ],
    [
      'a start date in the past',
      { startDate: '2027-02-28' },
      400,
      { error: 'invalid-request', fields: ['startDate'] },
    ],
    [
      'an impossible start date',
      { startDate: '2027-02-30' },
      400,
      { error: 'invalid-request', fields: ['startDate'] },
    ],
    ['too many days', { days: '43' }, 400, { error: 'invalid-request', fields: ['days'] }],
    [
      'days that are not a number',
      { days: 'many' },
      400,
      { error: 'invalid-request', fields: ['days'] },
    ],
    [
      'a partner flag that is not a flag',
      { partner: 'maybe' },
      400,
      { error: 'invalid-request', fields: ['partner'] },
    ],
    [
      'a slug with odd characters',
      { location: "bern'; drop table" },
      400,
      { error: 'invalid-request', fields: ['location'] },
    ],
  ];
  it.each(refusals)(
    'answers %s with a 4xx and an error id',
    async (_, params, status, expected) => {
      const answer = await get(fetchTimeSlots, SLOTS, { ...zurich, ...params });
      expect(answer).toEqual({ status, body: expected });
    },
  );
});

describe(`GET ${SLOTS} on a phone's slow line`, () => {
  const sixWeeks = () => {
    const url = new URL(`http://localhost${SLOTS}`);
    for (const [name, value] of Object.entries({ ...zurich, startDate: '2027-03-01', days: '42' }))
      url.searchParams.set(name, value);
    return url;
  };

  it('sends six weeks gzipped to a browser that takes gzip, a fraction of the bytes', async () => {
    const plain = await fetchTimeSlots(new Request(sixWeeks()));
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();

    const zipped = await fetchTimeSlots(
      new Request(sixWeeks(), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }),
    );
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    // The same calendar, in under a fifth of the bytes (38 KB against 4 KB in the seed's Zurich).
    expect(JSON.parse(gunzipSync(zippedBytes).toString('utf8'))).toEqual(
      JSON.parse(plainBytes.toString('utf8')),
    );
    expect(zippedBytes.byteLength * 5).toBeLessThan(plainBytes.byteLength);
  });

  it('sends it plain to a client that refuses gzip (q=0)', async () => {
    const answer = await fetchTimeSlots(
      new Request(sixWeeks(), { headers: { 'accept-encoding': 'gzip;q=0, identity' } }),
    );
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect((await answer.json()).days).toHaveLength(42);
  });
});
