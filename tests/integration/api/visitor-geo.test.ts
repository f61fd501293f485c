// GET /api/visitor-geo: the host's geo headers for this request only, rounded, never cached or stored.
import { GET } from '../../../apps/web/app/api/visitor-geo/route';

const ask = (headers: Record<string, string> = {}) =>
  GET(new Request('http://localhost/api/visitor-geo', { headers }));

describe('GET /api/visitor-geo', () => {
  it("answers the host's country and a position rounded to about 1 km, for this request only", async () => {
    const response = await ask({
      'x-vercel-ip-country': 'CH',
      'x-vercel-ip-latitude': '47.55961',
      'x-vercel-ip-longitude': '7.58862',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('CH|47.56|7.59');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers nothing without geo headers (a local server) or with malformed ones', async () => {
    expect(await (await ask()).text()).toBe('');
    expect(await (await ask({ 'x-vercel-ip-country': 'Switzerland' })).text()).toBe('');
  });
});
