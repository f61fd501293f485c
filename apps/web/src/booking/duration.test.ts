import { bookingDuration, timeSlotEnd, totalDurationMinutes } from './duration';
import { services, wholeBodyScanWithBloodTest } from './test-fixtures';
import type { Service } from './types';

function service(slug: string): Service {
  const found = services.find((candidate) => candidate.slug === slug);
  if (found === undefined) throw new Error(`fixture has no service ${slug}`);
  return found;
}

const dxa = service('dxa');
const brainAge = service('brain_age');
const mrMammography = service('mr-mammography-add-on');
const bloodExtended = service('blood_extended');

describe('duration of a booking', () => {
  it('is the check-up’s minutes when nothing is added', () => {
    expect(totalDurationMinutes(wholeBodyScanWithBloodTest, [])).toBe(90);
  });

  it('adds each additional service’s minutes', () => {
    // 90 + dxa 65 + brain age 20
    expect(totalDurationMinutes(wholeBodyScanWithBloodTest, [dxa, brainAge])).toBe(175);
  });

  it('counts a service without a duration as 0 minutes', () => {
    expect(totalDurationMinutes(wholeBodyScanWithBloodTest, [bloodExtended])).toBe(90);
  });

  it('ends the slot the given minutes after its start', () => {
    const start = new Date('2025-06-02T08:00:00+02:00');
    expect(timeSlotEnd(start, 155).toISOString()).toBe('2025-06-02T08:35:00.000Z');
  });

  it('counts real minutes across the autumn DST change', () => {
    // 02:30 CEST + 60 minutes = 02:30 CET on the night the clocks go back.
    const start = new Date('2025-10-26T02:30:00+02:00');
    expect(timeSlotEnd(start, 60).toISOString()).toBe('2025-10-26T01:30:00.000Z');
  });

  it('refuses a negative duration', () => {
    expect(() => timeSlotEnd(new Date(0), -5)).toThrow(RangeError);
  });
});

describe('duration of a pair', () => {
  it('gives each person their own duration and spans the longer one', () => {
    const duration = bookingDuration({
      checkup: wholeBodyScanWithBloodTest,
      services: [mrMammography],
      servicesPartner: [dxa, brainAge],
    });
    expect(duration).toEqual({ customerMinutes: 120, partnerMinutes: 175, totalDuration: 175 });
  });

  it('has no partner duration for a customer booking alone', () => {
    expect(bookingDuration({ checkup: wholeBodyScanWithBloodTest, services: [dxa] })).toEqual({
      customerMinutes: 155,
      partnerMinutes: null,
      totalDuration: 155,
    });
  });

  it('holds both rooms for the check-up alone when neither adds anything', () => {
    const duration = bookingDuration({
      checkup: wholeBodyScanWithBloodTest,
      services: [],
      servicesPartner: [],
    });
    expect(duration.totalDuration).toBe(90);
    expect(duration.partnerMinutes).toBe(90);
  });
});
