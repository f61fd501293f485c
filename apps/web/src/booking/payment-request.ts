// The payment routes' request bodies as yup schemas: shape and rules before any price or payment is looked at.
import { array, boolean, type InferType, mixed, object, string } from 'yup';
import { INSTALLMENT_MONTHS, type InstallmentMonths } from './money';
import { MAX_SERVICES_PER_PERSON, RESERVATION_MESSAGES } from './reservation-payload';
import { LANGUAGES, type Language, MARKETS, type Market } from './types';
import { MESSAGES } from './validation';

const slug = () => string().trim().required(MESSAGES.required).max(100, MESSAGES.tooLong);
const services = () => array(slug()).max(MAX_SERVICES_PER_PERSON, MESSAGES.tooLong).default([]);
const installmentMonths = () =>
  mixed<InstallmentMonths>()
    .oneOf([...INSTALLMENT_MONTHS], RESERVATION_MESSAGES.installmentMonths)
    .default(0);

/** POST /api/payment/fetch-data: a selection to price; no personal data. */
export const paymentDataRequestSchema = object({
  checkupSlug: slug(),
  locationSlug: string().trim().max(100, MESSAGES.tooLong).nullable().default(null),
  discountCode: string()
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? null : value,
    )
    .trim()
    .max(64, MESSAGES.tooLong)
    .nullable()
    .default(null),
  services: services(),
  servicesPartner: services(),
  isPartnerBooking: boolean().default(false),
  isPartnerCurrentlyBooking: boolean().default(false),
  language: mixed<Language>()
    .oneOf([...LANGUAGES], MESSAGES.format)
    .required(MESSAGES.required),
  installmentMonths: installmentMonths(),
  country: mixed<Market>()
    .oneOf([...MARKETS], RESERVATION_MESSAGES.market)
    .required(MESSAGES.required),
});
export type PaymentDataRequest = InferType<typeof paymentDataRequestSchema>;

/** A reservation's id as Nova makes them (a UUID), before it is looked up. */
export const RESERVATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/payment/create-intent and create-subscription: which reservation to pay, and how. The
 * booking's email proves the payer knows whose reservation it is, as on the pay-later lookup.
 */
export const paymentStartSchema = object({
  reservationId: string()
    .trim()
    .required(MESSAGES.required)
    .matches(RESERVATION_ID, MESSAGES.format),
  email: string().trim().required(MESSAGES.required).max(254, MESSAGES.tooLong),
  url: string()
    .trim()
    .required(MESSAGES.required)
    .max(2000, MESSAGES.tooLong)
    .matches(/^https?:\/\//, RESERVATION_MESSAGES.url),
  installmentMonths: installmentMonths(),
});
export type PaymentStart = InferType<typeof paymentStartSchema>;

/** POST /api/payment/confirm: the payment the return page came back with. */
export const paymentConfirmSchema = object({
  paymentIntent: string().trim().required(MESSAGES.required).max(200, MESSAGES.tooLong),
});

/**
 * POST /api/payment/test-gateway/charge-instalment: the reservation whose plan to charge a month
 * of, and its manage link's token, which proves the caller may (an id alone is no proof).
 */
export const testInstalmentChargeSchema = object({
  reservationId: string()
    .trim()
    .required(MESSAGES.required)
    .matches(RESERVATION_ID, MESSAGES.format),
  token: string().trim().required(MESSAGES.required).max(200, MESSAGES.tooLong),
});

/** What the customer does on the test gateway's bank page (a redirect method, as TWINT or Klarna). */
export const TEST_BANK_DECISIONS = ['approve', 'decline', 'cancel'] as const;
export type TestBankDecision = (typeof TEST_BANK_DECISIONS)[number];

/** POST /api/payment/test-gateway/redirect: the bank page's approval, refusal or cancellation. */
export const testRedirectSchema = object({
  paymentIntent: string().trim().required(MESSAGES.required).max(200, MESSAGES.tooLong),
  clientSecret: string().trim().required(MESSAGES.required).max(300, MESSAGES.tooLong),
  decision: mixed<TestBankDecision>()
    .oneOf([...TEST_BANK_DECISIONS], MESSAGES.required)
    .required(MESSAGES.required),
  locale: string().trim().required(MESSAGES.required).max(10, MESSAGES.tooLong),
});

/** POST /api/payment/test-gateway/pay: the test card form's submission. */
export const testCardPaymentSchema = object({
  paymentIntent: string().trim().required(MESSAGES.required).max(200, MESSAGES.tooLong),
  clientSecret: string().trim().required(MESSAGES.required).max(300, MESSAGES.tooLong),
  cardNumber: string().trim().required(MESSAGES.required).max(40, MESSAGES.tooLong),
  locale: string().trim().required(MESSAGES.required).max(10, MESSAGES.tooLong),
});
