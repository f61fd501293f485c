// Claiming rooms for a start: invalid versus already booked, a pair gets two rooms or none, minutes per person.
import { DEFAULT_BOOKING_HORIZON_DAYS } from './horizon';
import { claimRooms, durationsOfBooking } from './slot-claim';
import { services, wholeBodyScanWithBloodTest, zurichBellevue } from './test-fixtures';
import type { RoomHold } from './types';

const NOW = new Date('2026-11-30T09:00:00+01:00');
const START = new Date('2026-12-03T10:00:00+01:00');

function busy(roomId: string): RoomHold {
  return {
    locationSlug: zurichBellevue.slug,
    roomId,
    start: new Date('2026-12-03T09:00:00+01:00'),
    end: new Date('2026-12-03T12:00:00+01:00'),
  };
}

function claim(overrides: Partial<Parameters<typeof claimRooms>[0]> = {}) {
  return claimRooms({
    location: zurichBellevue,
    durationMinutes: [90],
    persons: 1,
    now: NOW,
    horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
    start: START,
    holds: [],
    ...overrides,
  });
}

describe('claiming rooms for a start', () => {
  it('takes the first free room for one person, for the duration', () => {
    const result = claim({ holds: [busy('zurich-mri-1')] });
    expect(result).toEqual({
      ok: true,
      holds: [
        {
          locationSlug: 'zurich_bellevue',
          roomId: 'zurich-mri-2',
          start: START,
          end: new Date('2026-12-03T11:30:00+01:00'),
        },
      ],
    });
  });
  it('takes two rooms at the same start for a pair, or none', () => {
    const pair = claim({ persons: 2, durationMinutes: [90, 120] });
    // Customer first; the longer stay was served first, so the partner got the first room.
    expect(pair.ok && pair.holds.map((hold) => [hold.roomId, hold.end.toISOString()])).toEqual([
      ['zurich-mri-2', '2026-12-03T10:30:00.000Z'],
      ['zurich-mri-1', '2026-12-03T11:00:00.000Z'],
    ]);
    expect(claim({ persons: 2, holds: [busy('zurich-mri-1')] })).toEqual({
      ok: false,
      error: 'reserve-timeslot-error-already-booked',
    });
  });
  it('calls a start blocked only by holds already booked', () => {
    expect(claim({ holds: [busy('zurich-mri-1'), busy('zurich-mri-2')] })).toEqual({
      ok: false,
      error: 'reserve-timeslot-error-already-booked',
    });
  });
  it('calls a start the location never offers invalid, whatever the holds', () => {
    const invalid = { ok: false, error: 'timeslot-invalid' };
    expect(claim({ start: new Date('2026-11-29T10:00:00+01:00') })).toEqual(invalid);
    expect(claim({ start: new Date('2026-12-01T10:00:00+01:00') })).toEqual(invalid);
    expect(claim({ start: new Date('2026-12-03T10:10:00+01:00') })).toEqual(invalid);
    expect(claim({ start: new Date('2026-12-03T17:00:00+01:00') })).toEqual(invalid);
    expect(claim({ start: new Date('2026-12-06T10:00:00+01:00') })).toEqual(invalid);
  });
});

describe('durations of a booking', () => {
  const dxa = services.filter((service) => service.slug === 'dxa');
  it('is one person with the check-up and their services', () => {
    expect(
      durationsOfBooking({
        checkup: wholeBodyScanWithBloodTest,
        services: dxa,
        servicesPartner: dxa,
        isPartnerBooking: false,
      }),
    ).toEqual({ persons: 1, perPerson: [155], totalDuration: 155 });
  });
  it('gives each person of a pair their own minutes and the slot the longer', () => {
    expect(
      durationsOfBooking({
        checkup: wholeBodyScanWithBloodTest,
        services: [],
        servicesPartner: dxa,
        isPartnerBooking: true,
      }),
    ).toEqual({ persons: 2, perPerson: [90, 155], totalDuration: 155 });
  });
});
