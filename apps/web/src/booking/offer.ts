// What a market offers: a check-up is sold where it lists the market and has a price in its currency; an add-on where a bookable clinic of the market delivers it.
import { currencyOf } from './locale';
import type { Catalogue, Checkup, Location, Market } from './types';

export function isCheckupOffered(checkup: Checkup, market: Market): boolean {
  return checkup.countries.includes(market) && checkup.price[currencyOf(market)] !== null;
}

/** The check-ups of a market in the editors' order. */
export function checkupsOffered(catalogue: Catalogue, market: Market): Checkup[] {
  return catalogue.checkups
    .filter((checkup) => isCheckupOffered(checkup, market))
    .sort((a, b) => a.order - b.order);
}

/** What the add-on rules read of a clinic (the steps pass views, the server whole locations). */
export type ClinicOffer = Pick<Location, 'country' | 'isComingSoon' | 'unsupportedServiceSlugs'>;

/** A clinic of the market that takes bookings (not one that is opening soon). */
export function isBookableClinic(
  location: Pick<ClinicOffer, 'country' | 'isComingSoon'>,
  market: Market,
): boolean {
  return location.country === market && !location.isComingSoon;
}

/**
 * Whether at least one bookable clinic of the market delivers the service. A clinic lists what it
 * does not deliver; a coming-soon clinic delivers nothing yet, whatever it lists.
 */
export function isServiceDeliveredInMarket(
  slug: string,
  locations: readonly ClinicOffer[],
  market: Market,
): boolean {
  return locations.some(
    (location) =>
      isBookableClinic(location, market) && !location.unsupportedServiceSlugs.includes(slug),
  );
}

/** The chosen add-ons (deduplicated, in the order given) a clinic does not deliver. */
export function servicesLackingAt(
  location: Pick<ClinicOffer, 'unsupportedServiceSlugs'>,
  slugs: readonly string[],
): string[] {
  return [...new Set(slugs)].filter((slug) => location.unsupportedServiceSlugs.includes(slug));
}
