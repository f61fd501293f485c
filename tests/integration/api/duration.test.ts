// GET /api/reservation/fetch-duration and fetch-end-date: minutes from content, the slot's end in Zurich time.

import { resetClock, setClock } from '@/server/clock';
import { GET as fetchDuration } from '../../../apps/web/app/api/reservation/fetch-duration/route';
import { GET as fetchEndDate } from '../../../apps/web/app/api/reservation/fetch-end-date/route';
import { at, get, NOW } from '../../support/api';

const DURATION = '/api/reservation/fetch-duration';
const END_DATE = '/api/reservation/fetch-end-date';

beforeEach(() => setClock(NOW));
afterAll(() => resetClock());

describe(`GET ${DURATION}`, () => {
  it('adds the comma-joined services to the check-up', async () => {
    expect(
      await get(fetchDuration, DURATION, {
        checkupSlug: 'whole_body_scan_with_blood_test',
        services: 'dxa,mr-mammography-add-on',
      }),
    ).toEqual({ status: 200, body: { totalDuration: 90 + 65 + 30 } });
  });
  it('counts included services once and a pair by the longer stay', async () => {
    expect(
      await get(fetchDuration, DURATION, {
        checkupSlug: 'whole_body_scan_with_blood_test',
        services: 'blood_test',
        partner: 'true',
        servicesPartner: 'dxa',
      }),
    ).toEqual({ status: 200, body: { totalDuration: 155 } });
  });
  it.each([
    [{}, { error: 'invalid-request', fields: ['checkupSlug'] }],
    [{ checkupSlug: 'teleportation' }, { error: 'checkup-not-found' }],
    [{ checkupSlug: 'mammography', services: 'levitation' }, { error: 'service-not-found' }],
    [
      { checkupSlug: 'mammography', services: 'apo_e4_test' },
      { error: 'service-cannot-be-booked' },
    ],
    [{ checkupSlug: 'whole_body_scan', locale: 'de-de' }, { error: 'checkup-not-sold-in-market' }],
    [
      { checkupSlug: 'mammography', locale: 'xx-yy' },
      { error: 'invalid-request', fields: ['locale'] },
    ],
  ])('refuses %j', async (params, expected) => {
    expect(await get(fetchDuration, DURATION, params)).toEqual({ status: 400, body: expected });
  });
});

describe(`GET ${END_DATE}`, () => {
  it('answers the end in Zurich time and the duration', async () => {
    expect(
      await get(fetchEndDate, END_DATE, {
        timeSlotStart: at('10:00'),
        checkupSlug: 'whole_body_scan_with_blood_test',
        services: 'dxa',
      }),
    ).toEqual({
      status: 200,
      body: { timeSlotEnd: '2027-03-04T12:35:00+01:00', totalDuration: 155 },
    });
  });
  it('gets the end right across the change to summer time', async () => {
    const { body } = await get(fetchEndDate, END_DATE, {
      timeSlotStart: '2027-03-28T01:30:00+01:00',
      checkupSlug: 'mammography',
    });
    expect(body).toEqual({ timeSlotEnd: '2027-03-28T03:30:00+02:00', totalDuration: 60 });
  });
  it.each([
    [{ checkupSlug: 'mammography' }, { error: 'invalid-request', fields: ['timeSlotStart'] }],
    [
      { checkupSlug: 'mammography', timeSlotStart: 'tomorrow' },
      { error: 'invalid-request', fields: ['timeSlotStart'] },
    ],
    [
      { checkupSlug: 'mammography', timeSlotStart: at('10:00', '2027-02-01') },
      { error: 'timeslot-invalid' },
    ],
    [{ checkupSlug: 'unknown', timeSlotStart: at('10:00') }, { error: 'checkup-not-found' }],
  ])('refuses %j', async (params, expected) => {
    expect(await get(fetchEndDate, END_DATE, params)).toEqual({ status: 400, body: expected });
  });
});
