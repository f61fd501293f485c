// The manage page's calendar asks for the booking's own selection, and shows six weeks that hold the booking's day.
import type { MoveClinic } from '@/booking/move-price';
import { mockFetch } from '@/client/test-support/mock-fetch';
import { calendarUrl, fetchTimeSlots } from '@/steps/timeslot/api';
import { moveSelection, moveWindow, prefetchMoveCalendar } from './move-window';

describe('the move calendar’s question', () => {
  it('reads the booking’s selection at a clinic from the server’s slots query', () => {
    expect(
      moveSelection(
        'location=bern&checkup=whole_body_scan&services=dxa&services=ecg&partner=true&servicesPartner=dxa',
      ),
    ).toEqual({
      checkupSlug: 'whole_body_scan',
      locationSlug: 'bern',
      services: ['dxa', 'ecg'],
      servicesPartner: ['dxa'],
      isPartnerBooking: true,
    });
    expect(moveSelection('location=bern&checkup=heart&servicesPartner=dxa')).toEqual({
      checkupSlug: 'heart',
      locationSlug: 'bern',
      services: [],
      servicesPartner: [],
      isPartnerBooking: false,
    });
    expect(moveSelection('location=bern')).toBeNull();
  });

  it('shows six weeks from today, or around a booking further ahead', () => {
    expect(moveWindow('2027-03-10', '2027-03-01')).toEqual({
      firstDay: '2027-03-01',
      lastDay: '2027-04-11',
    });
    // Four months ahead: from two weeks before the booking's day.
    expect(moveWindow('2027-07-01', '2027-03-01')).toEqual({
      firstDay: '2027-06-17',
      lastDay: '2027-07-28',
    });
    // Near the end of the six weeks: still two weeks after it in view.
    expect(moveWindow('2027-04-05', '2027-03-01').firstDay).toBe('2027-03-22');
  });
});

describe('the move calendar asked for as the booking arrives', () => {
  const clinic = (slug: string, current: boolean, settlement: MoveClinic['settlement']) => ({
    slug,
    title: slug,
    address: '',
    current,
    slotsQuery: `location=${slug}&checkup=whole_body_scan`,
    settlement,
  });
  const booking = (clinics: MoveClinic[], status = 'booked') => ({
    status,
    start: '2027-03-10T09:00:00+01:00',
    reschedule: { clinics },
  });
  const calendar = { timezone: 'Europe/Zurich', days: [{ date: '2027-03-10', slots: [] }] };
  const SLOTS = '/api/timeslots/fetch-time-slots';

  it('asks for the own clinic’s six weeks at once, and the calendar takes that answer', async () => {
    const api = mockFetch({ [SLOTS]: () => ({ body: calendar }) });
    prefetchMoveCalendar(
      booking([clinic('basel', false, { kind: 'same' }), clinic('bern', true, { kind: 'same' })]),
      '2027-03-01',
    );
    const [asked] = api.callsTo(SLOTS);
    expect(asked?.url.searchParams.get('location')).toBe('bern');
    expect(asked?.url.searchParams.get('startDate')).toBe('2027-03-01');
    expect(asked?.url.searchParams.get('days')).toBe('42');
    const url = calendarUrl(
      {
        checkupSlug: 'whole_body_scan',
        locationSlug: 'bern',
        services: [],
        servicesPartner: [],
        isPartnerBooking: false,
      },
      '2027-03-01',
      '2027-04-11',
    );
    expect(await fetchTimeSlots(url)).toEqual(calendar);
    expect(api.callsTo(SLOTS)).toHaveLength(1);
    // Taken once: the calendar's next look (a revalidation) asks the server again.
    await fetchTimeSlots(url);
    expect(api.callsTo(SLOTS)).toHaveLength(2);
  });

  it('asks for nothing when the booking cannot move online', () => {
    const api = mockFetch({ [SLOTS]: () => ({ body: calendar }) });
    prefetchMoveCalendar(
      booking([clinic('bern', true, { kind: 'not-online', difference: 10000 })]),
      '2027-03-01',
    );
    prefetchMoveCalendar(
      booking([clinic('bern', true, { kind: 'same' })], 'cancelled'),
      '2027-03-01',
    );
    expect(api.callsTo(SLOTS)).toHaveLength(0);
  });
});
