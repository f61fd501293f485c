// A booking's selection read against the catalogue: the check-up, location and services the domain resolves, and the minutes each person needs.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { resolveSelection, type Selection } from '../../booking/selection';
import { type BookingDurations, durationsOfBooking } from '../../booking/slot-claim';
import type { Catalogue, Location, Market } from '../../booking/types';
import type { SelectionQuery } from './requests';

export interface BookingAtLocation {
  selection: Selection;
  location: Location;
  market: Market;
  durations: BookingDurations;
}

/**
 * The selection at a location, in the location's market (its currency and what it sells). The
 * domain refuses unknown or unbookable slugs with their own error ids.
 */
export function bookingAtLocation(
  catalogue: Catalogue,
  query: SelectionQuery & { locationSlug: string; market?: Market },
): BookingAtLocation {
  const known = catalogue.locations.find((location) => location.slug === query.locationSlug);
  if (known === undefined) throw new BookingError('location-not-found');
  const market = query.market ?? known.country;
  const selection = resolveSelection({ catalogue, ...query, market });
  // resolveSelection has refused an unknown, foreign or coming-soon location by now.
  const location = selection.location ?? known;
  return {
    selection,
    location,
    market,
    durations: durationsOfBooking({ ...selection, isPartnerBooking: query.isPartnerBooking }),
  };
}

/** The selection without a location: the given market, else the first one the check-up is sold in. */
export function bookingWithoutLocation(
  catalogue: Catalogue,
  query: SelectionQuery & { market: Market | null },
): { selection: Selection; durations: BookingDurations } {
  const checkup = catalogue.checkups.find((candidate) => candidate.slug === query.checkupSlug);
  if (checkup === undefined) throw new BookingError('checkup-not-found');
  const market = query.market ?? checkup.countries[0] ?? 'ch';
  const selection = resolveSelection({ catalogue, ...query, market, locationSlug: null });
  return {
    selection,
    durations: durationsOfBooking({ ...selection, isPartnerBooking: query.isPartnerBooking }),
  };
}
