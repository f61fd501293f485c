import { BookingError } from './errors';
import { MAX_BOOKING_HORIZON_DAYS } from './horizon';
import { assignRooms, availableSlots, isSlotAvailable } from './slots';
import { baselRheinfelden, baselZentral, frankfurt, munich, zurichBellevue } from './test-fixtures';
import type { Location, RoomHold } from './types';

const EARLY = new Date('2026-11-01T09:00:00+01:00');
/** These tests are about other rules: a horizon far enough never to cut their dates. */
const WIDE_HORIZON_DAYS = MAX_BOOKING_HORIZON_DAYS;

function slotsOn(
  location: Location,
  date: string,
  overrides: Partial<Parameters<typeof availableSlots>[0]> = {},
) {
  const calendar = availableSlots({
    location,
    durationMinutes: [90],
    persons: 1,
    startDate: date,
    days: 1,
    now: EARLY,
    horizonDays: WIDE_HORIZON_DAYS,
    holds: [],
    ...overrides,
  });
  return calendar.days[0]?.slots ?? [];
}

function hold(
  roomId: string,
  start: string,
  end: string,
  locationSlug = 'zurich_bellevue',
): RoomHold {
  return { locationSlug, roomId, start: new Date(start), end: new Date(end) };
}

describe('the step grid within opening hours', () => {
  it('offers every step from opening until the check-up still ends by closing', () => {
    const slots = slotsOn(zurichBellevue, '2026-12-01');
    expect(slots).toHaveLength(18);
    expect(slots[0]).toBe('2026-12-01T08:00:00+01:00');
    expect(slots[1]).toBe('2026-12-01T08:30:00+01:00');
    expect(slots.at(-1)).toBe('2026-12-01T16:30:00+01:00');
  });
  it('counts the buffer towards closing time', () => {
    expect(slotsOn(baselZentral, '2026-12-01').at(-1)).toBe('2026-12-01T16:15:00+01:00');
  });
  it('uses the shorter Saturday hours and offers nothing on an unlisted weekday', () => {
    expect(slotsOn(zurichBellevue, '2026-12-05')).toEqual([
      '2026-12-05T09:00:00+01:00',
      '2026-12-05T09:30:00+01:00',
      '2026-12-05T10:00:00+01:00',
      '2026-12-05T10:30:00+01:00',
      '2026-12-05T11:00:00+01:00',
      '2026-12-05T11:30:00+01:00',
      '2026-12-05T12:00:00+01:00',
      '2026-12-05T12:30:00+01:00',
    ]);
    expect(slotsOn(zurichBellevue, '2026-12-06')).toEqual([]);
  });
  it('offers nothing when the check-up is longer than the opening hours', () => {
    expect(slotsOn(zurichBellevue, '2026-12-05', { durationMinutes: [360] })).toEqual([]);
  });
  it('writes summer starts with +02:00', () => {
    expect(slotsOn(zurichBellevue, '2027-07-01')[0]).toBe('2027-07-01T08:00:00+02:00');
  });
});

describe('the calendar of days', () => {
  it('lists every requested day in order, with or without slots', () => {
    const calendar = availableSlots({
      location: zurichBellevue,
      durationMinutes: [90],
      persons: 1,
      startDate: '2026-12-04',
      days: 4,
      now: EARLY,
      horizonDays: WIDE_HORIZON_DAYS,
      holds: [],
    });
    expect(calendar.timezone).toBe('Europe/Zurich');
    expect(calendar.days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-12-04', 18],
      ['2026-12-05', 8],
      ['2026-12-06', 0],
      ['2026-12-07', 18],
    ]);
  });
  it('refuses fewer than 1 or more than 42 days and a start date that is not a day', () => {
    const request = {
      location: zurichBellevue,
      durationMinutes: [90] as const,
      persons: 1 as const,
      startDate: '2026-12-01',
      now: EARLY,
      horizonDays: WIDE_HORIZON_DAYS,
      holds: [],
    };
    expect(() => availableSlots({ ...request, days: 0 })).toThrow(BookingError);
    expect(() => availableSlots({ ...request, days: 43 })).toThrow(BookingError);
    expect(availableSlots({ ...request, days: 42 }).days).toHaveLength(42);
    expect(() => availableSlots({ ...request, days: 1, startDate: '2026-02-30' })).toThrow(
      BookingError,
    );
  });
  it('refuses a duration that is not a positive whole number of minutes', () => {
    expect(() => slotsOn(zurichBellevue, '2026-12-01', { durationMinutes: [0] })).toThrow(
      BookingError,
    );
    expect(() => slotsOn(zurichBellevue, '2026-12-01', { durationMinutes: [Number.NaN] })).toThrow(
      BookingError,
    );
  });
});

describe('days the location is closed', () => {
  it('offers nothing on a closure day, both ends included', () => {
    const closed = { ...zurichBellevue, closures: [{ from: '2026-12-01', to: '2026-12-02' }] };
    expect(slotsOn(closed, '2026-12-01')).toEqual([]);
    expect(slotsOn(closed, '2026-12-02')).toEqual([]);
    expect(slotsOn(closed, '2026-12-03')).toHaveLength(18);
  });
  it('offers nothing at a location that is coming soon or has no rooms', () => {
    expect(slotsOn({ ...zurichBellevue, isComingSoon: true }, '2026-12-01')).toEqual([]);
    expect(slotsOn({ ...zurichBellevue, rooms: [] }, '2026-12-01')).toEqual([]);
    expect(slotsOn(frankfurt, '2026-12-01')).toEqual([]);
  });
});

describe('lead time', () => {
  it('opens a day only leadTimeDays days after today in Zurich', () => {
    const now = new Date('2026-12-01T10:00:00+01:00');
    expect(slotsOn(zurichBellevue, '2026-12-02', { now })).toEqual([]);
    expect(slotsOn(zurichBellevue, '2026-12-03', { now })).toHaveLength(18);
  });
  it('counts today in Zurich, not in UTC', () => {
    // 23:30 UTC on 1 December is already 2 December in Zurich.
    const now = new Date('2026-12-01T23:30:00Z');
    expect(slotsOn(zurichBellevue, '2026-12-03', { now })).toEqual([]);
    expect(slotsOn(zurichBellevue, '2026-12-04', { now })).toHaveLength(18);
  });
  it('without a lead time, offers today from two hours after now', () => {
    const now = new Date('2026-12-01T09:10:00+01:00');
    expect(slotsOn(munich, '2026-12-01', { now })[0]).toBe('2026-12-01T11:30:00+01:00');
    const onTheDot = new Date('2026-12-01T09:30:00+01:00');
    expect(slotsOn(munich, '2026-12-01', { now: onTheDot })[0]).toBe('2026-12-01T11:30:00+01:00');
  });
  it('never offers a day in the past', () => {
    const now = new Date('2026-12-10T09:00:00+01:00');
    expect(slotsOn(munich, '2026-12-09', { now })).toEqual([]);
  });
});

describe('rooms taken by holds', () => {
  it('still offers a start while another room is free', () => {
    const holds = [hold('zurich-mri-1', '2026-12-01T10:00:00+01:00', '2026-12-01T11:30:00+01:00')];
    expect(slotsOn(zurichBellevue, '2026-12-01', { holds })).toHaveLength(18);
  });
  it('stops offering starts whose interval meets a hold in every room', () => {
    const holds = [
      hold('zurich-mri-1', '2026-12-01T10:00:00+01:00', '2026-12-01T11:30:00+01:00'),
      hold('zurich-mri-2', '2026-12-01T10:00:00+01:00', '2026-12-01T11:30:00+01:00'),
    ];
    const slots = slotsOn(zurichBellevue, '2026-12-01', { holds });
    // A hold is [start, end): 08:30 + 90 minutes ends exactly when it begins, 11:30 starts when it ends.
    expect(slots).toContain('2026-12-01T08:30:00+01:00');
    expect(slots).not.toContain('2026-12-01T09:00:00+01:00');
    expect(slots).not.toContain('2026-12-01T11:00:00+01:00');
    expect(slots).toContain('2026-12-01T11:30:00+01:00');
  });
  it('marks a day whose every room is held all day as full, and only such a day', () => {
    const allDay = ['zurich-mri-1', 'zurich-mri-2'].map((room) =>
      hold(room, '2026-12-01T08:00:00+01:00', '2026-12-01T18:00:00+01:00'),
    );
    const calendar = (holds: RoomHold[]) =>
      availableSlots({
        location: zurichBellevue,
        durationMinutes: [90],
        persons: 1,
        startDate: '2026-11-29',
        days: 3,
        now: EARLY,
        horizonDays: WIDE_HORIZON_DAYS,
        holds,
      }).days;
    const [sunday, monday, tuesday] = calendar(allDay);
    // Sunday is closed, not full; Monday has free starts; Tuesday is fully booked.
    expect(sunday).toEqual({ date: '2026-11-29', slots: [] });
    expect(monday?.full).toBeUndefined();
    expect(monday?.slots).toHaveLength(18);
    expect(tuesday).toEqual({ date: '2026-12-01', slots: [], full: true });
    expect(calendar([]).some((day) => day.full)).toBe(false);
  });
  it('ignores holds at another location', () => {
    const holds = ['zurich-mri-1', 'zurich-mri-2'].map((room) =>
      hold(room, '2026-12-01T08:00:00+01:00', '2026-12-01T18:00:00+01:00', 'bern'),
    );
    expect(slotsOn(zurichBellevue, '2026-12-01', { holds })).toHaveLength(18);
  });
  it('keeps the buffer free after the booking', () => {
    const holds = ['basel-mri-1', 'basel-mri-2'].map((room) =>
      hold(room, '2026-12-01T10:00:00+01:00', '2026-12-01T12:00:00+01:00', 'basel_zentral'),
    );
    const slots = slotsOn(baselZentral, '2026-12-01', { holds });
    expect(slots).toContain('2026-12-01T08:15:00+01:00');
    expect(slots).not.toContain('2026-12-01T08:30:00+01:00');
  });
});

describe('booking as a pair', () => {
  it('needs two free rooms at the same start', () => {
    const holds = [hold('zurich-mri-1', '2026-12-01T10:00:00+01:00', '2026-12-01T11:30:00+01:00')];
    const pair = slotsOn(zurichBellevue, '2026-12-01', {
      holds,
      persons: 2,
      durationMinutes: [90, 90],
    });
    expect(pair).toContain('2026-12-01T08:30:00+01:00');
    expect(pair).not.toContain('2026-12-01T09:00:00+01:00');
    expect(pair).toContain('2026-12-01T11:30:00+01:00');
  });
  it('offers nothing for a pair at a location with one room', () => {
    expect(
      slotsOn(baselRheinfelden, '2026-12-01', { persons: 2, durationMinutes: [90, 90] }),
    ).toEqual([]);
  });
  it('gives the longer stay the room that stays free longer', () => {
    const holds = [hold('zurich-mri-1', '2026-12-01T10:00:00+01:00', '2026-12-01T18:00:00+01:00')];
    const rooms = assignRooms({
      location: zurichBellevue,
      durationMinutes: { customer: 90, partner: 150 },
      persons: 2,
      start: new Date('2026-12-01T08:00:00+01:00'),
      now: EARLY,
      horizonDays: WIDE_HORIZON_DAYS,
      holds,
    });
    expect(rooms?.map((room) => [room.roomId, room.end.toISOString()])).toEqual([
      ['zurich-mri-1', '2026-12-01T08:30:00.000Z'],
      ['zurich-mri-2', '2026-12-01T09:30:00.000Z'],
    ]);
  });
  it('lets the partner share the customer duration when only one is given', () => {
    const rooms = assignRooms({
      location: baselZentral,
      durationMinutes: [60],
      persons: 2,
      start: new Date('2026-12-01T08:00:00+01:00'),
      now: EARLY,
      horizonDays: WIDE_HORIZON_DAYS,
      holds: [],
    });
    // Each room is held for the duration plus the 10-minute buffer.
    expect(rooms?.map((room) => [room.roomId, room.end.toISOString()])).toEqual([
      ['basel-mri-1', '2026-12-01T08:10:00.000Z'],
      ['basel-mri-2', '2026-12-01T08:10:00.000Z'],
    ]);
  });
});

describe('checking one start (check-time-slot-occupation)', () => {
  const request = {
    location: zurichBellevue,
    durationMinutes: [90] as const,
    persons: 1 as const,
    now: EARLY,
    horizonDays: WIDE_HORIZON_DAYS,
    holds: [] as RoomHold[],
  };
  it('accepts an offered start, however its offset is written', () => {
    expect(isSlotAvailable({ ...request, start: new Date('2026-12-01T08:30:00+01:00') })).toBe(
      true,
    );
    expect(isSlotAvailable({ ...request, start: new Date('2026-12-01T07:30:00Z') })).toBe(true);
  });
  it('refuses a start off the grid, after the last start, on a closed day or in the lead time', () => {
    expect(isSlotAvailable({ ...request, start: new Date('2026-12-01T08:10:00+01:00') })).toBe(
      false,
    );
    expect(isSlotAvailable({ ...request, start: new Date('2026-12-01T17:00:00+01:00') })).toBe(
      false,
    );
    expect(isSlotAvailable({ ...request, start: new Date('2026-12-06T10:00:00+01:00') })).toBe(
      false,
    );
    const now = new Date('2026-11-30T12:00:00+01:00');
    expect(isSlotAvailable({ ...request, now, start: new Date('2026-12-01T10:00:00+01:00') })).toBe(
      false,
    );
  });
  it('refuses a start whose rooms are all taken, and an invalid date', () => {
    const holds = ['zurich-mri-1', 'zurich-mri-2'].map((room) =>
      hold(room, '2026-12-01T09:00:00+01:00', '2026-12-01T09:05:00+01:00'),
    );
    expect(
      isSlotAvailable({ ...request, holds, start: new Date('2026-12-01T08:00:00+01:00') }),
    ).toBe(false);
    expect(isSlotAvailable({ ...request, start: new Date('nonsense') })).toBe(false);
  });
  it('names the room it would take', () => {
    const holds = [hold('zurich-mri-1', '2026-12-01T08:00:00+01:00', '2026-12-01T09:00:00+01:00')];
    const rooms = assignRooms({ ...request, holds, start: new Date('2026-12-01T08:00:00+01:00') });
    expect(rooms).toEqual([
      {
        locationSlug: 'zurich_bellevue',
        roomId: 'zurich-mri-2',
        start: new Date('2026-12-01T07:00:00Z'),
        end: new Date('2026-12-01T08:30:00Z'),
      },
    ]);
  });
});
