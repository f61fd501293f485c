// What the manage page's calendar asks for: the booking's selection at a clinic (from the server's slots query), and the six weeks it shows.

import { type MoveClinic, movableOnline } from '@/booking/move-price';
import { MAX_SLOT_DAYS } from '@/booking/slots';
import { addDaysToDate } from '@/booking/time';
import { calendarUrl, prefetchTimeSlots, type SlotSelection } from '@/steps/timeslot/api';

const slugsOf = (query: URLSearchParams, name: string) =>
  query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((slug) => slug !== '');

/** The selection a clinic's slots query stands for (server/manage/booking.ts slotsQueryOf); null without a check-up or clinic. */
export function moveSelection(slotsQuery: string): SlotSelection | null {
  const query = new URLSearchParams(slotsQuery);
  const checkupSlug = query.get('checkup');
  const locationSlug = query.get('location');
  if (!checkupSlug || !locationSlug) return null;
  const isPartnerBooking = query.get('partner') === 'true';
  return {
    checkupSlug,
    locationSlug,
    services: slugsOf(query, 'services'),
    servicesPartner: isPartnerBooking ? slugsOf(query, 'servicesPartner') : [],
    isPartnerBooking,
  };
}

/** How many days before the booking's own the calendar starts, when that day is far ahead. */
const DAYS_BEFORE = 14;

/**
 * The days the move calendar shows (YYYY-MM-DD, Zurich): six weeks, as the time slot step's, from
 * today; for a booking further ahead than that, from two weeks before its day, so its own week and
 * the ones around it are in view. The server cuts the range at the booking horizon.
 */
export function moveWindow(
  bookingDay: string,
  today: string,
): { firstDay: string; lastDay: string } {
  const lastFromToday = addDaysToDate(today, MAX_SLOT_DAYS - 1);
  const firstDay =
    bookingDay > addDaysToDate(lastFromToday, -DAYS_BEFORE)
      ? maxDay(today, addDaysToDate(bookingDay, -DAYS_BEFORE))
      : today;
  return { firstDay, lastDay: addDaysToDate(firstDay, MAX_SLOT_DAYS - 1) };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The clinic the move calendar opens on: the booking's own, listed first. */
export function homeClinic(clinics: readonly MoveClinic[]): MoveClinic | undefined {
  return clinics.find((clinic) => clinic.current) ?? clinics[0];
}

/**
 * As soon as the booking has arrived, the calendar its move will show first (its own clinic, six
 * weeks) is asked for, while the move's code is still loading: on a throttled phone the calendar's
 * request otherwise waited for that code to arrive, run and mount (issue 42).
 */
export function prefetchMoveCalendar(
  booking: { status: string; start: string; reschedule: { clinics: MoveClinic[] } | null },
  today: string,
): void {
  if (booking.status !== 'booked' || booking.reschedule === null) return;
  const home = homeClinic(booking.reschedule.clinics);
  if (home === undefined || !movableOnline(home.settlement)) return;
  const selection = moveSelection(home.slotsQuery);
  if (selection === null) return;
  const { firstDay, lastDay } = moveWindow(booking.start.slice(0, 10), today);
  prefetchTimeSlots(calendarUrl(selection, firstDay, lastDay));
}
