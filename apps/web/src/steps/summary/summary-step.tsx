'use client';
// The summary step: the booking at a glance, its price, the customer's (and partner's) details, and "Reserve".
import Link from 'next/link';
import { type FormEvent, useMemo } from 'react';
import { languageOf } from '@/booking/locale';
import type { InstallmentMonths } from '@/booking/money';
import type { CampaignData } from '@/booking/query-params';
import type { ReservationRequestRecord } from '@/booking/reservation-request';
import type { Checkup, Locale, Location, Market, Service } from '@/booking/types';
import { Button } from '@/ui/button/button';
import { buttonClassName } from '@/ui/button/button-style';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useSlotEnd } from '../timeslot/use-slots';
import type { CreatedReservation, PaymentDataRequest } from './api';
import { CustomerForm } from './customer-form';
import type { CustomerDetails, PartnerDetails } from './details';
import { offeredInstallmentMonths } from './installment-choice';
import { PartnerForm } from './partner-form';
import { PricePanel } from './price-panel';
import { SelectionOverview } from './selection-overview';
import styles from './summary-step.module.css';
import { useDetailsValidation } from './use-details-validation';
import { useReserve } from './use-reserve';

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
  checkup: Checkup;
  location: Location;
  services: Service[];
  servicesPartner: Service[];
  customer: CustomerDetails;
  partner: PartnerDetails;
  campaign: CampaignData;
  editHref: { checkup: string; addOns: string; location: string; timeslot: string };
  onDiscountCodeChange: (code: string | null) => void;
  onInstallmentMonthsChange: (months: InstallmentMonths) => void;
  onCustomerChange: (customer: CustomerDetails) => void;
  onPartnerChange: (partner: PartnerDetails) => void;
  onProcessingChange: (isProcessing: boolean) => void;
  onReserved: (reservation: CreatedReservation, request: ReservationRequestRecord) => void;
  /** The reservation the cart holds, and how this session made its last one (see use-reserve). */
  reservationId: string | null;
  lastRequest: ReservationRequestRecord | null;
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
  const end = useSlotEnd(request, booking.timeSlotStart, locale);
  const validation = useDetailsValidation({
    customer,
    partner: isPair ? partner : null,
    market,
    today: props.today,
  });
  const { reserve, isProcessing } = useReserve({
    timeslotHref: props.editHref.timeslot,
    onProcessingChange: props.onProcessingChange,
    onReserved: props.onReserved,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isProcessing || !validation.attempt()) return;
    void reserve({
      locale,
      language,
      market,
      booking: { ...request, timeSlotStart: booking.timeSlotStart },
      customer,
      partner: isPair ? partner : null,
      campaign: props.campaign,
      reservationId: props.reservationId,
      lastRequest: props.lastRequest,
    });
  };

  return (
    <div className={styles.step}>
      <h1 className={styles.heading}>{copy.text('summary.heading', 'Review your booking')}</h1>
      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="selection-heading">
            <h2 id="selection-heading" className={styles.cardHeading}>
              {copy.text('summary.selection', 'Your booking')}
            </h2>
            <SelectionOverview
              locale={locale}
              checkup={props.checkup}
              isPartnerBooking={isPair}
              services={props.services}
              servicesPartner={props.servicesPartner}
              location={props.location}
              timeSlotStart={booking.timeSlotStart}
              timeSlotEnd={end.data?.timeSlotEnd ?? null}
              editHref={props.editHref}
            />
          </section>
          <form
            id="details-form"
            className={styles.card}
            onSubmit={submit}
            noValidate
            aria-labelledby="details-heading"
          >
            <h2 id="details-heading" className={styles.cardHeading}>
              {copy.text('summary.personalDetails', 'Your details')}
            </h2>
            <p className={styles.note}>
              {copy.text('summary.requiredNote', 'All fields are required.')}
            </p>
            <CustomerForm
              locale={locale}
              market={market}
              visitorCountry={props.visitorCountry}
              value={customer}
              onChange={(field, value) => props.onCustomerChange({ ...customer, [field]: value })}
              onBlur={validation.touchCustomer}
              errorOf={validation.customerErrorOf}
            />
            {isPair ? (
              <PartnerForm
                value={partner}
                onChange={(field, value) => props.onPartnerChange({ ...partner, [field]: value })}
                onBlur={validation.touchPartner}
                errorOf={validation.partnerErrorOf}
              />
            ) : null}
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
      <div className={styles.actions}>
        <Link
          href={props.editHref.timeslot}
          className={buttonClassName({ variant: 'ghost', size: 'l' })}
        >
          {copy.text('nav.back', 'Back')}
        </Link>
        <Button
          type="submit"
          form="details-form"
          variant="guiding"
          size="xl"
          iconEnd="chevron"
          isPending={isProcessing}
        >
          {copy.text('summary.reserve', 'Reserve and continue to payment')}
        </Button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {isProcessing ? copy.text('summary.processing', 'Reserving your appointment…') : ''}
      </p>
    </div>
  );
}
