// Entering a step: the address and the stored session reconciled with the market's offer. What cannot be honoured is dropped, each with its reason.
import { currencyOf } from './locale';
import { isCheckupOffered, isServiceDeliveredInMarket } from './offer';
import { listValues, type QueryInput, readDateOnly, readRawQuery } from './query-params';
import { type BookingQuery, parseQueryState } from './query-state';
import { parseInstant } from './time';
import type { Catalogue, Market } from './types';

/** What a step's market sells, as the browser's cart checks a selection against it. */
export interface MarketOffer {
  /** The check-ups sold in the market, with the add-ons each offers. */
  checkups: readonly { slug: string; availableServiceSlugs: readonly string[] }[];
  /** Every service slug the catalogue knows. */
  services: readonly string[];
  /** Services an editor has flagged as not bookable. */
  unbookableServices: readonly string[];
  /** Services the market does not sell: no price in its currency, or no bookable clinic delivers them. */
  unsoldServices: readonly string[];
  /** The market's clinics. */
  locations: readonly string[];
}

export function marketOffer(catalogue: Catalogue, market: Market): MarketOffer {
  const currency = currencyOf(market);
  return {
    checkups: catalogue.checkups
      .filter((checkup) => isCheckupOffered(checkup, market))
      .map(({ slug, availableServiceSlugs }) => ({ slug, availableServiceSlugs })),
    services: catalogue.services.map((service) => service.slug),
    unbookableServices: catalogue.services.filter((s) => s.cannotBeBooked).map((s) => s.slug),
    unsoldServices: catalogue.services
      .filter(
        (s) =>
          s.price[currency] === null ||
          !isServiceDeliveredInMarket(s.slug, catalogue.locations, market),
      )
      .map((s) => s.slug),
    locations: catalogue.locations.filter((l) => l.country === market).map((l) => l.slug),
  };
}

/** The part of the session a step's address can name. */
export interface SessionSelection {
  checkupSlug: string | null;
  servicesSlugs: readonly string[];
  servicesPartnerSlugs: readonly string[];
  locationSlug: string | null;
  startDate: string | null;
  selectedDate: string | null;
  timeSlotStart: string | null;
}

export const NO_SESSION_SELECTION: SessionSelection = {
  checkupSlug: null,
  servicesSlugs: [],
  servicesPartnerSlugs: [],
  locationSlug: null,
  startDate: null,
  selectedDate: null,
  timeSlotStart: null,
};

export const DROP_REASONS = [
  'checkup-not-offered',
  'service-unknown',
  'service-cannot-be-booked',
  'service-not-sold-in-market',
  'service-not-available-for-checkup',
  'location-not-in-market',
  'date-in-past',
  'date-malformed',
  'time-in-past',
  'time-malformed',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export type DroppedParam =
  | 'checkup'
  | 'services'
  | 'servicesPartner'
  | 'location'
  | 'startDate'
  | 'selectedDate'
  | 'timeslot-start';

export interface DroppedItem {
  param: DroppedParam;
  /** The slug or value that was dropped (a slug lets the notice name the item). */
  value: string;
  reason: DropReason;
  source: 'address' | 'session';
}

export interface ReconcileInput {
  address: QueryInput;
  session: SessionSelection;
  offer: MarketOffer;
  /** Today in Zurich, YYYY-MM-DD. */
  today: string;
  now: Date;
}

export interface Reconciled {
  /** The address as honoured: everything it named that the market can sell. */
  query: BookingQuery;
  /** The session without what the market cannot sell. */
  session: SessionSelection;
  dropped: DroppedItem[];
}

/** Why an add-on cannot be booked here, or null; `available`: the check-up's add-ons, when one is chosen. */
function serviceReason(
  slug: string,
  offer: MarketOffer,
  available: readonly string[] | null,
): DropReason | null {
  if (!offer.services.includes(slug)) return 'service-unknown';
  if (offer.unbookableServices.includes(slug)) return 'service-cannot-be-booked';
  if (offer.unsoldServices.includes(slug)) return 'service-not-sold-in-market';
  if (available !== null && !available.includes(slug)) return 'service-not-available-for-checkup';
  return null;
}

function checkDate(value: string, today: string): DropReason | null {
  const date = readDateOnly(value);
  if (date === null) return 'date-malformed';
  return date < today ? 'date-in-past' : null;
}

function checkTime(value: string, now: Date): DropReason | null {
  const instant = parseInstant(value.trim());
  if (instant === null) return 'time-malformed';
  return instant.getTime() < now.getTime() ? 'time-in-past' : null;
}

/**
 * The address wins over the session where it names something; both are checked against the
 * market's offer and today, and what cannot be honoured is dropped with its reason rather than
 * refused later at Reserve. Add-ons are checked against the check-up they would be booked with:
 * the address's when it names one, else the session's.
 */
export function reconcileAddress(input: ReconcileInput): Reconciled {
  const { offer, session, today, now } = input;
  const raw = readRawQuery(input.address);
  const dropped: DroppedItem[] = [];
  const named = new Set<string>();
  const drop = (item: DroppedItem) => {
    const key = `${item.param}\n${item.value}`;
    if (named.has(key)) return;
    named.add(key);
    dropped.push(item);
  };
  const offeredCheckup = (slug: string) => offer.checkups.find((checkup) => checkup.slug === slug);

  // One value per single parameter: the first, as parseQueryState reads it.
  const single = (name: DroppedParam) => raw.get(name)?.[0]?.trim() ?? null;
  const addressCheckup = single('checkup');
  if (addressCheckup !== null && offeredCheckup(addressCheckup) === undefined) {
    drop({
      param: 'checkup',
      value: addressCheckup,
      reason: 'checkup-not-offered',
      source: 'address',
    });
  }
  const sessionCheckup =
    session.checkupSlug !== null && offeredCheckup(session.checkupSlug) === undefined
      ? null
      : session.checkupSlug;
  if (session.checkupSlug !== null && sessionCheckup === null) {
    drop({
      param: 'checkup',
      value: session.checkupSlug,
      reason: 'checkup-not-offered',
      source: 'session',
    });
  }
  const checkup = offeredCheckup(addressCheckup ?? '') ?? offeredCheckup(sessionCheckup ?? '');
  const available = checkup?.availableServiceSlugs ?? null;

  const keep = new URLSearchParams();
  for (const [name, values] of raw) {
    for (const value of values) keep.append(name, value);
  }
  for (const name of ['services', 'servicesPartner'] as const) {
    const honoured = listValues(raw, name).filter((slug) => {
      const reason = serviceReason(slug, offer, available);
      if (reason !== null) drop({ param: name, value: slug, reason, source: 'address' });
      return reason === null;
    });
    keep.delete(name);
    for (const slug of honoured) keep.append(name, slug);
  }
  const addressLocation = single('location');
  if (addressLocation !== null && !offer.locations.includes(addressLocation)) {
    drop({
      param: 'location',
      value: addressLocation,
      reason: 'location-not-in-market',
      source: 'address',
    });
    keep.delete('location');
  }
  for (const name of ['startDate', 'selectedDate'] as const) {
    const value = single(name);
    const reason = value === null || value === '' ? null : checkDate(value, today);
    if (value !== null && reason !== null) {
      drop({ param: name, value, reason, source: 'address' });
      keep.delete(name);
    }
  }
  const addressTime = single('timeslot-start');
  const timeReason =
    addressTime === null || addressTime === '' ? null : checkTime(addressTime, now);
  if (addressTime !== null && timeReason !== null) {
    drop({ param: 'timeslot-start', value: addressTime, reason: timeReason, source: 'address' });
    keep.delete('timeslot-start');
  }

  const query = parseQueryState(keep, {
    knownCheckups: offer.checkups.map((offered) => offered.slug),
    knownServices: offer.services,
    knownLocations: offer.locations,
    today,
  });

  // The session's add-ons are reported only where they would have stayed: the same check-up, and
  // no add-ons in the address (which replace them).
  const sameCheckup = addressCheckup === null || addressCheckup === session.checkupSlug;
  const sessionList = (name: 'services' | 'servicesPartner', slugs: readonly string[]) =>
    slugs.filter((slug) => {
      const reason = serviceReason(slug, offer, available);
      if (reason !== null && sameCheckup && !raw.has(name)) {
        drop({ param: name, value: slug, reason, source: 'session' });
      }
      return reason === null;
    });
  const servicesSlugs = sessionList('services', session.servicesSlugs);
  const servicesPartnerSlugs = sessionList('servicesPartner', session.servicesPartnerSlugs);
  const sessionLocation =
    session.locationSlug !== null && !offer.locations.includes(session.locationSlug)
      ? null
      : session.locationSlug;
  if (session.locationSlug !== null && sessionLocation === null && addressLocation === null) {
    drop({
      param: 'location',
      value: session.locationSlug,
      reason: 'location-not-in-market',
      source: 'session',
    });
  }
  const sessionDate = (name: 'startDate' | 'selectedDate', value: string | null) => {
    if (value === null) return null;
    const reason = checkDate(value, today);
    if (reason === null) return value;
    // A past start date only moved the calendar; it was no choice of the visitor's.
    if (name === 'selectedDate' && single(name) === null) {
      drop({ param: name, value, reason, source: 'session' });
    }
    return null;
  };
  let sessionTime = session.timeSlotStart;
  if (sessionTime !== null && checkTime(sessionTime, now) !== null) {
    if (addressTime === null) {
      const reason = checkTime(sessionTime, now) ?? 'time-malformed';
      drop({ param: 'timeslot-start', value: sessionTime, reason, source: 'session' });
    }
    sessionTime = null;
  }
  return {
    query,
    session: {
      checkupSlug: sessionCheckup,
      servicesSlugs,
      servicesPartnerSlugs,
      locationSlug: sessionLocation,
      startDate: sessionDate('startDate', session.startDate),
      selectedDate: sessionDate('selectedDate', session.selectedDate),
      timeSlotStart: sessionTime,
    },
    dropped,
  };
}
