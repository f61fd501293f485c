'use client';
// The location step's clinics nearest the visitor first: the prerendered page has the editors' order, the browser sorts by the position the proxy's cookie holds.
import { useMemo } from 'react';
import { locationDistanceKm, sortLocationsByDistance } from '@/booking/distance';
import type { GeoPoint } from '@/booking/types';
import type { LocationView } from '../step-views';
import { useVisitorGeo } from '../use-visitor-geo';
import { LocationStep, type LocationStepProps } from './location-step';

export interface PlacedLocation {
  location: LocationView;
  center: GeoPoint | null;
}

export function NearestFirst({
  places,
  ...props
}: Omit<LocationStepProps, 'choices'> & { places: PlacedLocation[] }) {
  const { position } = useVisitorGeo();
  const choices = useMemo(
    () =>
      sortLocationsByDistance(
        places.map((place) => ({ ...place, isComingSoon: place.location.isComingSoon })),
        position,
      ).map((place) => ({
        location: place.location,
        distanceKm: locationDistanceKm(place, position),
      })),
    [places, position],
  );
  return <LocationStep {...props} choices={choices} />;
}
