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

/**
 * What the host's geo headers said, as /api/visitor-geo answers it: the step pages are
 * prerendered and cannot read headers, so the location step sorts its clinics and the summary
 * picks its calling code in the browser. Country and a position rounded to about 1 km, asked per
 * page load and kept nowhere (it was a session cookie, `nova-geo`, which would have needed consent).
 */
export const OLD_VISITOR_GEO_COOKIE = 'nova-geo';

const round = (value: number) => Math.round(value * 100) / 100;

/** `CH|47.56|7.59`, `CH||` or `|47.56|7.59`; null when the headers said nothing. */
export function visitorGeoValue(geo: VisitorGeo): string | null {
  if (geo.country === null && geo.position === null) return null;
  const position =
    geo.position === null ? '|' : `${round(geo.position.lat)}|${round(geo.position.lng)}`;
  return `${geo.country ?? ''}|${position}`;
}

/** The answer read back, as strictly as the headers were: anything malformed counts as unknown. */
export function readVisitorGeoValue(value: string | null | undefined): VisitorGeo {
  const [country = '', lat = '', lng = ''] = (value ?? '').split('|');
  return readVisitorGeo({
    get: (name: string) =>
      ({
        'x-vercel-ip-country': country,
        'x-vercel-ip-latitude': lat,
        'x-vercel-ip-longitude': lng,
      })[name] ?? null,
  });
}
