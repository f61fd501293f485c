// The browser's calls behind the time slot step: the slot calendar, a last check of one start, and when a slot ends.
import { type CalendarWindow, calendarWindow } from '@/booking/horizon';
import { MAX_SLOT_DAYS, type SlotCalendar } from '@/booking/slots';
import { daysBetweenDates } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { isRecord } from '@/booking/untrusted-json';
import { requestJson } from '@/client-api/request';
import { isSlotCalendar } from '@/client-api/time-slots';

/** What the booking has chosen so far; every slot question depends on all of it. */
/** The waiting list's refusal of a day that has free times again: the step reloads its calendar. */
export const WAITLIST_DAY_OPEN = 'waitlist-day-open';

export interface SlotSelection {
  checkupSlug: string;
  locationSlug: string;
  services: readonly string[];
  servicesPartner: readonly string[];
  isPartnerBooking: boolean;
}

/**
 * The selection a cart (or an address read as the cart reads it) stands for: none without a
 * check-up and a clinic; the partner's add-ons only for a pair.
 */
export function slotSelection(parts: {
  checkupSlug: string | null;
  locationSlug: string | null;
  services: readonly string[];
  servicesPartner: readonly string[];
  isPartnerBooking: boolean;
}): SlotSelection | null {
  const { checkupSlug, locationSlug, services, servicesPartner, isPartnerBooking } = parts;
  if (checkupSlug === null || locationSlug === null) return null;
  return {
    checkupSlug,
    locationSlug,
    services,
    servicesPartner: isPartnerBooking ? servicesPartner : [],
    isPartnerBooking,
  };
}

/** The days the time slot step's calendar asks for: six weeks from the start date, cut at the horizon. */
export function stepCalendarWindow(
  startDate: string,
  today: string,
  horizonDays: number,
): CalendarWindow {
  return calendarWindow({ startDate, today, days: MAX_SLOT_DAYS, horizonDays });
}

function selectionParams(selection: SlotSelection, checkupParam: string): URLSearchParams {
  const params = new URLSearchParams({ [checkupParam]: selection.checkupSlug });
  if (selection.services.length > 0) params.set('services', selection.services.join(','));
  if (selection.isPartnerBooking) {
    params.set('partner', 'true');
    if (selection.servicesPartner.length > 0) {
      params.set('servicesPartner', selection.servicesPartner.join(','));
    }
  }
  return params;
}

/** The address of the calendar request; also the SWR key, so a changed selection refetches. */
export function timeSlotsUrl(selection: SlotSelection, startDate: string, days: number): string {
  const params = selectionParams(selection, 'checkup');
  params.set('location', selection.locationSlug);
  params.set('startDate', startDate);
  params.set('days', String(days));
  return `/api/timeslots/fetch-time-slots?${params}`;
}

/** The calendar from `startDate` to `lastDay`: at most six weeks, the most the API gives. */
export function calendarUrl(selection: SlotSelection, startDate: string, lastDay: string): string {
  const days = Math.min(MAX_SLOT_DAYS, Math.max(1, daysBetweenDates(startDate, lastDay) + 1));
  return timeSlotsUrl(selection, startDate, days);
}

/** Calendars asked for before their component was drawn, each taken by its first fetch. */
const early = new Map<string, { answer: Promise<SlotCalendar>; askedAt: number }>();

/**
 * How long an early answer may wait to be taken. Slots go quickly: an answer asked for a calendar
 * that was not drawn then is not shown when one is drawn later; that calendar asks anew.
 */
export const EARLY_ANSWER_MS = 10_000;

const isFresh = (entry: { askedAt: number } | undefined): entry is { askedAt: number } =>
  entry !== undefined && Date.now() - entry.askedAt <= EARLY_ANSWER_MS;

/**
 * Starts a calendar's request as soon as its page knows what it will ask, before the component that
 * shows it has loaded and mounted (the manage page's move, whose code arrives after the booking):
 * the first `fetchTimeSlots` of that address within `EARLY_ANSWER_MS` takes the answer instead of
 * asking again.
 */
export function prefetchTimeSlots(url: string): void {
  if (isFresh(early.get(url))) return;
  const answer = requestJson(url, isSlotCalendar);
  // A failure is the fetch's to report, if it ever comes; unobserved it would be logged as unhandled.
  answer.catch(() => undefined);
  early.set(url, { answer, askedAt: Date.now() });
}

export function fetchTimeSlots(url: string): Promise<SlotCalendar> {
  const prefetched = early.get(url);
  // Once: a later fetch (a revalidation, a reload of the calendar) asks anew.
  early.delete(url);
  if (prefetched !== undefined && isFresh(prefetched)) return prefetched.answer;
  return requestJson(url, isSlotCalendar);
}

const isOccupation = (body: unknown): body is { available: boolean } =>
  isRecord(body) && typeof body.available === 'boolean';

/** Whether a start is still free right now (someone may have taken it since the calendar loaded). */
export async function isSlotStillFree(selection: SlotSelection, start: string): Promise<boolean> {
  const params = selectionParams(selection, 'checkup');
  params.set('location', selection.locationSlug);
  params.set('timeSlotStart', start);
  const answer = await requestJson(
    `/api/timeslots/check-time-slot-occupation?${params}`,
    isOccupation,
    { cache: 'no-store' },
  );
  return answer.available;
}

export interface SlotEnd {
  timeSlotEnd: string;
  totalDuration: number;
}

const isSlotEnd = (body: unknown): body is SlotEnd =>
  isRecord(body) && typeof body.timeSlotEnd === 'string' && typeof body.totalDuration === 'number';

export function slotEndUrl(
  selection: Omit<SlotSelection, 'locationSlug'>,
  start: string,
  locale: Locale,
): string {
  const params = selectionParams({ ...selection, locationSlug: '' }, 'checkupSlug');
  params.set('timeSlotStart', start);
  params.set('locale', locale);
  return `/api/reservation/fetch-end-date?${params}`;
}

export function fetchSlotEnd(url: string): Promise<SlotEnd> {
  return requestJson(url, isSlotEnd);
}
