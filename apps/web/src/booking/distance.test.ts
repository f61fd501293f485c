import fc from 'fast-check';
import {
  EARTH_RADIUS_KM,
  haversineKm,
  locationDistanceKm,
  sortLocationsByDistance,
} from './distance';
import {
  baselRheinfelden,
  baselZentral,
  catalogue,
  frankfurt,
  munich,
  zurichBellevue,
} from './test-fixtures';
import type { GeoPoint } from './types';

const slugs = (locations: { slug: string }[]) => locations.map((location) => location.slug);

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversine distance', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
  });

  it('puts Paris about 344 km from London', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const london = { lat: 51.5074, lng: -0.1278 };
    expect(haversineKm(paris, london)).toBeCloseTo(343.6, 0);
  });

  it('is zero from a point to itself, symmetric, and never more than half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, a)).toBeCloseTo(0, 9);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
        expect(haversineKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
      }),
    );
  });

  it('knows no distance without both positions', () => {
    expect(locationDistanceKm(zurichBellevue, null)).toBeNull();
    expect(locationDistanceKm({ ...zurichBellevue, center: null }, { lat: 47, lng: 8 })).toBeNull();
  });
});

describe('locations by distance', () => {
  const inBasel: GeoPoint = { lat: 47.5596, lng: 7.5886 };
  const inMunich: GeoPoint = { lat: 48.1351, lng: 11.582 };

  it('shows the nearest first and coming-soon ones last', () => {
    expect(slugs(sortLocationsByDistance(catalogue.locations, inBasel))).toEqual([
      'basel_zentral',
      'basel_rheinfelden',
      'zurich_bellevue',
      'munich',
      'frankfurt',
    ]);
  });

  it('keeps coming-soon last even when it is the nearest', () => {
    const nearFrankfurt = { lat: 50.1, lng: 8.68 };
    const sorted = slugs(sortLocationsByDistance(catalogue.locations, nearFrankfurt));
    expect(sorted[sorted.length - 1]).toBe('frankfurt');
    expect(sorted[0]).toBe('basel_rheinfelden');
  });

  it('keeps the catalogue’s order when the visitor’s position is unknown', () => {
    const given = [munich, frankfurt, zurichBellevue, baselRheinfelden, baselZentral];
    expect(slugs(sortLocationsByDistance(given, null))).toEqual([
      'munich',
      'zurich_bellevue',
      'basel_rheinfelden',
      'basel_zentral',
      'frankfurt',
    ]);
  });

  it('puts a location without coordinates after located ones, before coming-soon', () => {
    const unplaced = { ...baselZentral, slug: 'unplaced', center: null };
    expect(slugs(sortLocationsByDistance([frankfurt, unplaced, munich], inMunich))).toEqual([
      'munich',
      'unplaced',
      'frankfurt',
    ]);
  });

  it('does not change the list it was given', () => {
    const given = [frankfurt, munich];
    sortLocationsByDistance(given, inMunich);
    expect(slugs(given)).toEqual(['frankfurt', 'munich']);
  });

  it('always lists every location once, coming-soon ones after all bookable ones', () => {
    fc.assert(
      fc.property(fc.option(point, { nil: null }), (visitor) => {
        const sorted = sortLocationsByDistance(catalogue.locations, visitor);
        expect([...slugs(sorted)].sort()).toEqual([...slugs(catalogue.locations)].sort());
        const firstComingSoon = sorted.findIndex((location) => location.isComingSoon);
        expect(sorted.slice(firstComingSoon).every((location) => location.isComingSoon)).toBe(true);
      }),
    );
  });
});
