/** @jest-environment jsdom */
// A calendar asked for early (the manage page's move): taken once by the calendar's first fetch, and only while fresh.
import { mockFetch } from '@/client/test-support/mock-fetch';
import { calendarUrl, EARLY_ANSWER_MS, fetchTimeSlots, prefetchTimeSlots } from './api';

const SLOTS = '/api/timeslots/fetch-time-slots';
const selection = {
  checkupSlug: 'whole_body_scan',
  locationSlug: 'zurich_bellevue',
  services: [],
  servicesPartner: [],
  isPartnerBooking: false,
};
const calendar = (slot: string) => ({
  timezone: 'Europe/Zurich',
  days: [{ date: '2027-03-10', slots: [slot] }],
});

describe('calendars asked for early', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are taken once by the first fetch of the same address, which asks nothing more', async () => {
    let answers = 0;
    const api = mockFetch({
      [SLOTS]: () => {
        answers += 1;
        return { body: calendar(`2027-03-10T0${answers}:00:00+01:00`) };
      },
    });
    const url = calendarUrl(selection, '2027-03-01', '2027-04-11');
    prefetchTimeSlots(url);
    prefetchTimeSlots(url);
    expect(api.callsTo(SLOTS)).toHaveLength(1);
    expect((await fetchTimeSlots(url)).days[0]?.slots).toEqual(['2027-03-10T01:00:00+01:00']);
    expect(api.callsTo(SLOTS)).toHaveLength(1);
    // The next look (a revalidation) asks the server again.
    expect((await fetchTimeSlots(url)).days[0]?.slots).toEqual(['2027-03-10T02:00:00+01:00']);
  });

  it('are not shown once older than the wait allowed: the calendar asks anew', async () => {
    const asked = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(asked);
    let answers = 0;
    const api = mockFetch({
      [SLOTS]: () => {
        answers += 1;
        return { body: calendar(`2027-03-10T0${answers}:00:00+01:00`) };
      },
    });
    const url = calendarUrl(selection, '2027-03-02', '2027-04-12');
    prefetchTimeSlots(url);
    now.mockReturnValue(asked + EARLY_ANSWER_MS + 1);
    expect((await fetchTimeSlots(url)).days[0]?.slots).toEqual(['2027-03-10T02:00:00+01:00']);
    expect(api.callsTo(SLOTS)).toHaveLength(2);
  });
});
