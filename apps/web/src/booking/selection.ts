// Turns the slugs a client sends into catalogue entries, refusing anything that cannot be booked.
import { BookingError } from './booking-error';
import { currencyOf } from './locale';
import { type ClinicOffer, isServiceDeliveredInMarket } from './offer';
import type { Catalogue, Checkup, Location, Market, Service } from './types';

export interface SelectionInput {
  catalogue: Catalogue;
  market: Market;
  checkupSlug: string;
  /** Null or omitted before a location has been chosen: location rules are then not checked. */
  locationSlug?: string | null;
  services: readonly string[];
  servicesPartner: readonly string[];
  isPartnerBooking: boolean;
}

export interface Selection {
  checkup: Checkup;
  location: Location | null;
  /** The customer's additional services: chargeable, deduplicated, in the order chosen. */
  services: Service[];
  /** The partner's additional services; empty unless booking as a pair. */
  servicesPartner: Service[];
}

/** A check-up sold in the market: listed for it and priced in its currency (for two, if a pair). */
export function resolveCheckup(
  catalogue: Catalogue,
  slug: string,
  market: Market,
  isPartnerBooking: boolean,
): Checkup {
  const checkup = catalogue.checkups.find((candidate) => candidate.slug === slug);
  if (checkup === undefined) throw new BookingError('checkup-not-found');
  const currency = currencyOf(market);
  const price = isPartnerBooking ? checkup.priceTwoPerson[currency] : checkup.price[currency];
  if (!checkup.countries.includes(market) || price === null) {
    throw new BookingError('checkup-not-sold-in-market');
  }
  return checkup;
}

/**
 * A bookable location of the market. A location of the other market counts as not found: it
 * would be charged in the wrong currency and its discount is in its own market's currency.
 */
export function resolveLocation(catalogue: Catalogue, slug: string, market: Market): Location {
  const location = catalogue.locations.find((candidate) => candidate.slug === slug);
  if (location === undefined || location.country !== market) {
    throw new BookingError('location-not-found');
  }
  if (location.isComingSoon) throw new BookingError('location-coming-soon');
  return location;
}

/** What the rules read of a service (the steps pass it in the page's language, the server whole). */
type ServiceRules = Pick<
  Service,
  'slug' | 'cannotBeBooked' | 'cannotBeBookedTogetherSlugs' | 'price'
>;

/**
 * One person's additional services. A service the check-up already includes is dropped rather
 * than refused (switching check-ups can leave it in the address), so it is never charged or timed
 * twice; a repeated slug counts once. Before a clinic is chosen, a service no bookable clinic of
 * the market delivers is refused as not offered in the market (`service-not-sold-in-currency`,
 * whose message says "not offered in your country"); once one is chosen, that clinic must deliver it.
 */
export function resolveServices<S extends ServiceRules>(
  catalogue: { services: readonly S[]; locations: readonly ClinicOffer[] },
  checkup: Pick<Checkup, 'includedServiceSlugs' | 'availableServiceSlugs'>,
  location: Pick<Location, 'unsupportedServiceSlugs'> | null,
  market: Market,
  slugs: readonly string[],
): S[] {
  const currency = currencyOf(market);
  const chosen = [...new Set(slugs)].filter((slug) => !checkup.includedServiceSlugs.includes(slug));
  const services = chosen.map((slug) => {
    const service = catalogue.services.find((candidate) => candidate.slug === slug);
    if (service === undefined) throw new BookingError('service-not-found');
    if (service.cannotBeBooked) throw new BookingError('service-cannot-be-booked');
    if (!checkup.availableServiceSlugs.includes(slug)) {
      throw new BookingError('service-not-available-for-checkup');
    }
    if (location?.unsupportedServiceSlugs.includes(slug)) {
      throw new BookingError('service-unsupported-at-location');
    }
    if (service.price[currency] === null) throw new BookingError('service-not-sold-in-currency');
    if (location === null && !isServiceDeliveredInMarket(slug, catalogue.locations, market)) {
      throw new BookingError('service-not-sold-in-currency');
    }
    return service;
  });
  assertNoConflicts(services);
  return services;
}

/** Content may list a conflict on one side only, so both directions are checked. */
function assertNoConflicts(services: readonly ServiceRules[]): void {
  for (const service of services) {
    for (const other of services) {
      if (service === other) continue;
      if (
        service.cannotBeBookedTogetherSlugs.includes(other.slug) ||
        other.cannotBeBookedTogetherSlugs.includes(service.slug)
      ) {
        throw new BookingError('services-cannot-be-booked-together');
      }
    }
  }
}

/** The whole selection, checked in the order a visitor makes it: check-up, location, services. */
export function resolveSelection(input: SelectionInput): Selection {
  const { catalogue, market } = input;
  const checkup = resolveCheckup(catalogue, input.checkupSlug, market, input.isPartnerBooking);
  const location =
    input.locationSlug == null ? null : resolveLocation(catalogue, input.locationSlug, market);
  return {
    checkup,
    location,
    services: resolveServices(catalogue, checkup, location, market, input.services),
    // A partner's choice left over from before the pair was switched off is ignored, not refused.
    servicesPartner: input.isPartnerBooking
      ? resolveServices(catalogue, checkup, location, market, input.servicesPartner)
      : [],
  };
}
