// GET /api/timeslots/check-time-slot-occupation: whether one start is still free, from the seed and the holds in the database.
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { at, bookingPayload, get, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const OCCUPATION = '/api/timeslots/check-time-slot-occupation';
// Each test starts from empty tables at NOW.
useTestDatabase(NOW);

const zurich = { location: 'zurich_bellevue', checkup: 'whole_body_scan_with_blood_test' };

describe(`GET ${OCCUPATION}`, () => {
  const start = (timeSlotStart: string, params: Record<string, string> = {}) =>
    get(occupation, OCCUPATION, { ...zurich, timeSlotStart, ...params });

  it('says a free start is available and a fully held one is not', async () => {
    expect(await start(at('10:00'))).toEqual({ status: 200, body: { available: true } });
    for (let i = 0; i < 3; i += 1) await post(create, '/api/reservation/create', bookingPayload());
    expect(await start(at('10:00'))).toEqual({ status: 200, body: { available: false } });
    expect(await start(at('09:00'))).toEqual({ status: 200, body: { available: false } });
    expect(await start(at('11:30'))).toEqual({ status: 200, body: { available: true } });
  });

  it('asks for two rooms for a pair', async () => {
    await post(
      create,
      '/api/reservation/create',
      bookingPayload({ locationSlug: 'bern', partner: PARTNER }),
    );
    expect(await start(at('10:00'), { location: 'bern' })).toEqual({
      status: 200,
      body: { available: false },
    });
  });

  const refusals: [string, string, Record<string, string>, Record<string, unknown>][] = [
    ['a start in the past', at('10:00', '2027-02-25'), {}, { error: 'timeslot-invalid' }],
    ['a start outside opening hours', at('06:00'), {}, { error: 'timeslot-invalid' }],
    ['a start off the grid', at('10:05'), {}, { error: 'timeslot-invalid' }],
    [
      'a start without an offset',
      '2027-03-04T10:00:00',
      {},
      { error: 'invalid-request', fields: ['timeSlotStart'] },
    ],
    ['no start', '', {}, { error: 'invalid-request', fields: ['timeSlotStart'] }],
    ['an unknown location', at('10:00'), { location: 'atlantis' }, { error: 'location-not-found' }],
  ];
  it.each(refusals)(
    'answers %s with a 400 and an error id',
    async (_, timeSlotStart, params, expected) => {
      expect(await start(timeSlotStart, params)).toEqual({ status: 400, body: expected });
    },
  );
});
