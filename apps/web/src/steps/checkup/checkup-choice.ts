// Choosing a check-up as a link: where it leads and what it changes in the address, the same as the cart update of the same choice.
import type { StepSlug } from '@/booking/guards';
import type { Locale } from '@/booking/types';
import type { BookingLinkRule } from '../frame/booking-links';

/**
 * As CheckupList's choose: another check-up drops its add-ons (the partner's too) and the slot;
 * booking for one instead of two drops the slot, and for one the pair flag and the partner's add-ons.
 */
export function checkupChoiceRule(pair: boolean): BookingLinkRule {
  return {
    owns: pair ? [] : ['isPartnerBooking', 'servicesPartner'],
    clears: {
      checkup: ['services', 'servicesPartner', 'timeslot-start'],
      isPartnerBooking: ['timeslot-start'],
    },
  };
}

/** The address a check-up's choose link names on its own; the page's script adds the rest of the query. */
export function checkupChoiceHref(
  locale: Locale,
  next: StepSlug,
  checkupSlug: string,
  pair: boolean,
): string {
  const query = new URLSearchParams({ checkup: checkupSlug });
  if (pair) query.set('isPartnerBooking', 'true');
  return `/${locale}/${next}?${query}`;
}
