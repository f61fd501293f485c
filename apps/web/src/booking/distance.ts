// Distances between the visitor and our locations, and the order the location list is shown in.
import type { GeoPoint, Location } from './types';

export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, as the specification asks. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // Clamped: rounding can push `a` a hair above 1 for antipodal points, and asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, a)));
}

/** What the order needs of a location: whether it opens later, and where it is. */
export type Placed = Pick<Location, 'isComingSoon' | 'center'>;

/** Null when either position is unknown. */
export function locationDistanceKm(location: Placed, visitor: GeoPoint | null): number | null {
  if (visitor === null || location.center === null) return null;
  return haversineKm(visitor, location.center);
}

/**
 * Bookable locations first, nearest first; a location without coordinates after those with;
 * coming-soon ones last (by the same rule). Without a visitor position, and on equal distance,
 * the catalogue's own order is kept (the sort is stable), since editors order it on purpose.
 */
export function sortLocationsByDistance<T extends Placed>(
  locations: readonly T[],
  visitor: GeoPoint | null,
): T[] {
  const rank = (location: T): [number, number] => [
    location.isComingSoon ? 1 : 0,
    locationDistanceKm(location, visitor) ?? Number.POSITIVE_INFINITY,
  ];
  return locations
    .map((location) => ({ location, rank: rank(location) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || compareDistance(a.rank[1], b.rank[1]))
    .map(({ location }) => location);
}

// Infinity - Infinity is NaN, which a comparator must never return.
function compareDistance(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
