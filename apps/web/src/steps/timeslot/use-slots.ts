'use client';
// SWR reads of the time slot step: the 42-day slot calendar of a selection, and when a chosen slot ends.
import useSWR from 'swr';
import { MAX_SLOT_DAYS } from '@/booking/slots';
import type { Locale } from '@/booking/types';
import { fetchSlotEnd, fetchTimeSlots, type SlotSelection, slotEndUrl, timeSlotsUrl } from './api';

/** The calendar always asks for the most the API gives: six weeks from the start date. */
export const CALENDAR_DAYS = MAX_SLOT_DAYS;

export function useTimeSlots(selection: SlotSelection | null, startDate: string) {
  const key = selection === null ? null : timeSlotsUrl(selection, startDate, CALENDAR_DAYS);
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
