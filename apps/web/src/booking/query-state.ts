// Booking state in the address: parses every query parameter of the specification and writes back the ones an address may carry.
import { CAMPAIGN_PARAMS, type CampaignData } from './campaign';
import {
  firstAccepted,
  listValues,
  type PersonalDataFromQuery,
  type QueryInput,
  readCampaign,
  readDateOnly,
  readFlag,
  readPersonalData,
  readRawQuery,
  readToken,
} from './query-params';
import { formatZurichInstant, parseInstant } from './time';

export type { PersonalDataFromQuery, QueryInput };

export const INSTALLMENT_MONTHS = [0, 6, 12] as const;
export type InstallmentMonths = (typeof INSTALLMENT_MONTHS)[number];

/** What the card payment provider appends to the return address; read once on payment-return. */
export interface PaymentReturn {
  redirectStatus: string | null;
  paymentIntent: string | null;
  paymentIntentClientSecret: string | null;
  setupIntentClientSecret: string | null;
}

export interface BookingQuery {
  checkupSlug: string | null;
  /** The customer's additional services (`services`). */
  serviceSlugs: string[];
  /** The partner's additional services (`servicesPartner`, our addition for pair bookings). */
  partnerServiceSlugs: string[];
  locationSlug: string | null;
  /** First day the calendar shows; today in Zurich unless the address names a later day. */
  startDate: string;
  selectedDate: string | null;
  /** The chosen start, ISO 8601 with Zurich's offset (`timeslot-start`). */
  timeSlotStart: string | null;
  discountCode: string | null;
  reservationId: string | null;
  isPartnerBooking: boolean;
  installmentMonths: InstallmentMonths;
  /** True on the partner's own link (`partner=true`); its token is in the fragment, never here. */
  partner: boolean;
  campaign: CampaignData;
  /** Read only: never written back (see serialiseQueryState). */
  personalData: PersonalDataFromQuery;
  /** Read only: never written back (see serialiseQueryState). */
  paymentReturn: PaymentReturn;
}

export interface QueryCatalogue {
  knownCheckups: Iterable<string>;
  knownServices: Iterable<string>;
  knownLocations: Iterable<string>;
  /** Today in Zurich, YYYY-MM-DD. */
  today: string;
}

const ID_MAX_LENGTH = 100;
const DISCOUNT_CODE_MAX_LENGTH = 64;
const CLIENT_SECRET_MAX_LENGTH = 200;

function readKnown(known: Iterable<string>): (value: string) => string | null {
  const slugs = new Set(known);
  return (value) => (slugs.has(value.trim()) ? value.trim() : null);
}

function readInstallmentMonths(value: string): InstallmentMonths | null {
  const months = Number(value.trim());
  return months === 6 || months === 12 ? months : null;
}

function readTimeSlotStart(value: string): string | null {
  const instant = parseInstant(value.trim());
  return instant === null ? null : formatZurichInstant(instant);
}

function readStatus(value: string): string | null {
  const status = value.trim();
  return /^[a-z_]{1,40}$/.test(status) ? status : null;
}

/**
 * Reads the booking state from the address. Unknown slugs, impossible dates and malformed values
 * are dropped, never guessed at; a parameter given twice counts with its first usable value.
 */
export function parseQueryState(input: QueryInput, catalogue: QueryCatalogue): BookingQuery {
  const raw = readRawQuery(input);
  const isKnownService = readKnown(catalogue.knownServices);
  const services = (name: string) =>
    listValues(raw, name).filter((slug) => isKnownService(slug) !== null);
  // A start date counts only when it lies in the future; the calendar never opens in the past.
  const requestedStart = firstAccepted(raw, 'startDate', readDateOnly);
  const startDate =
    requestedStart !== null && requestedStart > catalogue.today ? requestedStart : catalogue.today;
  const selectedDate = firstAccepted(raw, 'selectedDate', (value) => {
    const date = readDateOnly(value);
    return date !== null && date > startDate ? date : null;
  });
  return {
    checkupSlug: firstAccepted(raw, 'checkup', readKnown(catalogue.knownCheckups)),
    serviceSlugs: services('services'),
    partnerServiceSlugs: services('servicesPartner'),
    locationSlug: firstAccepted(raw, 'location', readKnown(catalogue.knownLocations)),
    startDate,
    selectedDate,
    timeSlotStart: firstAccepted(raw, 'timeslot-start', readTimeSlotStart),
    discountCode: firstAccepted(raw, 'discountCode', readToken(DISCOUNT_CODE_MAX_LENGTH)),
    reservationId: firstAccepted(raw, 'reservationId', readToken(ID_MAX_LENGTH)),
    isPartnerBooking: firstAccepted(raw, 'isPartnerBooking', readFlag) ?? false,
    installmentMonths: firstAccepted(raw, 'installmentMonths', readInstallmentMonths) ?? 0,
    partner: firstAccepted(raw, 'partner', readFlag) ?? false,
    campaign: readCampaign(raw),
    personalData: readPersonalData(raw),
    paymentReturn: {
      redirectStatus: firstAccepted(raw, 'redirect_status', readStatus),
      paymentIntent: firstAccepted(raw, 'payment_intent', readToken(ID_MAX_LENGTH)),
      paymentIntentClientSecret: firstAccepted(
        raw,
        'payment_intent_client_secret',
        readToken(CLIENT_SECRET_MAX_LENGTH),
      ),
      setupIntentClientSecret: firstAccepted(
        raw,
        'setup_intent_client_secret',
        readToken(CLIENT_SECRET_MAX_LENGTH),
      ),
    },
  };
}

/**
 * Every parameter an address carries, in the order serialiseQueryState writes them: the booking
 * links that are followed before the page's scripts have loaded carry exactly these on.
 */
export const ADDRESS_PARAMS: readonly string[] = [
  'checkup',
  'services',
  'servicesPartner',
  'location',
  'startDate',
  'selectedDate',
  'timeslot-start',
  'discountCode',
  'reservationId',
  'isPartnerBooking',
  'installmentMonths',
  'partner',
  ...CAMPAIGN_PARAMS.map(([param]) => param),
];

/**
 * Not a booking parameter: the proxy's note that the address named a clinic that is opening soon
 * (its slug), which the location step shows once; the cart does not carry it on.
 */
export const LOCATION_COMING_SOON_PARAM = 'locationComingSoon';

export interface SerialiseOptions {
  /** Today in Zurich: a start date not after it is left out, since reading fills in today anyway. */
  today: string;
}

/**
 * Writes the booking selection and the campaign data into query parameters, in a fixed order,
 * leaving out empty values and defaults.
 *
 * Never written: personal details (health-related data must not sit in addresses, which end up in
 * browser history, server logs and analytics) and the payment provider's return values (client
 * secrets are one-time credentials, read on payment-return and then dropped).
 */
export function serialiseQueryState(
  query: BookingQuery,
  options: SerialiseOptions,
): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | null) => {
    if (value !== null && value !== '') params.set(name, value);
  };
  set('checkup', query.checkupSlug);
  for (const slug of query.serviceSlugs) params.append('services', slug);
  for (const slug of query.partnerServiceSlugs) params.append('servicesPartner', slug);
  set('location', query.locationSlug);
  set('startDate', query.startDate > options.today ? query.startDate : null);
  set('selectedDate', query.selectedDate);
  set('timeslot-start', query.timeSlotStart);
  set('discountCode', query.discountCode);
  set('reservationId', query.reservationId);
  set('isPartnerBooking', query.isPartnerBooking ? 'true' : null);
  set('installmentMonths', query.installmentMonths === 0 ? null : String(query.installmentMonths));
  set('partner', query.partner ? 'true' : null);
  for (const [param, field] of CAMPAIGN_PARAMS) set(param, query.campaign[field]);
  return params;
}

/** The state of a visitor who arrives with an empty address. */
export function emptyBookingQuery(today: string): BookingQuery {
  return parseQueryState([], {
    knownCheckups: [],
    knownServices: [],
    knownLocations: [],
    today,
  });
}
