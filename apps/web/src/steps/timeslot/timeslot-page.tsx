'use client';
// The time slot step wired to the session cart: the selection it reads, the choice it writes, and the way on to the summary.
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { useCart } from '../cart/cart-provider';
import { useStepGuard } from '../guards/step-guard';
import type { CheckupView } from '../step-views';
import { prefetchAddressCalendar } from './address-calendar';
import { type SlotEnd, slotSelection, stepCalendarWindow } from './api';
import { type SlotChoice, type TimeslotNote, TimeslotStep } from './timeslot-step';

export type TimeslotCheckup = Pick<CheckupView, 'slug' | 'includedServiceSlugs'>;
/** A service with a time slot notice: which of the page's drawn notices it shows. */
export interface TimeslotService {
  slug: string;
  note: string;
}

export interface TimeslotPageProps {
  locale: Locale;
  /** The market's check-ups: what each includes. */
  checkups: TimeslotCheckup[];
  /** The services with a time slot notice. */
  services: TimeslotService[];
  /** The notices drawn on the server (`timeslotNoteTexts`), by id. */
  notes: Readonly<Record<string, ReactNode>>;
  /** Site settings: the calendar shows no day after today plus this many. */
  bookingHorizonDays: number;
}

/** The notices of the services shown (included, the customer's and the partner's), each once. */
export function timeslotNotes(input: {
  checkup: TimeslotCheckup | undefined;
  services: readonly TimeslotService[];
  notes: Readonly<Record<string, ReactNode>>;
  chosen: readonly string[];
}): TimeslotNote[] {
  const slugs = new Set([...(input.checkup?.includedServiceSlugs ?? []), ...input.chosen]);
  const ids = new Set<string>();
  for (const service of input.services) {
    if (slugs.has(service.slug)) ids.add(service.note);
  }
  return [...ids].map((id) => ({ id, text: input.notes[id] }));
}

export function TimeslotPage({
  locale,
  checkups,
  services,
  notes: drawnNotes,
  bookingHorizonDays,
}: TimeslotPageProps) {
  useStepGuard('timeslot');
  const { cart, ready, known, today, update, stepHref } = useCart();
  // A cold load: the calendar the address names is asked for now, as the page hydrates, not once
  // the cart has arrived (address-calendar.ts). Once per mount; never on the server.
  const askedEarly = useRef(false);
  if (!askedEarly.current && !ready && typeof window !== 'undefined') {
    askedEarly.current = true;
    prefetchAddressCalendar({
      search: window.location.search,
      known,
      today: todayInZurich(new Date()),
      horizonDays: bookingHorizonDays,
    });
  }
  const { checkupSlug, locationSlug, servicesSlugs, servicesPartnerSlugs, isPartnerBooking } = cart;
  const selection = useMemo(
    () =>
      slotSelection({
        checkupSlug,
        locationSlug,
        services: servicesSlugs,
        servicesPartner: servicesPartnerSlugs,
        isPartnerBooking,
      }),
    [checkupSlug, locationSlug, servicesSlugs, servicesPartnerSlugs, isPartnerBooking],
  );
  const notes = useMemo(
    () =>
      timeslotNotes({
        checkup: checkups.find((checkup) => checkup.slug === checkupSlug),
        services,
        notes: drawnNotes,
        chosen: isPartnerBooking ? [...servicesSlugs, ...servicesPartnerSlugs] : servicesSlugs,
      }),
    [
      checkups,
      services,
      drawnNotes,
      checkupSlug,
      servicesSlugs,
      servicesPartnerSlugs,
      isPartnerBooking,
    ],
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

  const calendar = stepCalendarWindow(cart.startDate ?? today, today, bookingHorizonDays);

  // The server's guard has checked the address; the browser's guard redirects once the session is
  // read. Until then the step draws its heading and loading state: the prerendered page is not empty.
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
