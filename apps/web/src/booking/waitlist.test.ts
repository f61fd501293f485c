import { validatePayload } from './validation';
import {
  decideConfirm,
  decideJoin,
  entriesToNotify,
  hasLapsed,
  isPastDay,
  normaliseWaitlistEmail,
  WAITLIST_CONFIRM_HOURS,
  WAITLIST_MAX_PER_DAY,
  WAITLIST_MAX_PER_EMAIL,
  WAITLIST_NOTIFY_COUNT,
  waitlistDayInRange,
  waitlistDayRefusal,
  waitlistJoinSchema,
  waitlistNotifyCountOf,
  waitlistUnsubscribeSchema,
} from './waitlist';

const JOIN = {
  email: ' Anna@Example.CH ',
  locale: 'de-ch',
  day: '2027-03-04',
  locationSlug: 'zurich_bellevue',
  checkupSlug: 'whole_body_scan_with_blood_test',
};

const base = {
  alreadyListed: false,
  entriesForDay: 0,
  entriesForEmail: 0,
};

describe('joining a waiting list', () => {
  it('takes a valid request, trimming the email and defaulting the selection', () => {
    const parsed = validatePayload(waitlistJoinSchema, JOIN);
    expect(parsed).toEqual({
      ok: true,
      value: {
        ...JOIN,
        email: 'Anna@Example.CH',
        services: [],
        servicesPartner: [],
        isPartnerBooking: false,
      },
    });
  });

  it.each([
    ['an address without a domain', { email: 'anna@' }, 'email'],
    ['an address whose domain reaches nobody', { email: 'anna@gmail' }, 'email'],
    ['no address', { email: '' }, 'email'],
    ['an impossible day', { day: '2027-02-30' }, 'day'],
    ['an unknown locale', { locale: 'it-ch' }, 'locale'],
    ['no clinic', { locationSlug: '' }, 'locationSlug'],
  ])('refuses %s, naming the field', (_, change, field) => {
    const parsed = validatePayload(waitlistJoinSchema, { ...JOIN, ...change });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toBe('validation-failed');
      expect(parsed.fields).toEqual([field]);
    }
  });

  it('counts one address once whatever its spelling', () => {
    expect(normaliseWaitlistEmail(' Anna@Example.CH ')).toBe('anna@example.ch');
  });

  it('waits only for a day from today to the last bookable day', () => {
    const range = { today: '2027-03-01', lastDay: '2027-08-28' };
    expect(waitlistDayInRange({ ...range, day: '2027-03-01' })).toBe(true);
    expect(waitlistDayInRange({ ...range, day: '2027-08-28' })).toBe(true);
    expect(waitlistDayInRange({ ...range, day: '2027-02-28' })).toBe(false);
    expect(waitlistDayInRange({ ...range, day: '2027-08-29' })).toBe(false);
  });

  it('waits only for a fully booked day: a day with a free start is booked instead', () => {
    expect(waitlistDayRefusal({ date: '2027-03-04', slots: [], full: true })).toBeNull();
    expect(
      waitlistDayRefusal({ date: '2027-03-04', slots: ['2027-03-04T18:30:00+01:00'] }),
    ).toEqual({ error: 'waitlist-day-open', fields: [] });
  });

  it('refuses a closed day, and one the calendar does not show, as a wrong day', () => {
    const wrongDay = { error: 'validation-failed', fields: ['day'] };
    expect(waitlistDayRefusal({ date: '2027-03-07', slots: [] })).toEqual(wrongDay);
    expect(waitlistDayRefusal(undefined)).toEqual(wrongDay);
  });

  it('adds a new address', () => {
    expect(decideJoin(base)).toEqual({ kind: 'add' });
  });

  it('answers a repeat as listed, even when the bounds are reached', () => {
    expect(
      decideJoin({
        ...base,
        alreadyListed: true,
        entriesForDay: WAITLIST_MAX_PER_DAY,
        entriesForEmail: WAITLIST_MAX_PER_EMAIL,
      }),
    ).toEqual({ kind: 'already-listed' });
  });

  it('bounds a day list and the days one address waits for', () => {
    expect(decideJoin({ ...base, entriesForDay: WAITLIST_MAX_PER_DAY - 1 })).toEqual({
      kind: 'add',
    });
    expect(decideJoin({ ...base, entriesForDay: WAITLIST_MAX_PER_DAY })).toMatchObject({
      error: 'waitlist-day-full',
    });
    expect(decideJoin({ ...base, entriesForEmail: WAITLIST_MAX_PER_EMAIL - 1 })).toEqual({
      kind: 'add',
    });
    expect(decideJoin({ ...base, entriesForEmail: WAITLIST_MAX_PER_EMAIL })).toMatchObject({
      error: 'waitlist-too-many',
    });
  });
});

describe('who a freed time is emailed to', () => {
  const at = (minute: number) => new Date(Date.UTC(2027, 2, 1, 8, minute));
  const entry = (
    id: string,
    minute: number,
    notifiedAt: Date | null = null,
    day = '2027-03-04',
  ) => ({
    id,
    day,
    createdAt: at(minute),
    notifiedAt,
    confirmedAt: at(minute + 1) as Date | null,
  });

  it('takes the first few by signup order who were not emailed yet', () => {
    const entries = [
      entry('e', 5),
      entry('a', 1, at(30)),
      entry('d', 4),
      entry('b', 2),
      entry('c', 3),
    ];
    expect(entriesToNotify(entries, { today: '2027-03-01', count: 3 }).map((e) => e.id)).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(entriesToNotify(entries, { today: '2027-03-01', count: 1 }).map((e) => e.id)).toEqual([
      'b',
    ]);
  });

  it('orders sign-ups of the same instant by id, so every server picks the same', () => {
    const entries = [entry('z', 1), entry('m', 1)];
    expect(entriesToNotify(entries, { today: '2027-03-01', count: 3 }).map((e) => e.id)).toEqual([
      'm',
      'z',
    ]);
  });

  it('emails nobody who never confirmed their address, however early they joined', () => {
    const entries = [{ ...entry('a', 1), confirmedAt: null }, entry('b', 2)];
    expect(entriesToNotify(entries, { today: '2027-03-01', count: 3 }).map((e) => e.id)).toEqual([
      'b',
    ]);
  });

  it('emails nobody for a day already past', () => {
    expect(
      entriesToNotify([entry('a', 1, null, '2027-02-28')], { today: '2027-03-01', count: 3 }),
    ).toEqual([]);
    expect(isPastDay('2027-02-28', '2027-03-01')).toBe(true);
    expect(isPastDay('2027-03-01', '2027-03-01')).toBe(false);
  });
});

describe('confirming an entry by the emailed link', () => {
  const now = new Date('2027-03-02T12:00:00Z');
  const joined = (hoursAgo: number, confirmedAt: Date | null = null) => ({
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    confirmedAt,
    day: '2027-03-04',
  });
  const decide = (entry: ReturnType<typeof joined> | null, confirmedForDay = 0) =>
    decideConfirm({ entry, confirmedForDay, today: '2027-03-02', now });

  it('confirms an entry within the hours it waits, unless the day filled meanwhile', () => {
    expect(decide(joined(1))).toBe('confirmed');
    expect(decide(joined(WAITLIST_CONFIRM_HOURS - 0.01))).toBe('confirmed');
    expect(decide(joined(1), WAITLIST_MAX_PER_DAY - 1)).toBe('confirmed');
    expect(decide(joined(1), WAITLIST_MAX_PER_DAY)).toBe('day-full');
  });

  it('refuses an unknown link, a lapsed entry and a past day alike', () => {
    expect(decide(null)).toBe('invalid');
    expect(decide(joined(WAITLIST_CONFIRM_HOURS))).toBe('invalid');
    expect(hasLapsed(joined(WAITLIST_CONFIRM_HOURS), now)).toBe(true);
    expect(hasLapsed(joined(WAITLIST_CONFIRM_HOURS - 1), now)).toBe(false);
    expect(decideConfirm({ entry: joined(1), confirmedForDay: 0, today: '2027-03-05', now })).toBe(
      'invalid',
    );
  });

  it('keeps a confirmed entry confirmed on a second click, even once the day is full', () => {
    const confirmed = joined(30, new Date(now.getTime() - 29 * 3_600_000));
    expect(hasLapsed(confirmed, now)).toBe(false);
    expect(decide(confirmed, WAITLIST_MAX_PER_DAY)).toBe('confirmed');
  });
});

describe('how many a freed time is emailed to (site settings)', () => {
  it('is three unless editors set another whole number from 1 to 20', () => {
    expect(WAITLIST_NOTIFY_COUNT).toEqual({ default: 3, min: 1, max: 20 });
    expect(waitlistNotifyCountOf(undefined)).toBe(3);
    expect(waitlistNotifyCountOf(1)).toBe(1);
    expect(waitlistNotifyCountOf(20)).toBe(20);
  });

  it('counts a value the Studio would refuse as the default, never as nobody or everybody', () => {
    for (const value of [0, 21, 2.5, '5', null]) expect(waitlistNotifyCountOf(value)).toBe(3);
  });
});

describe('unsubscribing', () => {
  it('takes a token of the shape the email carries and nothing else', () => {
    expect(validatePayload(waitlistUnsubscribeSchema, { token: 'A'.repeat(43) }).ok).toBe(true);
    expect(validatePayload(waitlistUnsubscribeSchema, { token: 'A'.repeat(42) }).ok).toBe(false);
    expect(validatePayload(waitlistUnsubscribeSchema, { token: `${'A'.repeat(42)}=` }).ok).toBe(
      false,
    );
  });
});
