// Taking a start for a booking: the rooms it gets, or why not (never offered at all, or taken by others).

import { bookingDuration } from './duration';
import type { UserErrorId } from './errors';
import { isBeyondHorizon } from './horizon';
import { assignRooms, type Persons, type SlotStartRequest } from './slots';
import type { Checkup, RoomHold, Service } from './types';

export type SlotRefusal = Extract<
  UserErrorId,
  'timeslot-invalid' | 'timeslot-beyond-horizon' | 'reserve-timeslot-error-already-booked'
>;

export type SlotClaim = { ok: true; holds: RoomHold[] } | { ok: false; error: SlotRefusal };

/**
 * The rooms a booking at `start` takes. A start after the booking horizon is
 * `timeslot-beyond-horizon`; one the location would not offer even when empty (in the past, inside
 * the lead time, off the grid, outside opening hours, on a closure) is `timeslot-invalid`, an input
 * error; one that only other holds block is `already-booked`.
 */
export function claimRooms(request: SlotStartRequest): SlotClaim {
  if (isBeyondHorizon(request.start, request.now, request.horizonDays)) {
    return { ok: false, error: 'timeslot-beyond-horizon' };
  }
  const holds = assignRooms(request);
  if (holds !== null) return { ok: true, holds };
  const offeredWhenEmpty = assignRooms({ ...request, holds: [] }) !== null;
  return {
    ok: false,
    error: offeredWhenEmpty ? 'reserve-timeslot-error-already-booked' : 'timeslot-invalid',
  };
}

export interface BookingDurations {
  persons: Persons;
  /** Minutes per person in the room, customer first, for the slot functions. */
  perPerson: readonly [number] | readonly [number, number];
  /** The slot's length shown to the customer: the longer person's minutes. */
  totalDuration: number;
}

/**
 * Persons and minutes of a booking, alone or as a pair; each person's services lengthen only
 * their own room.
 */
export function durationsOfBooking(input: {
  checkup: Checkup;
  services: readonly Service[];
  servicesPartner: readonly Service[];
  isPartnerBooking: boolean;
}): BookingDurations {
  const duration = bookingDuration({
    checkup: input.checkup,
    services: input.services,
    servicesPartner: input.isPartnerBooking ? input.servicesPartner : null,
  });
  if (duration.partnerMinutes === null) {
    return {
      persons: 1,
      perPerson: [duration.customerMinutes],
      totalDuration: duration.totalDuration,
    };
  }
  return {
    persons: 2,
    perPerson: [duration.customerMinutes, duration.partnerMinutes],
    totalDuration: duration.totalDuration,
  };
}
