// The calendar a cold load's address names, asked for while the page hydrates rather than after the cart has arrived (issue 42).
import type { KnownSlugs } from '../cart/cart';
import { readQuery } from '../cart/cart-query';
import { calendarUrl, prefetchTimeSlots, slotSelection, stepCalendarWindow } from './api';

/**
 * The address of the calendar the step will ask for once the cart has arrived, read from the page's
 * address alone: its check-up, clinic, add-ons, pair and start date, as the cart reads them. Null
 * when the address names no check-up or clinic (the cart then comes from the session alone, or the
 * guard sends the visitor back). It is a guess: where the session or the market's offer changes the
 * cart on arrival, the step asks for its own calendar and this answer goes unused.
 */
export function addressCalendarUrl(input: {
  search: string;
  known: KnownSlugs;
  /** Today in Zurich, the browser's day (as the cart's arrival takes it). */
  today: string;
  horizonDays: number;
}): string | null {
  const query = readQuery(input.search, input.known, input.today);
  const selection = slotSelection({
    checkupSlug: query.checkupSlug,
    locationSlug: query.locationSlug,
    services: query.serviceSlugs,
    servicesPartner: query.partnerServiceSlugs,
    isPartnerBooking: query.isPartnerBooking,
  });
  if (selection === null) return null;
  const calendar = stepCalendarWindow(query.startDate, input.today, input.horizonDays);
  return calendarUrl(selection, calendar.firstDay, calendar.lastDay);
}

/**
 * On a cold load the calendar's request waited for hydration, the cart's arrival chunk and the
 * cart's re-render; on a throttled phone it was sent 2.7 s after navigation, the step's last wait.
 * Asked for from the address as the step first renders in the browser, its answer is taken by the
 * calendar's first fetch of the same address (`prefetchTimeSlots`).
 */
export function prefetchAddressCalendar(input: {
  search: string;
  known: KnownSlugs;
  today: string;
  horizonDays: number;
}): void {
  const url = addressCalendarUrl(input);
  if (url !== null) prefetchTimeSlots(url);
}
