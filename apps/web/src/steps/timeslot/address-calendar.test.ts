// The calendar a cold load's address names: the same address the step asks for once the cart has arrived, asked for before hydration.
import { knownSlugs } from '../test-support/render';
import { addressCalendarUrl } from './address-calendar';
import { calendarUrl } from './api';

const TODAY = '2027-03-01';

describe('the calendar an address names', () => {
  it('is the address the step asks for with that selection: six weeks from today', () => {
    expect(
      addressCalendarUrl({
        search: '?checkup=whole_body_scan&services=dxa&location=zurich_bellevue',
        known: knownSlugs('ch'),
        today: TODAY,
        horizonDays: 180,
      }),
    ).toBe(
      calendarUrl(
        {
          checkupSlug: 'whole_body_scan',
          locationSlug: 'zurich_bellevue',
          services: ['dxa'],
          servicesPartner: [],
          isPartnerBooking: false,
        },
        '2027-03-01',
        '2027-04-11',
      ),
    );
  });

  it("reads a pair's add-ons only for a pair, a later start date, and cuts at the horizon", () => {
    const url = new URL(
      addressCalendarUrl({
        search:
          'checkup=whole_body_scan&servicesPartner=dxa&location=zurich_bellevue&startDate=2027-03-20&isPartnerBooking=true',
        known: knownSlugs('ch'),
        today: TODAY,
        horizonDays: 30,
      }) ?? '',
      'http://localhost',
    );
    expect(url.searchParams.get('servicesPartner')).toBe('dxa');
    expect(url.searchParams.get('startDate')).toBe('2027-03-20');
    // 31 March is the last bookable day: 12 days from the 20th.
    expect(url.searchParams.get('days')).toBe('12');
    const single = addressCalendarUrl({
      search: 'checkup=whole_body_scan&servicesPartner=dxa&location=zurich_bellevue',
      known: knownSlugs('ch'),
      today: TODAY,
      horizonDays: 180,
    });
    expect(single).not.toContain('servicesPartner');
  });

  it('is none without a check-up or a clinic the market sells', () => {
    const known = knownSlugs('ch');
    const ask = (search: string) =>
      addressCalendarUrl({ search, known, today: TODAY, horizonDays: 180 });
    expect(ask('checkup=whole_body_scan')).toBeNull();
    expect(ask('location=zurich_bellevue')).toBeNull();
    expect(ask('checkup=whole_body_scan&location=munich')).toBeNull();
  });
});
