// The visitor's country and position in the browser, asked of /api/visitor-geo once per page load; unknown until the answer has come.
import { useEffect, useState } from 'react';
import { readVisitorGeoValue, type VisitorGeo } from './visitor-geo';

const UNKNOWN: VisitorGeo = { country: null, position: null };

/** One request per page load, shared by every component that asks. */
let asked: Promise<VisitorGeo> | null = null;

function askVisitorGeo(): Promise<VisitorGeo> {
  asked ??= Promise.resolve()
    .then(() => fetch('/api/visitor-geo', { cache: 'no-store' }))
    .then((response) => (response.ok ? response.text() : ''))
    .then(readVisitorGeoValue)
    .catch(() => UNKNOWN);
  return asked;
}

/** Unknown in the prerendered HTML and the first render, so both agree; then the host's answer. */
export function useVisitorGeo(): VisitorGeo {
  const [geo, setGeo] = useState(UNKNOWN);
  useEffect(() => {
    let current = true;
    void askVisitorGeo().then((answer) => {
      if (current) setGeo(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return geo;
}
