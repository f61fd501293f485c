// The share of a clinic-day unpaid reservations may hold: counted in room time paid bookings leave free, checked before each new hold.
import { zurichBellevue } from './test-fixtures';
import { zurichWallTimeToInstant } from './time';
import {
  clinicDayCapacityMinutes,
  type DayHold,
  UNPAID_HOLD_SHARE,
  unpaidHoldAllowed,
  unpaidHoldShareOf,
} from './unpaid-share';

/** A Thursday: Zurich Bellevue is open 08:00 to 18:00 with two rooms, 1200 room-minutes. */
const DAY = '2027-03-04';

function hold(from: string, to: string, paid: boolean, date = DAY): DayHold {
  return {
    start: zurichWallTimeToInstant(date, from),
    end: zurichWallTimeToInstant(date, to),
    paid,
  };
}

/** `count` holds of one hour each, from 08:00 on, alternating rooms' worth of time. */
function hours(count: number, paid: boolean): DayHold[] {
  return Array.from({ length: count }, (_, index) => {
    const start = 8 + (index % 10);
    const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
    return hold(pad(start), pad(start + 1), paid);
  });
}

const allowed = (holds: DayHold[], share = 0.5) =>
  unpaidHoldAllowed({ location: zurichBellevue, date: DAY, holds, share });

describe("a clinic-day's room time", () => {
  it('is every room for every open minute, none on a closed day', () => {
    expect(clinicDayCapacityMinutes(zurichBellevue, DAY)).toBe(1200);
    // Saturday 09:00 to 14:00.
    expect(clinicDayCapacityMinutes(zurichBellevue, '2027-03-06')).toBe(600);
    expect(clinicDayCapacityMinutes(zurichBellevue, '2027-03-07')).toBe(0);
  });

  it('counts overlapping opening windows once', () => {
    const twice = {
      ...zurichBellevue,
      openingHours: [
        { weekday: 'thursday' as const, open: '08:00', close: '12:00' },
        { weekday: 'thursday' as const, open: '10:00', close: '14:00' },
      ],
    };
    expect(clinicDayCapacityMinutes(twice, DAY)).toBe(2 * 6 * 60);
  });
});

describe('unpaid holds on a clinic-day', () => {
  it('may hold up to half the free room time, then the next reservation waits', () => {
    // 20 room-hours; half is 10.
    expect(allowed(hours(9, false))).toBe(true);
    expect(allowed(hours(10, false))).toBe(false);
  });

  it('count against what paid bookings leave free, so a fuller day admits fewer unpaid holds', () => {
    const paid = hours(12, true);
    // 8 room-hours free: 4 may be unpaid.
    expect(allowed([...paid, ...hours(3, false)])).toBe(true);
    expect(allowed([...paid, ...hours(4, false)])).toBe(false);
  });

  it('never refuse the first unpaid reservation, even for the last free rooms', () => {
    expect(allowed(hours(19, true))).toBe(true);
    expect(allowed([])).toBe(true);
  });

  it('leave a full or closed day to the room claim', () => {
    expect(allowed(hours(20, true))).toBe(true);
    expect(
      unpaidHoldAllowed({ location: zurichBellevue, date: '2027-03-07', holds: [], share: 0.5 }),
    ).toBe(true);
  });

  it('count only their minutes on that day', () => {
    const overnight = hold('20:00', '23:59', false, '2027-03-03');
    expect(allowed([...hours(9, false), overnight])).toBe(true);
  });

  it('follow the configured share', () => {
    expect(allowed(hours(5, false), 0.25)).toBe(false);
    expect(allowed(hours(19, false), 1)).toBe(true);
  });
});

describe('the site setting', () => {
  it('is a share within its bounds, else a half', () => {
    expect(unpaidHoldShareOf(0.3)).toBe(0.3);
    expect(unpaidHoldShareOf(1)).toBe(1);
    for (const value of [undefined, null, 0, 0.05, 1.5, Number.NaN, '0.5']) {
      expect(unpaidHoldShareOf(value)).toBe(UNPAID_HOLD_SHARE.default);
    }
  });
});
