// GET /api/visitor-geo: what the host's geo headers say about this request (country, position to about 1 km), for the location step's order and the summary's calling code; nothing is stored on the device.
import { readVisitorGeo, visitorGeoValue } from '@/steps/visitor-geo';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return new Response(visitorGeoValue(readVisitorGeo(request.headers)) ?? '', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}
