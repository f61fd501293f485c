// The visitor's country and position from the host's geo headers (Vercel's names); null wherever a header is missing or malformed.
import type { GeoPoint } from '@/booking/types';

export interface VisitorGeo {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  position: GeoPoint | null;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function readVisitorGeo(headers: Pick<Headers, 'get'>): VisitorGeo {
  const country = headers.get('x-vercel-ip-country')?.trim().toUpperCase() ?? '';
  const lat = coordinate(headers.get('x-vercel-ip-latitude'), 90);
  const lng = coordinate(headers.get('x-vercel-ip-longitude'), 180);
  return {
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    position: lat === null || lng === null ? null : { lat, lng },
  };
}
