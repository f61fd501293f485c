// Entering a step: what the address and the session name is honoured when the market sells it, and dropped with its reason otherwise.
import {
  type DroppedItem,
  marketOffer,
  NO_SESSION_SELECTION,
  type ReconcileInput,
  reconcileAddress,
  type SessionSelection,
} from './address-session';
import { catalogue } from './test-fixtures';

const TODAY = '2027-03-01';
const NOW = new Date('2027-03-01T09:00:00Z');

function enter(
  address: string,
  options: { session?: Partial<SessionSelection>; market?: 'ch' | 'de' } = {},
) {
  const input: ReconcileInput = {
    address: new URLSearchParams(address),
    session: { ...NO_SESSION_SELECTION, ...options.session },
    offer: marketOffer(catalogue, options.market ?? 'ch'),
    today: TODAY,
    now: NOW,
  };
  return reconcileAddress(input);
}

const fromAddress = (
  param: DroppedItem['param'],
  value: string,
  reason: DroppedItem['reason'],
) => ({
  param,
  value,
  reason,
  source: 'address',
});

describe('entering a step with an address', () => {
  it('honours what the market sells and drops nothing', () => {
    const { query, dropped } = enter(
      'checkup=whole_body_scan&services=dxa&location=zurich_bellevue&startDate=2027-03-05&selectedDate=2027-03-08&timeslot-start=2027-03-08T09:00:00%2B01:00',
    );
    expect(dropped).toEqual([]);
    expect(query).toMatchObject({
      checkupSlug: 'whole_body_scan',
      serviceSlugs: ['dxa'],
      locationSlug: 'zurich_bellevue',
      startDate: '2027-03-05',
      selectedDate: '2027-03-08',
      timeSlotStart: '2027-03-08T09:00:00+01:00',
    });
  });

  it('drops a check-up the market does not sell', () => {
    const { query, dropped } = enter('checkup=whole_body_scan', { market: 'de' });
    expect(query.checkupSlug).toBeNull();
    expect(dropped).toEqual([fromAddress('checkup', 'whole_body_scan', 'checkup-not-offered')]);
    expect(enter('checkup=no_such_checkup').dropped).toEqual([
      fromAddress('checkup', 'no_such_checkup', 'checkup-not-offered'),
    ]);
  });

  it('drops each add-on that cannot be booked, with its own reason, and keeps the others', () => {
    const { query, dropped } = enter(
      'checkup=mammography&services=dxa,apo_e4_test,nothing_like_it&services=lung_ct',
    );
    expect(query.serviceSlugs).toEqual(['dxa']);
    expect(dropped).toEqual([
      fromAddress('services', 'apo_e4_test', 'service-cannot-be-booked'),
      fromAddress('services', 'nothing_like_it', 'service-unknown'),
      fromAddress('services', 'lung_ct', 'service-not-available-for-checkup'),
    ]);
  });

  it('drops an add-on without a price in the market and one the check-up does not offer', () => {
    const germany = enter('checkup=whole_body_scan_with_blood_test&services=brain_age,dxa', {
      market: 'de',
    });
    expect(germany.query.serviceSlugs).toEqual(['dxa']);
    expect(germany.dropped).toEqual([
      fromAddress('services', 'brain_age', 'service-not-sold-in-market'),
    ]);
    const mammography = enter('checkup=mammography&servicesPartner=lung_ct&isPartnerBooking=true');
    expect(mammography.query.partnerServiceSlugs).toEqual([]);
    expect(mammography.dropped).toEqual([
      fromAddress('servicesPartner', 'lung_ct', 'service-not-available-for-checkup'),
    ]);
  });

  it('drops an add-on with a price in the market that no bookable clinic of it delivers', () => {
    // Munich, Germany's only bookable clinic, stops doing DXA; Frankfurt (coming soon) would.
    const offer = marketOffer(
      {
        ...catalogue,
        locations: catalogue.locations.map((location) =>
          location.slug === 'munich'
            ? { ...location, unsupportedServiceSlugs: [...location.unsupportedServiceSlugs, 'dxa'] }
            : location,
        ),
      },
      'de',
    );
    const { query, dropped } = reconcileAddress({
      address: new URLSearchParams('checkup=whole_body_scan_with_blood_test&services=dxa'),
      session: NO_SESSION_SELECTION,
      offer,
      today: TODAY,
      now: NOW,
    });
    expect(query.serviceSlugs).toEqual([]);
    expect(dropped).toEqual([fromAddress('services', 'dxa', 'service-not-sold-in-market')]);
  });

  it('checks add-ons against the session check-up when the address names none', () => {
    const { dropped } = enter('services=lung_ct', { session: { checkupSlug: 'mammography' } });
    expect(dropped).toEqual([
      fromAddress('services', 'lung_ct', 'service-not-available-for-checkup'),
    ]);
  });

  it('drops a clinic of the other market or none at all', () => {
    expect(enter('location=munich').dropped).toEqual([
      fromAddress('location', 'munich', 'location-not-in-market'),
    ]);
    expect(enter('location=atlantis').query.locationSlug).toBeNull();
  });

  it('drops past and malformed dates and times, but not today', () => {
    const { query, dropped } = enter(
      'startDate=2027-02-27&selectedDate=2027-02-30&timeslot-start=2027-03-01T08:00:00%2B01:00',
    );
    expect(query.startDate).toBe(TODAY);
    expect(query.selectedDate).toBeNull();
    expect(query.timeSlotStart).toBeNull();
    expect(dropped).toEqual([
      fromAddress('startDate', '2027-02-27', 'date-in-past'),
      fromAddress('selectedDate', '2027-02-30', 'date-malformed'),
      fromAddress('timeslot-start', '2027-03-01T08:00:00+01:00', 'time-in-past'),
    ]);
    expect(enter('timeslot-start=tomorrow-ish').dropped).toEqual([
      fromAddress('timeslot-start', 'tomorrow-ish', 'time-malformed'),
    ]);
    expect(enter(`startDate=${TODAY}`).dropped).toEqual([]);
  });
});

describe('the session beside the address', () => {
  it('lets the address win where both name a value, without reporting the replaced choice', () => {
    const { query, session, dropped } = enter('checkup=whole_body_scan&location=basel_zentral', {
      session: {
        checkupSlug: 'mammography',
        servicesSlugs: ['dxa'],
        locationSlug: 'zurich_bellevue',
      },
    });
    expect(query.checkupSlug).toBe('whole_body_scan');
    expect(query.locationSlug).toBe('basel_zentral');
    expect(session.checkupSlug).toBe('mammography');
    expect(dropped).toEqual([]);
  });

  it('drops what the session holds that this market does not sell (a switch of market)', () => {
    const { session, dropped } = enter('', {
      market: 'de',
      session: {
        checkupSlug: 'whole_body_scan_with_blood_test',
        servicesSlugs: ['dxa', 'brain_age'],
        locationSlug: 'zurich_bellevue',
        selectedDate: '2027-03-09',
        timeSlotStart: '2027-03-09T10:00:00+01:00',
      },
    });
    expect(session).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      servicesSlugs: ['dxa'],
      locationSlug: null,
      selectedDate: '2027-03-09',
      timeSlotStart: '2027-03-09T10:00:00+01:00',
    });
    expect(dropped).toEqual([
      {
        param: 'services',
        value: 'brain_age',
        reason: 'service-not-sold-in-market',
        source: 'session',
      },
      {
        param: 'location',
        value: 'zurich_bellevue',
        reason: 'location-not-in-market',
        source: 'session',
      },
    ]);
  });

  it('drops a session check-up the market does not sell, and a chosen time that has passed', () => {
    const { session, dropped } = enter('', {
      market: 'de',
      session: { checkupSlug: 'whole_body_scan', timeSlotStart: '2027-02-26T10:00:00+01:00' },
    });
    expect(session.checkupSlug).toBeNull();
    expect(session.timeSlotStart).toBeNull();
    expect(dropped.map((item) => [item.param, item.reason, item.source])).toEqual([
      ['checkup', 'checkup-not-offered', 'session'],
      ['timeslot-start', 'time-in-past', 'session'],
    ]);
  });

  it('names an item once when the address and the session both carry it', () => {
    const { dropped } = enter('location=zurich_bellevue', {
      market: 'de',
      session: { locationSlug: 'zurich_bellevue' },
    });
    expect(dropped).toEqual([fromAddress('location', 'zurich_bellevue', 'location-not-in-market')]);
  });
});
