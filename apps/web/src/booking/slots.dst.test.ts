import { MAX_BOOKING_HORIZON_DAYS } from './horizon';
import { availableSlots, isSlotAvailable } from './slots';
import { munich } from './test-fixtures';
import type { Location, RoomHold } from './types';

/** These tests are about other rules: a horizon far enough never to cut their dates. */
const WIDE_HORIZON_DAYS = MAX_BOOKING_HORIZON_DAYS;

// A night-shift Sunday (01:00-05:00) spans the clock change; the day shift (08:00-18:00) does not.
const nightAndDay: Location = {
  ...munich,
  slug: 'night_clinic',
  rooms: [{ roomId: 'night-1', name: 'MRI 1' }],
  openingHours: [
    { weekday: 'sunday', open: '01:00', close: '05:00' },
    { weekday: 'sunday', open: '08:00', close: '18:00' },
  ],
  slotStepMinutes: 30,
};
const LONG_BEFORE = new Date('2026-01-01T12:00:00+01:00');

function slotsOn(date: string, holds: RoomHold[] = []): string[] {
  const calendar = availableSlots({
    location: nightAndDay,
    durationMinutes: [30],
    persons: 1,
    startDate: date,
    days: 1,
    now: LONG_BEFORE,
    horizonDays: WIDE_HORIZON_DAYS,
    holds,
  });
  return calendar.days[0]?.slots ?? [];
}

describe('the spring clock change, Sunday 2026-03-29 (a 23-hour day)', () => {
  it('skips the missing hour: four hours on the clock are three hours of slots', () => {
    expect(slotsOn('2026-03-29').slice(0, 6)).toEqual([
      '2026-03-29T01:00:00+01:00',
      '2026-03-29T01:30:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T03:30:00+02:00',
      '2026-03-29T04:00:00+02:00',
      '2026-03-29T04:30:00+02:00',
    ]);
  });
  it('writes the day shift in summer time', () => {
    const day = slotsOn('2026-03-29').slice(6);
    expect(day[0]).toBe('2026-03-29T08:00:00+02:00');
    expect(day.at(-1)).toBe('2026-03-29T17:30:00+02:00');
    expect(day).toHaveLength(20);
  });
  it('lists the day before and after with their own offsets', () => {
    const calendar = availableSlots({
      location: {
        ...nightAndDay,
        openingHours: [
          ...nightAndDay.openingHours,
          { weekday: 'saturday', open: '08:00', close: '09:00' },
          { weekday: 'monday', open: '08:00', close: '09:00' },
        ],
      },
      durationMinutes: [30],
      persons: 1,
      startDate: '2026-03-28',
      days: 3,
      now: LONG_BEFORE,
      horizonDays: WIDE_HORIZON_DAYS,
      holds: [],
    });
    expect(calendar.days.map((day) => day.slots[0])).toEqual([
      '2026-03-28T08:00:00+01:00',
      '2026-03-29T01:00:00+01:00',
      '2026-03-30T08:00:00+02:00',
    ]);
  });
});

describe('the autumn clock change, Sunday 2026-10-25 (a 25-hour day)', () => {
  it('offers the repeated hour twice, once in summer and once in winter time', () => {
    expect(slotsOn('2026-10-25').slice(0, 10)).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T01:30:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T02:30:00+01:00',
      '2026-10-25T03:00:00+01:00',
      '2026-10-25T03:30:00+01:00',
      '2026-10-25T04:00:00+01:00',
      '2026-10-25T04:30:00+01:00',
    ]);
  });
  it('writes the day shift in winter time', () => {
    const day = slotsOn('2026-10-25').slice(10);
    expect(day[0]).toBe('2026-10-25T08:00:00+01:00');
    expect(day).toHaveLength(20);
  });
  it('tells the two 02:30s apart when checking one start', () => {
    const request = {
      location: nightAndDay,
      durationMinutes: [30] as const,
      persons: 1 as const,
      now: LONG_BEFORE,
      horizonDays: WIDE_HORIZON_DAYS,
    };
    // The room is held for one real hour: from the first 02:00 to the second 02:00.
    const holds = [
      {
        locationSlug: 'night_clinic',
        roomId: 'night-1',
        start: new Date('2026-10-25T02:00:00+02:00'),
        end: new Date('2026-10-25T02:00:00+01:00'),
      },
    ];
    expect(
      isSlotAvailable({ ...request, holds, start: new Date('2026-10-25T02:30:00+02:00') }),
    ).toBe(false);
    expect(
      isSlotAvailable({ ...request, holds, start: new Date('2026-10-25T02:30:00+01:00') }),
    ).toBe(true);
    expect(slotsOn('2026-10-25', holds).slice(0, 4)).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T01:30:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T02:30:00+01:00',
    ]);
  });
});
