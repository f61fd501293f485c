// The visitor's position and country from the host's geo headers: null whenever a header is missing or malformed.
import { readVisitorGeo } from './visitor-geo';

const headers = (values: Record<string, string>) => new Headers(values);

describe('visitor geo headers', () => {
  it('reads the country and the position', () => {
    expect(
      readVisitorGeo(
        headers({
          'x-vercel-ip-country': 'ch',
          'x-vercel-ip-latitude': '47.37',
          'x-vercel-ip-longitude': '8.54',
        }),
      ),
    ).toEqual({ country: 'CH', position: { lat: 47.37, lng: 8.54 } });
  });

  it('answers null for what is missing or out of range', () => {
    expect(readVisitorGeo(headers({}))).toEqual({ country: null, position: null });
    expect(
      readVisitorGeo(headers({ 'x-vercel-ip-latitude': '91', 'x-vercel-ip-longitude': '8' })),
    ).toEqual({ country: null, position: null });
    expect(readVisitorGeo(headers({ 'x-vercel-ip-latitude': '47' })).position).toBeNull();
  });
});
