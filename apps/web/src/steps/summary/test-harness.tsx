// Tests only. The summary step under test: its props held in state as the cart would, and a fetch-data stand-in priced by the real domain.
import { useState } from 'react';
import type { CampaignData } from '@/booking/campaign';
import { DEFAULT_CANCELLATION_POLICY } from '@/booking/cancellation-policy';
import { BookingError } from '@/booking/errors';
import { languageOf } from '@/booking/locale';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import { computePayment } from '@/booking/pricing';
import type { ReservationRequestRecord } from '@/booking/reservation-request';
import {
  catalogue,
  consentTexts,
  spring10,
  wholeBodyScanWithBloodTest,
  zurichBellevue,
} from '@/booking/test-fixtures';
import type { Catalogue, Checkup } from '@/booking/types';
import { Providers, type RouteAnswer } from '@/client/test-support/mock-fetch';
import { checkupView, locationView, serviceView } from '../step-views';
import type { PaymentDataRequest } from './api';
import { customerDetailsOf, emptyPartnerDetails } from './details';
import { type SummaryBooking, SummaryStep, type SummaryStepProps } from './summary-step';

export const TODAY = '2025-04-15';

const CAMPAIGN: CampaignData = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: 'spring',
  utmContent: null,
  utmTerm: null,
  gclid: null,
  fbclid: null,
  gbraid: null,
  wbraid: null,
};

/** POST /api/payment/fetch-data answered by computePayment over the fixture catalogue. */
export function priceWith(source: Catalogue = catalogue) {
  return (_url: URL, init: RequestInit | undefined): RouteAnswer => {
    const body: PaymentDataRequest = JSON.parse(String(init?.body ?? '{}'));
    try {
      const code = body.discountCode;
      return {
        body: computePayment({
          ...body,
          catalogue: source,
          market: body.country,
          discount: code?.toUpperCase() === spring10.code ? spring10 : null,
          discountRedemptions: 0,
          today: TODAY,
        }),
      };
    } catch (error) {
      if (error instanceof BookingError) return { status: 400, body: { error: error.id } };
      throw error;
    }
  };
}

export const validCustomer: PersonDetails = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phone: '+41791234567',
  birthDate: '1980-05-17',
  biologicalSex: 'female',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
};

export interface HarnessOptions {
  checkup?: Checkup;
  booking?: Partial<SummaryBooking>;
  customer?: PersonDetails;
  partner?: PartnerDetails;
  copy?: Record<string, string>;
  locale?: SummaryStepProps['locale'];
  onReserved?: SummaryStepProps['onReserved'];
  onProcessingChange?: SummaryStepProps['onProcessingChange'];
  /** The check-up's safety questions; none unless a test asks them. */
  screeningQuestions?: SummaryStepProps['screeningQuestions'];
  /** The clinics' own contacts; none unless a test gives them. */
  clinicContacts?: SummaryStepProps['clinicContacts'];
}

export const CLINIC_CONTACT = { phone: '+41 44 505 12 00', email: 'support@novahealth.ch' };

export function SummaryHarness(options: HarnessOptions) {
  const checkup = options.checkup ?? wholeBodyScanWithBloodTest;
  const [booking, setBooking] = useState<SummaryBooking>({
    checkupSlug: checkup.slug,
    locationSlug: zurichBellevue.slug,
    services: [],
    servicesPartner: [],
    isPartnerBooking: false,
    timeSlotStart: '2025-04-22T09:00:00+02:00',
    discountCode: null,
    installmentMonths: 0,
    ...options.booking,
  });
  const [customer, setCustomer] = useState(options.customer ?? customerDetailsOf(null, 'CH'));
  const [partner, setPartner] = useState(options.partner ?? emptyPartnerDetails());
  // Like the cart: the reservation made last and how, so pressing Reserve again repeats or replaces it.
  const [reserved, setReserved] = useState<{
    id: string;
    request: ReservationRequestRecord;
  } | null>(null);
  const locale = options.locale ?? 'en-ch';
  const language = languageOf(locale);
  const servicesOf = (slugs: readonly string[]) =>
    catalogue.services.filter((s) => slugs.includes(s.slug)).map((s) => serviceView(s, language));
  return (
    <Providers copy={options.copy ?? {}} locale="en-CH">
      <SummaryStep
        locale={locale}
        market="ch"
        today={TODAY}
        visitorCountry={null}
        booking={booking}
        checkup={checkupView(checkup, language)}
        location={locationView(zurichBellevue, language)}
        services={servicesOf(booking.services)}
        servicesPartner={servicesOf(booking.servicesPartner)}
        customer={customer}
        partner={partner}
        campaign={CAMPAIGN}
        consent={consentTexts}
        cancellationPolicy={DEFAULT_CANCELLATION_POLICY}
        editHref={{ checkup: '/c', addOns: '/a', location: '/l', timeslot: '/en-ch/timeslot' }}
        onDiscountCodeChange={(discountCode) => setBooking((b) => ({ ...b, discountCode }))}
        onInstallmentMonthsChange={(installmentMonths) =>
          setBooking((b) => ({ ...b, installmentMonths }))
        }
        onCustomerChange={setCustomer}
        onPartnerChange={setPartner}
        onProcessingChange={options.onProcessingChange ?? (() => undefined)}
        onReserved={(reservation, request) => {
          setReserved({ id: reservation.id, request });
          options.onReserved?.(reservation, request);
        }}
        reservationId={reserved?.id ?? null}
        lastRequest={reserved?.request ?? null}
        screeningQuestions={options.screeningQuestions ?? []}
        clinicContact={CLINIC_CONTACT}
        clinicContacts={options.clinicContacts}
      />
    </Providers>
  );
}
