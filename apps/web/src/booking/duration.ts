// How long a booking takes: each person's minutes in the room and the interval the slot spans.
import type { Checkup, Service } from './types';

const MS_PER_MINUTE = 60_000;

/** The check-up's minutes plus each additional service's; included services are already in the check-up's figure. */
export function totalDurationMinutes(checkup: Checkup, services: readonly Service[]): number {
  return services.reduce(
    (minutes, service) => minutes + (service.durationMinutes ?? 0),
    checkup.durationMinutes,
  );
}

/** The end of an interval; plain instant arithmetic, so DST changes in between cost nothing extra. */
export function timeSlotEnd(start: Date, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`duration must be a non-negative number of minutes: ${minutes}`);
  }
  return new Date(start.getTime() + minutes * MS_PER_MINUTE);
}

export interface BookingDuration {
  customerMinutes: number;
  /** Null when the customer books alone. */
  partnerMinutes: number | null;
  /** The interval both rooms are asked for: the longer of the two persons' durations. */
  totalDuration: number;
}

/**
 * A pair books two rooms side by side from the same start; each room is held for its person's own
 * duration, and the slot must fit the longer one.
 */
export function bookingDuration(input: {
  checkup: Checkup;
  services: readonly Service[];
  /** Null (or omitted) when the customer books alone. */
  servicesPartner?: readonly Service[] | null;
}): BookingDuration {
  const customerMinutes = totalDurationMinutes(input.checkup, input.services);
  const partnerMinutes =
    input.servicesPartner == null
      ? null
      : totalDurationMinutes(input.checkup, input.servicesPartner);
  return {
    customerMinutes,
    partnerMinutes,
    totalDuration: Math.max(customerMinutes, partnerMinutes ?? 0),
  };
}
