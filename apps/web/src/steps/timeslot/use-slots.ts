'use client';
// SWR reads of the time slot step: the slot calendar of a selection (six weeks, cut at the booking horizon), and when a chosen slot ends.
import useSWR from 'swr';
import type { Locale } from '@/booking/types';
import { calendarUrl, fetchSlotEnd, fetchTimeSlots, type SlotSelection, slotEndUrl } from './api';

/** The free starts from `startDate` to `lastDay` (at most six weeks, never past the booking horizon). */
export function useTimeSlots(selection: SlotSelection | null, startDate: string, lastDay: string) {
  const key = selection === null ? null : calendarUrl(selection, startDate, lastDay);
  // Slots go quickly: look again when the visitor comes back to the tab, never serve a stale day.
  return useSWR(key, fetchTimeSlots, { revalidateOnFocus: true, dedupingInterval: 2_000 });
}

/** When the booking ends if it starts at `start`; null start: nothing is asked. */
export function useSlotEnd(
  selection: Omit<SlotSelection, 'locationSlug'> | null,
  start: string | null,
  locale: Locale,
) {
  const key = selection === null || start === null ? null : slotEndUrl(selection, start, locale);
  return useSWR(key, fetchSlotEnd, { revalidateOnFocus: false });
}
