'use client';
// The time slot step wired to the session cart: the selection it reads, the choice it writes, and the way on to the summary.
import { useCallback, useMemo } from 'react';
import { calendarWindow } from '@/booking/horizon';
import { richTextWords } from '@/booking/rich-text';
import type { Locale, RichText as RichTextValue } from '@/booking/types';
import { useCart } from '../cart/cart-provider';
import { useStepGuard } from '../guards/step-guard';
import type { CheckupView, ServiceView } from '../step-views';
import type { SlotEnd, SlotSelection } from './api';
import { type SlotChoice, TimeslotStep } from './timeslot-step';
import { CALENDAR_DAYS } from './use-slots';

export type TimeslotCheckup = Pick<CheckupView, 'slug' | 'includedServiceSlugs'>;
export type TimeslotService = Pick<ServiceView, 'slug' | 'timeslotInfo'>;

export interface TimeslotPageProps {
  locale: Locale;
  /** The market's check-ups: what each includes. */
  checkups: TimeslotCheckup[];
  /** The services with a time slot note, in the page language. */
  services: TimeslotService[];
  /** Site settings: the calendar shows no day after today plus this many. */
  bookingHorizonDays: number;
}

/** The services' time slot notes (included, the customer's and the partner's), in the page language, each once. */
export function timeslotNotes(input: {
  checkup: TimeslotCheckup | undefined;
  services: readonly TimeslotService[];
  chosen: readonly string[];
}): RichTextValue[] {
  const slugs = new Set([...(input.checkup?.includedServiceSlugs ?? []), ...input.chosen]);
  const notes = new Map<string, RichTextValue>();
  for (const service of input.services) {
    const note = service.timeslotInfo;
    if (!slugs.has(service.slug) || note === null) continue;
    const words = richTextWords(note);
    // Two services with the same notice (the breast check-up alone or added) show it once.
    if (words.trim() !== '' && !notes.has(words)) notes.set(words, note);
  }
  return [...notes.values()];
}

export function TimeslotPage({
  locale,
  checkups,
  services,
  bookingHorizonDays,
}: TimeslotPageProps) {
  useStepGuard('timeslot');
  const { cart, today, update, stepHref } = useCart();
  const { checkupSlug, locationSlug, servicesSlugs, servicesPartnerSlugs, isPartnerBooking } = cart;
  const selection: SlotSelection | null = useMemo(
    () =>
      checkupSlug === null || locationSlug === null
        ? null
        : {
            checkupSlug,
            locationSlug,
            services: servicesSlugs,
            servicesPartner: isPartnerBooking ? servicesPartnerSlugs : [],
            isPartnerBooking,
          },
    [checkupSlug, locationSlug, servicesSlugs, servicesPartnerSlugs, isPartnerBooking],
  );
  const notes = useMemo(
    () =>
      timeslotNotes({
        checkup: checkups.find((checkup) => checkup.slug === checkupSlug),
        services,
        chosen: isPartnerBooking ? [...servicesSlugs, ...servicesPartnerSlugs] : servicesSlugs,
      }),
    [checkups, services, checkupSlug, servicesSlugs, servicesPartnerSlugs, isPartnerBooking],
  );
  const onChange = useCallback(
    (choice: SlotChoice) =>
      update((draft) => {
        draft.selectedDate = choice.selectedDate;
        if (draft.timeSlotStart !== choice.timeSlotStart) {
          draft.timeSlotStart = choice.timeSlotStart;
          draft.timeSlotEnd = null;
          draft.totalDuration = null;
        }
      }),
    [update],
  );
  const onContinue = useCallback(
    (end: SlotEnd | null) =>
      update(
        (draft) => {
          draft.timeSlotEnd = end?.timeSlotEnd ?? null;
          draft.totalDuration = end?.totalDuration ?? null;
        },
        { goTo: 'summary' },
      ),
    [update],
  );

  const calendar = calendarWindow({
    startDate: cart.startDate ?? today,
    today,
    days: CALENDAR_DAYS,
    horizonDays: bookingHorizonDays,
  });

  // The server's guard has checked the address; the browser's guard redirects once the session is read.
  if (selection === null) return null;
  return (
    <TimeslotStep
      locale={locale}
      selection={selection}
      startDate={calendar.firstDay}
      lastDay={calendar.lastDay}
      selectedDate={cart.selectedDate}
      timeSlotStart={cart.timeSlotStart}
      notes={notes}
      onChange={onChange}
      onContinue={onContinue}
      backHref={stepHref('location')}
    />
  );
}
