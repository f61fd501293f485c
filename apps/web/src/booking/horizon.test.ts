// The booking horizon: nothing is offered or booked after today (Zurich) plus the site settings' days.
import { BOOKING_HORIZON_DAYS } from '../../../../schemas/constants';
import { BookingError } from './errors';
import {
  bookingHorizonDaysOf,
  calendarWindow,
  DEFAULT_BOOKING_HORIZON_DAYS,
  daysWithinHorizon,
  isBeyondHorizon,
  lastBookableDate,
  MAX_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_HORIZON_DAYS,
  refuseBeyondHorizon,
} from './horizon';
import { claimRooms } from './slot-claim';
import { assignRooms, availableSlots } from './slots';
import { zurichBellevue } from './test-fixtures';

// Tuesday 1 December 2026, 23:30 in Zurich: already 2 December in Tokyo, still 1 December in New York.
const NOW = new Date('2026-12-01T23:30:00+01:00');

const request = {
  location: zurichBellevue,
  durationMinutes: [90] as const,
  persons: 1 as const,
  now: NOW,
  holds: [],
  horizonDays: 10,
};

describe('the booking horizon setting', () => {
  it('is the editors’ whole number of days, or 180 when missing or out of bounds', () => {
    expect(bookingHorizonDaysOf(30)).toBe(30);
    expect(bookingHorizonDaysOf(1)).toBe(1);
    expect(bookingHorizonDaysOf(730)).toBe(730);
    for (const value of [undefined, null, 0, -5, 731, 1.5, '30', Number.NaN]) {
      expect(bookingHorizonDaysOf(value)).toBe(DEFAULT_BOOKING_HORIZON_DAYS);
    }
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(180);
  });

  it('has the default and bounds the Studio enforces', () => {
    expect(BOOKING_HORIZON_DAYS).toEqual({
      default: DEFAULT_BOOKING_HORIZON_DAYS,
      min: MIN_BOOKING_HORIZON_DAYS,
      max: MAX_BOOKING_HORIZON_DAYS,
    });
  });
});

describe('the last bookable day', () => {
  it('is today in Zurich plus the horizon', () => {
    expect(lastBookableDate('2026-12-01', 10)).toBe('2026-12-11');
    expect(lastBookableDate('2026-12-01', 180)).toBe('2027-05-30');
  });

  it('takes its whole day in Zurich time, up to midnight', () => {
    expect(isBeyondHorizon(new Date('2026-12-11T23:59:00+01:00'), NOW, 10)).toBe(false);
    expect(isBeyondHorizon(new Date('2026-12-12T00:00:00+01:00'), NOW, 10)).toBe(true);
    // 23:30 UTC on the last day is already the next day in Zurich.
    expect(isBeyondHorizon(new Date('2026-12-11T23:30:00Z'), NOW, 10)).toBe(true);
  });

  it('treats far dates and a date that is no instant as beyond it', () => {
    expect(isBeyondHorizon(new Date('9999-12-31T10:00:00+01:00'), NOW, 730)).toBe(true);
    expect(isBeyondHorizon(new Date(8.64e15), NOW, 730)).toBe(true);
    expect(isBeyondHorizon(new Date('nonsense'), NOW, 730)).toBe(true);
  });

  it('refuses a start past it with timeslot-beyond-horizon, and lets one within it pass', () => {
    expect(() => refuseBeyondHorizon(new Date('9999-12-31T23:45:00+01:00'), NOW, 730)).toThrow(
      new BookingError('timeslot-beyond-horizon'),
    );
    expect(() => refuseBeyondHorizon(new Date('2026-12-11T10:00:00+01:00'), NOW, 10)).not.toThrow();
  });
});

describe('the slot calendar at the horizon', () => {
  it('cuts a range crossing the last bookable day after that day, which still has its slots', () => {
    const calendar = availableSlots({ ...request, startDate: '2026-12-09', days: 42 });
    expect(calendar.days.map((day) => day.date)).toEqual([
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
    expect(calendar.days[2]?.slots.length).toBeGreaterThan(0);
  });

  it('refuses a start date after the last bookable day', () => {
    for (const startDate of ['2026-12-12', '9999-12-31']) {
      expect(() => availableSlots({ ...request, startDate, days: 1 })).toThrow(
        new BookingError('timeslot-beyond-horizon', ['startDate']),
      );
    }
    expect(() =>
      daysWithinHorizon({ startDate: '2026-12-12', days: 1, now: NOW, horizonDays: 10 }),
    ).toThrow(BookingError);
  });

  it('offers no start after it and refuses to book one as beyond the horizon', () => {
    const lastDay = new Date('2026-12-11T10:00:00+01:00');
    const dayAfter = new Date('2026-12-14T10:00:00+01:00');
    expect(assignRooms({ ...request, start: lastDay })).not.toBeNull();
    expect(assignRooms({ ...request, start: dayAfter })).toBeNull();
    expect(claimRooms({ ...request, start: dayAfter })).toEqual({
      ok: false,
      error: 'timeslot-beyond-horizon',
    });
    expect(claimRooms({ ...request, start: dayAfter, horizonDays: 30 }).ok).toBe(true);
  });
});

describe('the time slot step’s calendar window', () => {
  const today = '2026-12-01';

  it('shows six weeks while the horizon is further away', () => {
    expect(calendarWindow({ startDate: today, today, days: 42, horizonDays: 180 })).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2027-01-11',
      days: 42,
    });
  });

  it('ends on the last bookable day when the horizon is nearer', () => {
    expect(calendarWindow({ startDate: '2026-12-05', today, days: 42, horizonDays: 10 })).toEqual({
      firstDay: '2026-12-05',
      lastDay: '2026-12-11',
      days: 7,
    });
  });

  it('starts at today when the address asks for a day past the horizon', () => {
    expect(calendarWindow({ startDate: '2099-01-01', today, days: 42, horizonDays: 10 })).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2026-12-11',
      days: 11,
    });
  });
});
