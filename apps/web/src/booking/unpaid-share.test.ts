// The share of a clinic-day unpaid reservations may hold: counted in room time paid bookings leave free, checked before each new hold; beyond it, one unpaid reservation per client address.
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

/** The address most holds below are reserved from, and the one asking in most tests. */
const SCRIPT = '198.51.100.66';
const CUSTOMER = '203.0.113.5';

function hold(
  from: string,
  to: string,
  paid: boolean,
  date = DAY,
  clientKey: string | null = SCRIPT,
): DayHold {
  return {
    start: zurichWallTimeToInstant(date, from),
    end: zurichWallTimeToInstant(date, to),
    paid,
    clientKey,
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

const allowed = (holds: DayHold[], share = 0.5, clientKey: string | null = SCRIPT) =>
  unpaidHoldAllowed({ location: zurichBellevue, date: DAY, holds, share, clientKey });

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
  it('may hold up to half the free room time, then the next reservation from an address holding one waits', () => {
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
      unpaidHoldAllowed({
        location: zurichBellevue,
        date: '2027-03-07',
        holds: [],
        share: 0.5,
        clientKey: SCRIPT,
      }),
    ).toBe(true);
  });

  it('count only their minutes on that day', () => {
    const overnight = hold('20:00', '23:59', false, '2027-03-03');
    expect(allowed([...hours(9, false), overnight])).toBe(true);
  });

  it('beyond the share, let an address holding no unpaid reservation that day reserve one, and no more', () => {
    const scripted = hours(12, false);
    expect(allowed(scripted, 0.5, CUSTOMER)).toBe(true);
    const customers = [hold('09:00', '10:00', false, DAY, CUSTOMER)];
    expect(allowed([...scripted, ...customers], 0.5, CUSTOMER)).toBe(false);
    expect(allowed([...scripted, ...customers], 0.5, '203.0.113.6')).toBe(true);
  });

  it("beyond the share, count only an address's unpaid holds on that day, not its paid ones nor another day's", () => {
    const scripted = hours(12, false);
    const paidEarlier = hold('09:00', '10:00', true, DAY, CUSTOMER);
    const otherDay = hold('09:00', '10:00', false, '2027-03-05', CUSTOMER);
    expect(allowed([...scripted, paidEarlier, otherDay], 0.5, CUSTOMER)).toBe(true);
  });

  it('beyond the share, count the addresses nobody vouched for as one', () => {
    const scripted = [...hours(11, false), hold('17:00', '18:00', false, DAY, CUSTOMER)];
    expect(allowed(scripted, 0.5, null)).toBe(true);
    const unknown = hold('16:00', '17:00', false, DAY, null);
    expect(allowed([...scripted, unknown], 0.5, null)).toBe(false);
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
