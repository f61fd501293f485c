// Choosing a clinic as a native form: what it changes in the address, the same as the cart update of the same choice.
import type { BookingLinkRule } from '../frame/booking-links';

/** As LocationStep's select: another clinic drops the slot chosen at the old one. */
export const LOCATION_CHOICE_RULE: BookingLinkRule = { clears: { location: ['timeslot-start'] } };
