// The visitor's position and country from the host's geo headers: null whenever a header is missing or malformed.
import { readVisitorGeo, readVisitorGeoValue, visitorGeoValue } from './visitor-geo';

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

describe('the geo cookie the proxy hands the browser', () => {
  it('carries the country and the position rounded to about a kilometre, and reads back', () => {
    const value = visitorGeoValue({
      country: 'DE',
      position: { lat: 52.52437, lng: 13.41053 },
    });
    expect(value).toBe('DE|52.52|13.41');
    expect(readVisitorGeoValue(value)).toEqual({
      country: 'DE',
      position: { lat: 52.52, lng: 13.41 },
    });
    expect(readVisitorGeoValue(visitorGeoValue({ country: 'CH', position: null }))).toEqual({
      country: 'CH',
      position: null,
    });
  });

  it('is not set when the headers said nothing, and anything malformed reads as unknown', () => {
    expect(visitorGeoValue({ country: null, position: null })).toBeNull();
    expect(readVisitorGeoValue(null)).toEqual({ country: null, position: null });
    expect(readVisitorGeoValue('')).toEqual({ country: null, position: null });
    expect(readVisitorGeoValue('CH|north|7')).toEqual({ country: 'CH', position: null });
    expect(readVisitorGeoValue('Switzerland|47|7')).toEqual({
      country: null,
      position: { lat: 47, lng: 7 },
    });
    expect(readVisitorGeoValue('|200|7')).toEqual({ country: null, position: null });
  });
});
