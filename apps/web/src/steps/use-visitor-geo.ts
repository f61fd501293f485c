// The visitor's country and position in the browser, from the cookie the proxy sets; unknown until the page has hydrated.
import { useEffect, useState } from 'react';
import { readVisitorGeoCookie, VISITOR_GEO_COOKIE, type VisitorGeo } from './visitor-geo';

const UNKNOWN: VisitorGeo = { country: null, position: null };

function cookieValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Unknown in the prerendered HTML and the first render, so both agree; then the cookie's. */
export function useVisitorGeo(): VisitorGeo {
  const [geo, setGeo] = useState(UNKNOWN);
  useEffect(() => setGeo(readVisitorGeoCookie(cookieValue(VISITOR_GEO_COOKIE))), []);
  return geo;
}
