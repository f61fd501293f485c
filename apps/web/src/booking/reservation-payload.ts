// The reservation create payload (POST /api/reservation/create) as a yup schema: shape and rules before any price or room is looked at.
import { array, type InferType, mixed, number, object, string } from 'yup';
import { consentSchema } from './consent-schema';
import { isPaymentIdFor } from './reservation-request';
import { screeningSheetSchema } from './screening-schema';
import { parseInstant } from './time';
import { MARKETS } from './types';
import {
  campaignSchema,
  MESSAGES,
  partnerDetailsSchema,
  personalDetailsSchema,
  sameEmail,
} from './validation';

export const RESERVATION_MESSAGES = {
  timeSlotStart: 'validation.timeSlotStart',
  paymentId: 'validation.paymentId',
  installmentMonths: 'validation.installmentMonths',
  market: 'validation.market',
  url: 'validation.url',
  partnerServicesWithoutPartner: 'validation.partnerServicesWithoutPartner',
} as const;

export const MAX_SERVICES_PER_PERSON = 20;
const TOKEN = /^[A-Za-z0-9_.:-]+$/;

const slug = () => string().trim().required(MESSAGES.required).max(100, MESSAGES.tooLong);

const optionalToken = (maxLength: number) =>
  string()
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? null : value,
    )
    .trim()
    .nullable()
    .default(null)
    .max(maxLength, MESSAGES.tooLong)
    .matches(TOKEN, { message: MESSAGES.format, excludeEmptyString: true });

const serviceList = () => array(slug()).max(MAX_SERVICES_PER_PERSON, MESSAGES.tooLong).default([]);

function reservationDataSchema(today: string) {
  return object({
    checkupSlug: slug(),
    timeSlotStart: string()
      .trim()
      .required(MESSAGES.required)
      .test('instant', RESERVATION_MESSAGES.timeSlotStart, (value) => parseInstant(value) !== null),
    locationSlug: slug(),
    services: serviceList(),
    servicesPartner: serviceList(),
    // The idempotency key: the check-up slug, then a random UUID made for this attempt, e.g.
    // "nova_premium-3b241101-e2bb-4255-8caf-4136c566a962" (see reservation-request.ts).
    paymentId: string()
      .trim()
      .required(MESSAGES.required)
      .max(200, MESSAGES.tooLong)
      .test('payment-id', RESERVATION_MESSAGES.paymentId, function (value) {
        const { checkupSlug } = this.parent as { checkupSlug?: unknown };
        return typeof checkupSlug === 'string' && isPaymentIdFor(value, checkupSlug);
      }),
    personalData: personalDetailsSchema({ today }).required(MESSAGES.required),
    /** The summary's two boxes (the partner's own on their link) and the version of their text. */
    consent: consentSchema(),
    discountCode: optionalToken(64),
    /** The partner's own link token: the partner completes the pair booking it stands for. */
    partnerToken: optionalToken(100),
    /**
     * Our addition: the customer's earlier, unpaid reservation of this session that this one
     * takes the place of (they went back from payment and changed something). It is cancelled in
     * the transaction that creates this one, if its email matches and it still awaits payment.
     */
    replacesReservation: object({
      id: string()
        .trim()
        .required(MESSAGES.required)
        .max(100, MESSAGES.tooLong)
        .matches(TOKEN, MESSAGES.format),
      email: string().trim().required(MESSAGES.required).max(254, MESSAGES.tooLong),
    })
      .nullable()
      .default(null),
    // Null unless the customer books as a pair.
    personalDataPartner: partnerDetailsSchema().nullable().default(null),
    /**
     * The MRI safety answers (issue 40): the request's own person's as `customer` (the customer's
     * on the summary, the partner's on their link), question key → answer key. Health data:
     * checked against content, kept for the clinic (decision 0072), never logged or hashed.
     * `partner` is what summaries before 0072 sent for the partner: neither judged nor kept, since
     * the partner answers for themselves.
     */
    screening: screeningSheetSchema(),
    installmentMonths: number()
      .typeError(RESERVATION_MESSAGES.installmentMonths)
      .oneOf([0, 6, 12] as const, RESERVATION_MESSAGES.installmentMonths)
      .default(0),
    paymentMethodId: optionalToken(200),
    /** The market the booking is made in (ch or de); it decides the currency. */
    country: mixed<(typeof MARKETS)[number]>()
      .oneOf(MARKETS, RESERVATION_MESSAGES.market)
      .required(MESSAGES.required),
  })
    .test('partner-email', MESSAGES.partnerEmailSameAsCustomer, function (value) {
      const partnerEmail = value.personalDataPartner?.email;
      if (!sameEmail(partnerEmail, value.personalData?.email)) return true;
      const path = this.path
        ? `${this.path}.personalDataPartner.email`
        : 'personalDataPartner.email';
      return this.createError({ path, message: MESSAGES.partnerEmailSameAsCustomer });
    })
    .test('partner-services', RESERVATION_MESSAGES.partnerServicesWithoutPartner, function (value) {
      // A null list is the field's own refusal; this rule reads only a list.
      const services: readonly unknown[] | null | undefined = value.servicesPartner;
      if (value.personalDataPartner !== null || (services ?? []).length === 0) return true;
      const path = this.path ? `${this.path}.servicesPartner` : 'servicesPartner';
      return this.createError({
        path,
        message: RESERVATION_MESSAGES.partnerServicesWithoutPartner,
      });
    });
}

/** The whole body of POST /api/reservation/create; `today` is today in Zurich (birth date rules). */
export function reservationCreateSchema({ today }: { today: string }) {
  return object({
    reservationData: reservationDataSchema(today).required(MESSAGES.required),
    url: string()
      .trim()
      .required(MESSAGES.required)
      .max(2000, MESSAGES.tooLong)
      .test('http-url', RESERVATION_MESSAGES.url, (value) => {
        try {
          const { protocol } = new URL(value);
          return protocol === 'https:' || protocol === 'http:';
        } catch {
          return false;
        }
      }),
    // The campaign data captured from the address (see campaign.ts).
    utmParameters: campaignSchema().default({}),
  });
}

export type ReservationCreatePayload = InferType<ReturnType<typeof reservationCreateSchema>>;
