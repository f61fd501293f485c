'use client';
// The summary step: the booking at a glance, its price, the customer's (and partner's) details, and "Reserve".
import { type FormEvent, lazy, Suspense, useMemo, useRef } from 'react';
import type { CampaignData } from '@/booking/campaign';
import type { CancellationPolicy } from '@/booking/cancellation-policy';
import type { ConsentTexts } from '@/booking/consent';
import { languageOf } from '@/booking/locale';
import type { InstallmentMonths } from '@/booking/money';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { ReservationRequestRecord } from '@/booking/reservation-request';
import type { Locale, Market } from '@/booking/types';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { StepBar } from '../step-layout/step-layout';
import layout from '../step-layout/step-layout.module.css';
import type { CheckupView, LocationView, ServiceView } from '../step-views';
import { useSlotEnd } from '../timeslot/use-slots';
import type { CreatedReservation, PaymentDataRequest } from './api';
import { ConsentFields, useConsentChoice } from './consent-fields';
import type { DetailsFieldsHandle } from './details-fields';
import { offeredInstallmentMonths } from './installment-choice';
import { PolicyNotice } from './policy-notice';
import { PricePanel } from './price-panel';
import { ScreeningQuestions } from './screening-questions';
import {
  type ClinicContact,
  type ClinicContacts,
  contactFor,
  type ScreeningQuestionView,
} from './screening-view';
import { SelectionOverview, type SelectionOverviewProps } from './selection-overview';
import styles from './summary-step.module.css';
import { useReserve } from './use-reserve';
import { useScreening } from './use-screening';

// The fields need the browser (the visitor's session fills them) and are the step's heaviest code,
// so they load after the page's first scripts, in a space kept for them so nothing below moves.
// React.lazy rather than next/dynamic, whose loader would be in the first scripts; the step itself
// is drawn only in the browser, once the cart has read the session (SummaryShell before that).
const DetailsFields = lazy(() =>
  import('./details-fields').then((module) => ({ default: module.DetailsFields })),
);

export interface SummaryBooking {
  checkupSlug: string;
  locationSlug: string;
  services: string[];
  servicesPartner: string[];
  isPartnerBooking: boolean;
  timeSlotStart: string;
  discountCode: string | null;
  installmentMonths: InstallmentMonths;
}

export interface SummaryStepProps {
  locale: Locale;
  market: Market;
  today: string;
  visitorCountry: string | null;
  booking: SummaryBooking;
  checkup: CheckupView;
  location: LocationView;
  services: ServiceView[];
  servicesPartner: ServiceView[];
  customer: PersonDetails;
  partner: PartnerDetails;
  campaign: CampaignData;
  /** The consent texts in the page's language and their version (content). */
  consent: ConsentTexts;
  /** Site settings' cancellation policy: stated before paying, for the chosen time. */
  cancellationPolicy: CancellationPolicy;
  editHref: { checkup: string; addOns: string; location: string; timeslot: string };
  onDiscountCodeChange: (code: string | null) => void;
  onInstallmentMonthsChange: (months: InstallmentMonths) => void;
  onCustomerChange: (customer: PersonDetails) => void;
  onPartnerChange: (partner: PartnerDetails) => void;
  onProcessingChange: (isProcessing: boolean) => void;
  onReserved: (reservation: CreatedReservation, request: ReservationRequestRecord) => void;
  /** The reservation the cart holds, and how this session made its last one (see use-reserve). */
  reservationId: string | null;
  lastRequest: ReservationRequestRecord | null;
  /** The check-up's MRI safety questions, asked of each person before Reserve (issue 40). */
  screeningQuestions: ScreeningQuestionView[];
  /** Whom a customer whose answer cannot be booked online calls or writes to. */
  clinicContact: ClinicContact;
  /** The clinics' own contacts, by slug (the market's where content has none). */
  clinicContacts?: ClinicContacts;
}

/** The overview with the slot's end, asked for here so its answer re-renders this card alone. */
function SelectionWithEnd({
  request,
  ...props
}: Omit<SelectionOverviewProps, 'timeSlotEnd'> & { request: PaymentDataRequest }) {
  const end = useSlotEnd(request, props.timeSlotStart, props.locale);
  return <SelectionOverview {...props} timeSlotEnd={end.data?.timeSlotEnd ?? null} />;
}

export function SummaryStep(props: SummaryStepProps) {
  const { locale, market, booking, customer, partner } = props;
  const copy = useUiCopy();
  const language = languageOf(locale);
  const isPair = booking.isPartnerBooking;
  const offeredMonths = offeredInstallmentMonths(props.checkup);
  // A plan the check-up does not offer (an old address) counts as paying in full.
  const months = offeredMonths.includes(booking.installmentMonths) ? booking.installmentMonths : 0;
  const request: PaymentDataRequest = useMemo(
    () => ({
      checkupSlug: booking.checkupSlug,
      locationSlug: booking.locationSlug,
      discountCode: booking.discountCode,
      services: booking.services,
      servicesPartner: isPair ? booking.servicesPartner : [],
      isPartnerBooking: isPair,
      isPartnerCurrentlyBooking: false,
      language,
      installmentMonths: months,
      country: market,
    }),
    [booking, isPair, language, market, months],
  );
  const details = useRef<DetailsFieldsHandle>(null);
  const consent = useConsentChoice(props.consent.version);
  const screening = useScreening(props.screeningQuestions);
  const { reserve, isProcessing } = useReserve({
    timeslotHref: props.editHref.timeslot,
    onProcessingChange: props.onProcessingChange,
    onReserved: props.onReserved,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = details.current;
    // Before the fields have loaded there is nothing to send yet.
    if (isProcessing || fields === null) return;
    // The details' first field to fix takes the focus, else a box; then the safety questions, first
    // on the page, take it from both. An answer that cannot be booked online stops here, before any
    // money. The details' rules may still be arriving (a press at once on a slow line): they are
    // awaited; a load that fails reaches the error boundary through the fields' own use of them.
    fields.attempt().then(
      (detailsValid) => {
        const consentGiven = consent.attempt(detailsValid);
        const screeningAnswered = screening.attempt();
        if (!screeningAnswered || !detailsValid || !consentGiven) return;
        void reserve({
          locale,
          language,
          market,
          booking: { ...request, timeSlotStart: booking.timeSlotStart },
          customer,
          partner: isPair ? partner : null,
          campaign: props.campaign,
          consent: consent.given,
          reservationId: props.reservationId,
          lastRequest: props.lastRequest,
          screening: screening.sheet,
        });
      },
      () => undefined,
    );
  };

  return (
    <div className={styles.step}>
      <h1 className={styles.heading}>{copy.text('summary.heading')}</h1>
      <div className={layout.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="selection-heading">
            <h2 id="selection-heading" className={styles.cardHeading}>
              {copy.text('summary.selection')}
            </h2>
            <SelectionWithEnd
              request={request}
              locale={locale}
              checkup={props.checkup}
              isPartnerBooking={isPair}
              services={props.services}
              servicesPartner={props.servicesPartner}
              location={props.location}
              timeSlotStart={booking.timeSlotStart}
              editHref={props.editHref}
            />
          </section>
          <PolicyNotice
            locale={locale}
            policy={props.cancellationPolicy}
            reservationType={props.checkup.reservationType}
            timeSlotStart={booking.timeSlotStart}
          />
          <ScreeningQuestions
            screening={screening}
            contact={contactFor(props.clinicContacts, props.location.slug, props.clinicContact)}
            isPair={isPair}
          />
          <form
            id="details-form"
            className={styles.card}
            onSubmit={submit}
            noValidate
            aria-labelledby="details-heading"
          >
            <h2 id="details-heading" className={styles.cardHeading}>
              {copy.text('summary.personalDetails')}
            </h2>
            <p className={styles.note}>{copy.text('summary.requiredNote')}</p>
            <Suspense fallback={<div className={styles.fieldsLoading} />}>
              <DetailsFields
                handle={details}
                locale={locale}
                market={market}
                today={props.today}
                visitorCountry={props.visitorCountry}
                customer={customer}
                partner={isPair ? partner : null}
                onCustomerChange={props.onCustomerChange}
                onPartnerChange={props.onPartnerChange}
              />
            </Suspense>
            <ConsentFields
              idPrefix="summary"
              texts={props.consent}
              locale={locale}
              choice={consent}
              isDisabled={isProcessing}
            />
          </form>
        </div>
        <aside className={styles.aside}>
          <PricePanel
            locale={locale}
            request={request}
            offeredMonths={offeredMonths}
            onDiscountCodeChange={props.onDiscountCodeChange}
            onInstallmentMonthsChange={props.onInstallmentMonthsChange}
            isDisabled={isProcessing}
          />
        </aside>
      </div>
      <StepBar backHref={props.editHref.timeslot}>
        <Button
          type="submit"
          form="details-form"
          variant="guiding"
          size="l"
          iconEnd="chevron"
          isPending={isProcessing}
        >
          {copy.text('summary.reserve')}
        </Button>
      </StepBar>
      <p className={styles.status} role="status" aria-live="polite">
        {isProcessing ? copy.text('summary.processing') : ''}
      </p>
    </div>
  );
}
