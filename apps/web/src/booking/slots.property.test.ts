import fc from 'fast-check';
import { MAX_BOOKING_HORIZON_DAYS } from './horizon';
import { assignRooms, availableSlots } from './slots';
import { munich } from './test-fixtures';
import { parseInstant, weekdayOfDate, zurichDateOf, zurichWallTimeToInstant } from './time';
import { type Location, type OpeningHours, type RoomHold, WEEKDAYS } from './types';

const MINUTE = 60_000;
const LONG_BEFORE = new Date('2026-01-01T12:00:00+01:00');
/** These tests are about other rules: a horizon far enough never to cut their dates. */
const WIDE_HORIZON_DAYS = MAX_BOOKING_HORIZON_DAYS;

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

function roomIsFree(holds: RoomHold[], slug: string, roomId: string, start: number, end: number) {
  return holds.every(
    (h) =>
      h.locationSlug !== slug ||
      h.roomId !== roomId ||
      !overlaps({ start, end }, { start: h.start.getTime(), end: h.end.getTime() }),
  );
}

/** Brute force: can each person get a distinct room free for their whole stay? */
function someRoomsFit(
  location: Location,
  holds: RoomHold[],
  start: number,
  needs: number[],
): boolean {
  const rooms = location.rooms.map((room) => room.roomId);
  const tryFrom = (person: number, used: Set<string>): boolean => {
    const need = needs[person];
    if (need === undefined) return true;
    return rooms.some(
      (room) =>
        !used.has(room) &&
        roomIsFree(holds, location.slug, room, start, start + need) &&
        tryFrom(person + 1, new Set([...used, room])),
    );
  };
  return tryFrom(0, new Set());
}

// A winter week (Monday 7 to Friday 11 December 2026, always +01:00), weekdays 08:00-18:00.
const WEEK_START = Date.parse('2026-12-07T08:00:00+01:00');
const weekClinic = (rooms: number, step: number, buffer: number): Location => ({
  ...munich,
  slug: 'week_clinic',
  leadTimeDays: 0,
  rooms: Array.from({ length: rooms }, (_, i) => ({
    roomId: `room-${i + 1}`,
    name: `MRI ${i + 1}`,
  })),
  slotStepMinutes: step,
  bufferMinutes: buffer,
});

const holdArbitrary = fc
  .record({
    day: fc.integer({ min: 0, max: 4 }),
    startMinute: fc.integer({ min: -60, max: 660 }),
    lengthMinutes: fc.integer({ min: 1, max: 240 }),
    room: fc.integer({ min: 1, max: 4 }),
    elsewhere: fc.boolean(),
  })
  .map(({ day, startMinute, lengthMinutes, room, elsewhere }) => {
    const start = WEEK_START + day * 24 * 60 * MINUTE + startMinute * MINUTE;
    return {
      locationSlug: elsewhere ? 'somewhere_else' : 'week_clinic',
      roomId: `room-${room}`,
      start: new Date(start),
      end: new Date(start + lengthMinutes * MINUTE),
    };
  });

describe('slots and holds (property)', () => {
  it('never offers a start whose rooms meet a hold, and offers every start that fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(5, 10, 15, 30),
        fc.constantFrom(0, 5, 10),
        fc.constantFrom(1 as const, 2 as const),
        fc.tuple(fc.integer({ min: 10, max: 240 }), fc.integer({ min: 10, max: 240 })),
        fc.array(holdArbitrary, { maxLength: 40 }),
        (rooms, step, buffer, persons, durations, holds) => {
          const location = weekClinic(rooms, step, buffer);
          const calendar = availableSlots({
            location,
            durationMinutes: durations,
            persons,
            startDate: '2026-12-07',
            days: 5,
            now: LONG_BEFORE,
            horizonDays: WIDE_HORIZON_DAYS,
            holds,
          });
          const needs = durations.slice(0, persons).map((d) => (d + buffer) * MINUTE);
          const longest = Math.max(...needs);
          calendar.days.forEach((day, index) => {
            const offered = new Set(day.slots.map((slot) => parseInstant(slot)?.getTime()));
            const opens = WEEK_START + index * 24 * 60 * MINUTE;
            for (let t = opens; t + longest <= opens + 600 * MINUTE; t += step * MINUTE) {
              expect(offered.has(t)).toBe(someRoomsFit(location, holds, t, needs));
            }
            // assignRooms re-checks every rule, so a sample of each day's starts keeps the run short.
            const sample = day.slots.filter((_, i) => i % Math.ceil(day.slots.length / 6) === 0);
            for (const slot of sample) {
              const taken = assignRooms({
                location,
                durationMinutes: durations,
                persons,
                start: new Date(slot),
                now: LONG_BEFORE,
                horizonDays: WIDE_HORIZON_DAYS,
                holds,
              });
              expect(taken).toHaveLength(persons);
              expect(new Set(taken?.map((hold) => hold.roomId)).size).toBe(persons);
              for (const hold of taken ?? []) {
                const [start, end] = [hold.start.getTime(), hold.end.getTime()];
                expect(roomIsFree(holds, location.slug, hold.roomId, start, end)).toBe(true);
              }
            }
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});

const wallTime = fc
  .integer({ min: 0, max: 24 * 4 })
  .map(
    (quarter) =>
      `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
  );

const openingHoursArbitrary = fc
  .array(fc.record({ weekday: fc.constantFrom(...WEEKDAYS), a: wallTime, b: wallTime }), {
    minLength: 1,
    maxLength: 10,
  })
  .map((entries) =>
    entries
      .filter(({ a, b }) => a !== b)
      .map(
        ({ weekday, a, b }): OpeningHours => ({
          weekday,
          open: a < b ? a : b,
          close: a < b ? b : a,
        }),
      ),
  );

describe('slots and opening hours (property)', () => {
  it('puts every start on the step grid of an opening window of its own day, ending by closing', () => {
    fc.assert(
      fc.property(
        openingHoursArbitrary,
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 15, max: 300 }),
        // Spans both 2026 clock changes.
        fc.integer({ min: 0, max: 230 }),
        (openingHours, step, buffer, duration, dayOffset) => {
          const location: Location = {
            ...munich,
            leadTimeDays: 0,
            openingHours,
            slotStepMinutes: step,
            bufferMinutes: buffer,
          };
          const startDate = new Date(Date.UTC(2026, 2, 20 + dayOffset)).toISOString().slice(0, 10);
          const calendar = availableSlots({
            location,
            durationMinutes: [duration],
            persons: 1,
            startDate,
            days: 7,
            now: LONG_BEFORE,
            horizonDays: WIDE_HORIZON_DAYS,
            holds: [],
          });
          for (const day of calendar.days) {
            const windows = openingHours
              .filter((hours) => hours.weekday === weekdayOfDate(day.date))
              .map((hours) => ({
                opens: zurichWallTimeToInstant(day.date, hours.open).getTime(),
                closes: zurichWallTimeToInstant(day.date, hours.close).getTime(),
              }));
            for (const slot of day.slots) {
              expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
              const start = parseInstant(slot);
              expect(start).not.toBeNull();
              if (start === null) continue;
              expect(slot.slice(0, 10)).toBe(day.date);
              const t = start.getTime();
              const inWindow = windows.some(
                ({ opens, closes }) =>
                  t >= opens &&
                  (t - opens) % (step * MINUTE) === 0 &&
                  t + (duration + buffer) * MINUTE <= closes,
              );
              expect(inWindow).toBe(true);
            }
            const first = day.slots[0];
            if (first !== undefined) expect(zurichDateOf(new Date(first))).toBe(day.date);
            const instants = day.slots.map((slot) => Date.parse(slot));
            // Strictly increasing: sorted and never the same start twice.
            expect(instants.every((t, i) => i === 0 || t > (instants[i - 1] ?? t))).toBe(true);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('speed', () => {
  it('computes 42 days for four rooms on a 5-minute grid with 10,000 holds well within a second', () => {
    const location: Location = {
      ...weekClinic(4, 5, 5),
      openingHours: WEEKDAYS.map((weekday) => ({ weekday, open: '06:00', close: '22:00' })),
    };
    const holds: RoomHold[] = Array.from({ length: 10_000 }, (_, i) => {
      const start = WEEK_START + ((i * 7_919) % (42 * 24 * 60)) * MINUTE;
      return {
        locationSlug: 'week_clinic',
        roomId: `room-${(i % 4) + 1}`,
        start: new Date(start),
        end: new Date(start + 45 * MINUTE),
      };
    });
    const began = performance.now();
    const calendar = availableSlots({
      location,
      durationMinutes: [90],
      persons: 1,
      startDate: '2026-12-07',
      days: 42,
      now: LONG_BEFORE,
      horizonDays: WIDE_HORIZON_DAYS,
      holds,
    });
    expect(performance.now() - began).toBeLessThan(1000);
    expect(calendar.days).toHaveLength(42);
  });
});
