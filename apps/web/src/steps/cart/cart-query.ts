// The cart and the address query kept in step: what an address adds to the cart, and the query a cart writes.
import type { StepSlug } from '@/booking/guards';
import { emptyPersonalData, type PersonalData } from '@/booking/person';
import { NO_PERSONAL_DATA, type PersonalDataFromQuery } from '@/booking/query-params';
import { type BookingQuery, parseQueryState, serialiseQueryState } from '@/booking/query-state';
import type { Locale } from '@/booking/types';
import { type BookingCart, hasCampaign, type KnownSlugs } from './cart';

/** Reads an address query with this market's slugs; unknown slugs and bad dates are dropped. */
export function readQuery(search: string, known: KnownSlugs, today: string): BookingQuery {
  return parseQueryState(new URLSearchParams(search), {
    knownCheckups: known.checkups,
    knownServices: known.services,
    knownLocations: known.locations,
    today,
  });
}

function prefill(
  current: PersonalData | null,
  fromQuery: PersonalDataFromQuery,
): PersonalData | null {
  if (Object.values(fromQuery).every((value) => value === null)) return current;
  const base = current ?? emptyPersonalData();
  return {
    ...base,
    firstName: fromQuery.firstName ?? base.firstName,
    lastName: fromQuery.lastName ?? base.lastName,
    email: fromQuery.email ?? base.email,
    phone: fromQuery.phone ?? base.phone,
    birthDate: fromQuery.birthDate ?? base.birthDate,
    biologicalSex: fromQuery.biologicalSex ?? base.biologicalSex,
    street: fromQuery.street ?? base.street,
    postalCode: fromQuery.postalCode ?? base.postalCode,
    city: fromQuery.city ?? base.city,
    country: fromQuery.country ?? base.country,
  };
}

/**
 * The address wins where it has a value (a shared link restores its selection); the cart keeps
 * everything else. An address that names another check-up clears the choices that depended on
 * the old one (add-ons, slot), and another location clears the slot, unless the address brings
 * them along. Campaign values are taken from the first address of the session that has any.
 */
export function mergeQueryIntoCart(
  cart: BookingCart,
  query: BookingQuery,
  today: string,
): BookingCart {
  const next: BookingCart = { ...cart };
  if (query.checkupSlug !== null && query.checkupSlug !== cart.checkupSlug) {
    next.checkupSlug = query.checkupSlug;
    next.servicesSlugs = [];
    next.servicesPartnerSlugs = [];
    next.timeSlotStart = null;
    next.timeSlotEnd = null;
    next.totalDuration = null;
  }
  if (query.locationSlug !== null && query.locationSlug !== cart.locationSlug) {
    next.locationSlug = query.locationSlug;
    next.timeSlotStart = null;
    next.timeSlotEnd = null;
  }
  if (query.serviceSlugs.length > 0) next.servicesSlugs = [...query.serviceSlugs];
  if (query.partnerServiceSlugs.length > 0) {
    next.servicesPartnerSlugs = [...query.partnerServiceSlugs];
  }
  if (query.startDate > today) next.startDate = query.startDate;
  else if (next.startDate !== null && next.startDate <= today) next.startDate = null;
  if (query.selectedDate !== null) next.selectedDate = query.selectedDate;
  // Against the cart as updated so far: a changed check-up or clinic has just cleared the slot.
  if (query.timeSlotStart !== null && query.timeSlotStart !== next.timeSlotStart) {
    next.timeSlotStart = query.timeSlotStart;
    next.timeSlotEnd = null;
  }
  if (query.discountCode !== null) next.discountCode = query.discountCode;
  if (query.reservationId !== null) next.reservationId = query.reservationId;
  if (query.isPartnerBooking) next.isPartnerBooking = true;
  if (query.partner) next.partner = true;
  if (query.installmentMonths !== 0) next.installmentMonths = query.installmentMonths;
  if (!hasCampaign(cart.campaign) && hasCampaign(query.campaign)) {
    next.campaign = { ...query.campaign };
  }
  next.personalData = prefill(cart.personalData, query.personalData);
  return next;
}

/** The part of a cart an address carries. Personal details are never part of it. */
export function cartToQuery(cart: BookingCart, today: string): BookingQuery {
  return {
    checkupSlug: cart.checkupSlug,
    serviceSlugs: cart.servicesSlugs,
    partnerServiceSlugs: cart.isPartnerBooking ? cart.servicesPartnerSlugs : [],
    locationSlug: cart.locationSlug,
    startDate: cart.startDate ?? today,
    selectedDate: cart.selectedDate,
    timeSlotStart: cart.timeSlotStart,
    discountCode: cart.discountCode,
    reservationId: cart.reservationId,
    isPartnerBooking: cart.isPartnerBooking,
    installmentMonths: cart.installmentMonths,
    partner: cart.partner,
    campaign: cart.campaign,
    personalData: NO_PERSONAL_DATA,
    paymentReturn: {
      redirectStatus: null,
      paymentIntent: null,
      paymentIntentClientSecret: null,
      setupIntentClientSecret: null,
    },
  };
}

/** The query string (without `?`) a cart is written as. */
export function cartSearch(cart: BookingCart, today: string): string {
  return serialiseQueryState(cartToQuery(cart, today), { today }).toString();
}

/** The address of a booking step with the cart's query, e.g. `/de-ch/location?checkup=…`. */
export function buildStepHref(
  locale: Locale,
  step: StepSlug,
  cart: BookingCart,
  today: string,
): string {
  const search = cartSearch(cart, today);
  return `/${locale}/${step}${search === '' ? '' : `?${search}`}`;
}
