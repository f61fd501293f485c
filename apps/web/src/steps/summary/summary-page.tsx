'use client';
// The summary step wired to the session cart: the selection and details it reads, what it writes, and the way on to payment.
import { Suspense, useCallback, useMemo } from 'react';
import type { CancellationPolicy } from '@/booking/cancellation-policy';
import type { ConsentTexts } from '@/booking/consent';
import { countriesOf, languageOf, marketOf } from '@/booking/locale';
import type { InstallmentMonths } from '@/booking/money';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { ReservationRequestRecord } from '@/booking/reservation-request';
import { questionsFor } from '@/booking/screening';
import type { Locale } from '@/booking/types';
import { lazyAtOnce } from '@/client/lazy-at-once';
import { forgetPartnerLink } from '../cart/cart';
import { useCart } from '../cart/cart-provider';
import { useStepGuard } from '../guards/step-guard';
import type { CheckupView, LocationView, ServiceView } from '../step-views';
import { useVisitorGeo } from '../use-visitor-geo';
import type { CreatedReservation } from './api';
import { customerDetailsOf, emptyPartnerDetails } from './details';
import type { ClinicContact, ClinicContacts, ScreeningQuestionView } from './screening-view';
import { SummaryShell } from './summary-shell';

// The step itself (selection, price, safety questions, consent, Reserve, with SWR) is drawn only
// once the cart has read the session, never in the prerendered HTML: its code is not in the page's
// first scripts. It is asked for as soon as those run, so it arrives beside hydration and the
// cart's own arrival rather than after them; the heading stands meanwhile.
const SummaryStep = lazyAtOnce(() => import('./summary-step').then((module) => module.SummaryStep));
// The details fields, the step's own lazy part: asked for now too, not once the step's chunk has
// run (a third round of requests, half a second later on a throttled phone).
if (typeof window !== 'undefined') import('./details-fields').catch(() => undefined);

export interface SummaryPageProps {
  locale: Locale;
  checkups: CheckupView[];
  services: ServiceView[];
  locations: LocationView[];
  consent: ConsentTexts;
  /** Site settings' cancellation policy, stated before paying. */
  cancellationPolicy: CancellationPolicy;
  /** Every check-up's safety questions; the summary asks those of the cart's check-up. */
  screeningQuestions: ScreeningQuestionView[];
  clinicContact: ClinicContact;
  /** The clinics' own contacts, by slug (the market's where content has none). */
  clinicContacts?: ClinicContacts;
}

export function SummaryPage({
  locale,
  checkups,
  services,
  locations,
  consent,
  cancellationPolicy,
  screeningQuestions,
  clinicContact,
  clinicContacts,
}: SummaryPageProps) {
  useStepGuard('summary');
  // The host's geo header through the proxy's cookie: the calling code the phone field starts with.
  const visitorCountry = useVisitorGeo().country;
  const { cart, today, update, stepHref } = useCart();
  const market = marketOf(locale);
  const checkup = checkups.find((candidate) => candidate.slug === cart.checkupSlug);
  const location = locations.find((candidate) => candidate.slug === cart.locationSlug);
  const bySlugs = useCallback(
    (slugs: readonly string[]) => services.filter((service) => slugs.includes(service.slug)),
    [services],
  );
  const customer = useMemo(
    () => customerDetailsOf(cart.personalData, countriesOf(market)[0] ?? ''),
    [cart.personalData, market],
  );
  const partner = cart.personalDataPartner ?? emptyPartnerDetails();
  const asked = useMemo(
    () => questionsFor(screeningQuestions, cart.checkupSlug ?? ''),
    [screeningQuestions, cart.checkupSlug],
  );

  const writeCustomer = useCallback(
    (next: PersonDetails) =>
      update((draft) => {
        draft.personalData = { ...next, language: languageOf(locale), localization: locale };
      }),
    [update, locale],
  );
  const writePartner = useCallback(
    (next: PartnerDetails) =>
      update((draft) => {
        draft.personalDataPartner = next;
      }),
    [update],
  );
  const onDiscountCodeChange = useCallback(
    (code: string | null) =>
      update((draft) => {
        draft.discountCode = code;
      }),
    [update],
  );
  const onInstallmentMonthsChange = useCallback(
    (months: InstallmentMonths) =>
      update((draft) => {
        draft.installmentMonths = months;
      }),
    [update],
  );
  const onProcessingChange = useCallback(
    (isProcessing: boolean) =>
      update((draft) => {
        draft.isReservationProcessing = isProcessing;
      }),
    [update],
  );
  const onReserved = useCallback(
    (reservation: CreatedReservation, request: ReservationRequestRecord) =>
      update(
        (draft) => {
          draft.reservationId = reservation.id;
          // The visitor's own reservation: a partner's link opened earlier is done with.
          forgetPartnerLink(draft);
          draft.reservationRequest = request;
          draft.reservationName = reservation.name;
          draft.isReservationSuccess = true;
          draft.isReservationProcessing = false;
        },
        { goTo: 'payment' },
      ),
    [update],
  );

  const { timeSlotStart, locationSlug, checkupSlug } = cart;
  // The server's guard has checked the address; the browser's guard redirects once the session is read.
  if (checkup === undefined || location === undefined || timeSlotStart === null) {
    return <SummaryShell />;
  }
  if (locationSlug === null || checkupSlug === null) return <SummaryShell />;
  return (
    <Suspense fallback={<SummaryShell />}>
      <SummaryStep
        locale={locale}
        market={market}
        today={today}
        visitorCountry={visitorCountry}
        booking={{
          checkupSlug,
          locationSlug,
          services: cart.servicesSlugs,
          servicesPartner: cart.servicesPartnerSlugs,
          isPartnerBooking: cart.isPartnerBooking,
          timeSlotStart,
          discountCode: cart.discountCode,
          installmentMonths: cart.installmentMonths,
        }}
        checkup={checkup}
        location={location}
        services={bySlugs(cart.servicesSlugs)}
        servicesPartner={bySlugs(cart.servicesPartnerSlugs)}
        customer={customer}
        partner={partner}
        campaign={cart.campaign}
        consent={consent}
        cancellationPolicy={cancellationPolicy}
        editHref={{
          checkup: stepHref('check-up'),
          addOns: stepHref('add-ons'),
          location: stepHref('location'),
          timeslot: stepHref('timeslot'),
        }}
        onDiscountCodeChange={onDiscountCodeChange}
        onInstallmentMonthsChange={onInstallmentMonthsChange}
        onCustomerChange={writeCustomer}
        onPartnerChange={writePartner}
        onProcessingChange={onProcessingChange}
        onReserved={onReserved}
        reservationId={cart.reservationId}
        lastRequest={cart.reservationRequest}
        screeningQuestions={asked}
        clinicContact={clinicContact}
        clinicContacts={clinicContacts}
      />
    </Suspense>
  );
}
